/**
 * Type tests for `usePasskeyLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { PasskeyLoginErrorCode, PasskeyLoginSnapshot, PasskeyLoginStatus } from './passkeyLogin.machine.ts';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

expectTypeOf<PasskeyLoginStatus>().toEqualTypeOf<
  'initial' | 'generating-challenge' | 'awaiting-passkey' | 'done' | 'error'
>();

usePasskeyLogin({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<'passkey'>>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError<PasskeyLoginErrorCode>>(),
});
usePasskeyLogin({
  intent: 'link',
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'passkey'>>(),
});
// @ts-expect-error: a passkey is not updated, only logged in with or linked
usePasskeyLogin({ intent: 'update' });

const passkey = usePasskeyLogin();
expectTypeOf(passkey.state).toEqualTypeOf<PasskeyLoginSnapshot>();
expectTypeOf(passkey.loginWithPasskey()).toEqualTypeOf<Promise<PasskeyLoginSnapshot>>();
expectTypeOf(passkey.signupWithPasskey()).toEqualTypeOf<Promise<PasskeyLoginSnapshot>>();
expectTypeOf(passkey.loginWithPasskeyAsync()).toEqualTypeOf<Promise<LoginComplete<'passkey'>>>();
expectTypeOf(passkey.signupWithPasskeyAsync()).toEqualTypeOf<Promise<LoginComplete<'passkey'>>>();
expectTypeOf(usePasskeyLogin({ intent: 'link' }).linkWithPasskeyAsync()).toEqualTypeOf<
  Promise<LinkComplete<'passkey'>>
>();
