/**
 * Type test (checked by the typecheck stage, never run): the codes the Farcaster flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`FarcasterLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { FarcasterLoginErrorCode } from './farcasterLogin.machine.ts';
import type { UseFarcasterLoginParameters, UseFarcasterLoginReturnType } from './useFarcasterLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<FarcasterLoginErrorCode>();
expectTypeOf<Exclude<FarcasterLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  'already_authenticated' | 'captcha_failure' | 'captcha_timeout' | 'invalid_config'
>();

declare const state: UseFarcasterLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<FarcasterLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseFarcasterLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<FarcasterLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'client_request_timeout':
      break;
    // @ts-expect-error: the Farcaster flow never gives no flow in progress
    case 'no_flow_in_progress':
      break;
  }
}
