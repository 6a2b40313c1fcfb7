/**
 * Type test (checked by the typecheck stage, never run): the codes the guest flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`GuestLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { GuestLoginErrorCode } from './guestLogin.machine.ts';
import type { UseGuestLoginParameters, UseGuestLoginReturnType } from './useGuestLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<GuestLoginErrorCode>();
expectTypeOf<Exclude<GuestLoginErrorCode, CallFailureCode>>().toEqualTypeOf<'already_authenticated'>();

declare const state: UseGuestLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<GuestLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseGuestLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<GuestLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'not_supported':
      break;
    // @ts-expect-error: the guest flow never gives a captcha code
    case 'captcha_failure':
      break;
  }
}
