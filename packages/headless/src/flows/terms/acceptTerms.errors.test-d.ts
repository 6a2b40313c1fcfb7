/**
 * Type test (checked by the typecheck stage, never run): the codes the terms flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`AcceptTermsErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { AcceptTermsErrorCode } from './acceptTerms.machine.ts';
import type { UseAcceptTermsParameters, UseAcceptTermsReturnType } from './useAcceptTerms.ts';

expectTypeOf<CallFailureCode>().toExtend<AcceptTermsErrorCode>();
expectTypeOf<Exclude<AcceptTermsErrorCode, CallFailureCode>>().toEqualTypeOf<never>();

declare const state: UseAcceptTermsReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<AcceptTermsErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseAcceptTermsParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<AcceptTermsErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'must_be_authenticated':
      break;
    // @ts-expect-error: the terms flow never gives an intent refusal
    case 'already_authenticated':
      break;
  }
}
