/**
 * Type test (checked by the typecheck stage, never run): the codes the passkey flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`PasskeyLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { PasskeyLoginErrorCode } from './passkeyLogin.machine.ts';
import type { UsePasskeyLoginParameters, UsePasskeyLoginReturnType } from './usePasskeyLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<PasskeyLoginErrorCode>();
expectTypeOf<Exclude<PasskeyLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  | 'already_authenticated'
  | 'passkey_not_allowed'
  | 'passkey_invalid_domain'
  | 'webauthn_not_supported'
  | 'captcha_failure'
  | 'captcha_timeout'
  | 'invalid_config'
>();

declare const state: UsePasskeyLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<PasskeyLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UsePasskeyLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<PasskeyLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'webauthn_not_supported':
      break;
    // @ts-expect-error: the passkey flow never gives a wallet code
    case 'wallet_locked':
      break;
  }
}
