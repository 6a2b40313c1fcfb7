/**
 * Type test (checked by the typecheck stage, never run): the codes the SIWS flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`SiwsLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { SiwsLoginErrorCode } from './siwsLogin.machine.ts';
import type { UseSiwsLoginParameters, UseSiwsLoginReturnType } from './useSiwsLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<SiwsLoginErrorCode>();
expectTypeOf<Exclude<SiwsLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'no_flow_in_progress'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
  | 'user_rejected_request'
  | 'wallet_disconnected'
  | 'wallet_invalid_params'
  | 'wallet_locked'
  | 'wallet_connection_pending'
  | 'wallet_request_pending'
  | 'unknown_connect_wallet_error'
  | 'wallet_request_timeout'
  | 'wallet_not_connected'
>();

declare const state: UseSiwsLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<SiwsLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseSiwsLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<SiwsLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'unable_to_sign':
      break;
    // @ts-expect-error: the SIWS flow never gives a one-time-code outcome
    case 'code_outcome_unknown':
      break;
  }
}
