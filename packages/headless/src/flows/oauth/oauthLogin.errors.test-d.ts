/**
 * Type test (checked by the typecheck stage, never run): the codes the OAuth flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`OAuthLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { OAuthLoginErrorCode } from './oauthLogin.machine.ts';
import type { UseOAuthLoginParameters, UseOAuthLoginReturnType } from './useOAuthLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<OAuthLoginErrorCode>();
expectTypeOf<Exclude<OAuthLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'no_flow_in_progress'
  | 'exited_auth_flow'
  | 'exited_link_flow'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
>();

declare const state: UseOAuthLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<OAuthLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseOAuthLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<OAuthLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'pkce_state_code_mismatch':
      break;
    // @ts-expect-error: the OAuth flow never gives a one-time-code outcome
    case 'code_outcome_unknown':
      break;
  }
}
