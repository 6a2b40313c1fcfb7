import { expectTypeOf } from 'vitest';
import type { MfaMethod } from '../core/api/wire.ts';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { User } from '../core/user.ts';
import type { TotpSetup } from '../wallets/mfa/enrollment.machine.ts';
import { useMfa, useMfaEnrollment, useRegisterMfaListener } from './useMfa.ts';
import { useMfaPrompt } from './useWalletUi.ts';

const mfa = useMfa({ onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>() });
expectTypeOf(mfa.mfaMethods).toEqualTypeOf<readonly MfaMethod[]>();
expectTypeOf(mfa.state.methods).toEqualTypeOf<readonly MfaMethod[]>();
expectTypeOf(mfa.state.codeError).toEqualTypeOf<FoyerError | null>();
mfa.init('sms');
mfa.submit('totp', '123456');
expectTypeOf(mfa.submitAsync).toEqualTypeOf<
  (method: MfaMethod, code: string | Record<string, unknown>) => Promise<true>
>();
mfa.cancel();
// @ts-expect-error not an MFA method
mfa.init('email');

useRegisterMfaListener({
  onMfaRequired: ({ mfaMethods }) => expectTypeOf(mfaMethods).toEqualTypeOf<readonly MfaMethod[]>(),
});

const enrollment = useMfaEnrollment({ onComplete: (user) => expectTypeOf(user).toEqualTypeOf<User>() });
expectTypeOf(enrollment.state.totp).toEqualTypeOf<TotpSetup | null>();
enrollment.initEnrollmentWithSms({ phoneNumber: '+15550100' });
expectTypeOf(enrollment.initEnrollmentWithTotpAsync).toEqualTypeOf<() => Promise<User | null>>();
expectTypeOf(enrollment.submitEnrollmentWithTotpAsync).toEqualTypeOf<(options: { mfaCode: string }) => Promise<User>>();
enrollment.submitEnrollmentWithPasskey({ credentialIds: ['id'] }, { removeForLogin: true });
enrollment.unenrollWithPasskey();
// @ts-expect-error the code is required
enrollment.submitEnrollmentWithSms({});

expectTypeOf(useMfaPrompt()).toEqualTypeOf<number | null>();
