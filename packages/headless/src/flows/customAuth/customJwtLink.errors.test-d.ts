/**
 * Type test (checked by the typecheck stage, never run): the codes the custom JWT link flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`CustomJwtLinkErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { CustomJwtLinkErrorCode } from './customJwtLink.machine.ts';
import type { UseLinkCustomJwtParameters, UseLinkCustomJwtReturnType } from './useLinkCustomJwt.ts';

expectTypeOf<CallFailureCode>().toExtend<CustomJwtLinkErrorCode>();
expectTypeOf<Exclude<CustomJwtLinkErrorCode, CallFailureCode>>().toEqualTypeOf<'already_authenticated'>();

declare const state: UseLinkCustomJwtReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<CustomJwtLinkErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseLinkCustomJwtParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<CustomJwtLinkErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'cannot_link_more_of_type':
      break;
    // @ts-expect-error: the custom JWT link flow never gives a captcha code
    case 'captcha_failure':
      break;
  }
}
