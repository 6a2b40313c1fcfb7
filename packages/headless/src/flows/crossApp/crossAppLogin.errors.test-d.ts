/**
 * Type test (checked by the typecheck stage, never run): the codes the cross-app flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`CrossAppLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { CrossAppLoginErrorCode } from './crossAppLogin.machine.ts';
import type { UseCrossAppLoginParameters, UseCrossAppLoginReturnType } from './useCrossAppLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<CrossAppLoginErrorCode>();
expectTypeOf<Exclude<CrossAppLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'no_flow_in_progress'
  | 'exited_auth_flow'
  | 'exited_link_flow'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
>();

declare const state: UseCrossAppLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<CrossAppLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseCrossAppLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<CrossAppLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'exited_auth_flow':
      break;
    // @ts-expect-error: the cross-app flow never gives a code refusal
    case 'invalid_code':
      break;
  }
}
