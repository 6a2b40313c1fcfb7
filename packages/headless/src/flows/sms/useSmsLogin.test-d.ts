/**
 * Type tests for `useSmsLogin` and `useUpdatePhone` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { LinkComplete, LoginComplete, UpdateComplete } from '../../core/flow/types.ts';
import type { SmsLoginSnapshot, SmsLoginStatus } from './smsLogin.machine.ts';
import { useSmsLogin } from './useSmsLogin.ts';
import { useUpdatePhone } from './useUpdatePhone.ts';

expectTypeOf<SmsLoginStatus>().toEqualTypeOf<
  'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'done' | 'error'
>();

useSmsLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete<'sms'>>();
    expectTypeOf(result.loginMethod).toEqualTypeOf<'sms'>();
  },
});
useSmsLogin({ intent: 'link', onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'sms'>>() });
useUpdatePhone({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<UpdateComplete<'sms'>>() });

const { sendCode, loginWithCode, resendCode } = useSmsLogin();
expectTypeOf(sendCode({ phoneNumber: '+14155550100', channel: 'whatsapp' })).toEqualTypeOf<Promise<SmsLoginSnapshot>>();
expectTypeOf(loginWithCode({ code: '123456' })).toEqualTypeOf<Promise<SmsLoginSnapshot>>();
expectTypeOf(resendCode()).toEqualTypeOf<Promise<SmsLoginSnapshot>>();
// @ts-expect-error: not a channel
sendCode({ phoneNumber: '+14155550100', channel: 'telegram' });

const sms = useSmsLogin();
expectTypeOf(sms.loginWithCodeAsync({ code: '123456' })).toEqualTypeOf<Promise<LoginComplete<'sms'>>>();
expectTypeOf(sms.sendCodeAsync({ phoneNumber: '+14155550100' })).toEqualTypeOf<Promise<LoginComplete<'sms'> | null>>();
expectTypeOf(useUpdatePhone().loginWithCodeAsync).returns.resolves.toEqualTypeOf<UpdateComplete<'sms'>>();
