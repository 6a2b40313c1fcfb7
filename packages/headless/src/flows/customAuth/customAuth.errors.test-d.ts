/**
 * Type test (checked by the typecheck stage, never run): the codes the custom-token sync flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`CustomAuthErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { CustomAuthErrorCode } from './customAuth.machine.ts';
import type { UseCustomAuthParameters, UseCustomAuthReturnType } from './useCustomAuth.ts';

expectTypeOf<CallFailureCode>().toExtend<CustomAuthErrorCode>();
expectTypeOf<Exclude<CustomAuthErrorCode, CallFailureCode>>().toEqualTypeOf<never>();

declare const state: UseCustomAuthReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<CustomAuthErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseCustomAuthParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<CustomAuthErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'linked_to_another_user':
      break;
    // @ts-expect-error: the custom-token sync flow never gives an intent refusal
    case 'already_authenticated':
      break;
  }
}
