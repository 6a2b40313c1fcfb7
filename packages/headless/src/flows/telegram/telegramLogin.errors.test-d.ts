/**
 * Type test (checked by the typecheck stage, never run): the codes the Telegram flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`TelegramLoginErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { TelegramLoginErrorCode } from './telegramLogin.machine.ts';
import type { UseTelegramLoginParameters, UseTelegramLoginReturnType } from './useTelegramLogin.ts';

expectTypeOf<CallFailureCode>().toExtend<TelegramLoginErrorCode>();
expectTypeOf<Exclude<TelegramLoginErrorCode, CallFailureCode>>().toEqualTypeOf<
  'already_authenticated' | 'captcha_failure' | 'captcha_timeout' | 'invalid_config'
>();

declare const state: UseTelegramLoginReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<TelegramLoginErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseTelegramLoginParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<TelegramLoginErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'invalid_data':
      break;
    // @ts-expect-error: the Telegram flow never gives a popup exit
    case 'exited_auth_flow':
      break;
  }
}
