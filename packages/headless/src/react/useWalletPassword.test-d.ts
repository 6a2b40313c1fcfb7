import { expectTypeOf } from 'vitest';
import type { FoyerError, ValidationError } from '../core/errors/FoyerError.ts';
import type { PasswordStrength } from '../wallets/recovery/password.ts';
import type { PasswordIssueCode, SetPasswordStatus } from '../wallets/recovery/setPassword.machine.ts';
import type { EmbeddedWallet } from '../wallets/types.ts';
import { useWalletPassword } from './useWalletPassword.ts';

const password = useWalletPassword({
  onComplete: (wallet) => expectTypeOf(wallet).toEqualTypeOf<EmbeddedWallet>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(password.state.status).toEqualTypeOf<SetPasswordStatus>();
expectTypeOf(password.state.issue).toEqualTypeOf<ValidationError<PasswordIssueCode> | null>();
expectTypeOf(password.state.strength).toEqualTypeOf<PasswordStrength>();
password.setPassword('Correct-Horse');
password.setConfirmation('Correct-Horse');
password.acknowledge(true);
password.next();
password.back();
expectTypeOf(password.submitAsync).toEqualTypeOf<() => Promise<EmbeddedWallet>>();
// @ts-expect-error: a password is a string
password.setPassword(123456);
