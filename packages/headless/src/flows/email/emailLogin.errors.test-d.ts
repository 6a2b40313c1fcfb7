/**
 * Type test (checked by the typecheck stage, never run): the codes the email flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`EmailLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { EmailLoginErrorCode } from './emailLogin.machine.ts';
import type { UseEmailLoginParameters, UseEmailLoginReturnType } from './useEmailLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<EmailLoginErrorCode>();
expectTypeOf<Exclude<EmailLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'no_flow_in_progress'
  | 'invalid_code'
  | 'invalid_email'
  | 'code_outcome_unknown'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
>();

declare const state: UseEmailLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<EmailLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseEmailLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<EmailLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'code_outcome_unknown':
      break;
    // @ts-expect-error: the email flow never gives a passkey code
    case 'passkey_not_allowed':
      break;
  }
}
