/**
 * Type test (checked by the typecheck stage, never run): the codes the SMS flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`SmsLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { SmsLoginErrorCode } from './smsLogin.machine.ts';
import type { UseSmsLoginParameters, UseSmsLoginReturnType } from './useSmsLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<SmsLoginErrorCode>();
expectTypeOf<Exclude<SmsLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'no_flow_in_progress'
  | 'invalid_code'
  | 'invalid_phone_number'
  | 'code_outcome_unknown'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
>();

declare const state: UseSmsLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<SmsLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseSmsLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<SmsLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'invalid_phone_number':
      break;
    // @ts-expect-error: the SMS flow never gives an address refusal
    case 'invalid_email':
      break;
  }
}
