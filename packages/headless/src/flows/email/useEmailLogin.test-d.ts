/**
 * Type tests for `useEmailLogin` (checked by the typecheck stage, never run): what an app may rely
 * on when it narrows the state and receives callbacks.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { LinkComplete, LoginComplete, UpdateComplete } from '../../core/flow/types.ts';
import type { EmailLoginErrorCode, EmailLoginSnapshot, EmailLoginStatus } from './emailLogin.machine.ts';
import { useEmailLogin } from './useEmailLogin.ts';

declare const state: EmailLoginSnapshot;

// The spec's statuses, exactly.
expectTypeOf<EmailLoginStatus>().toEqualTypeOf<
  'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'done' | 'error'
>();

// Narrowing on `status`: an error has a FoyerError of the flow's codes and the step that failed; `done` has a result.
if (state.status === 'error') {
  expectTypeOf(state.error).toEqualTypeOf<FoyerError<EmailLoginErrorCode>>();
  expectTypeOf(state.failedStep).toEqualTypeOf<'send' | 'submit'>();
  expectTypeOf(state.result).toBeNull();
} else {
  expectTypeOf(state.error).toBeNull();
}
if (state.status === 'done') {
  expectTypeOf(state.result.intent).toEqualTypeOf<'login' | 'link' | 'update'>();
  if (state.result.intent === 'login') expectTypeOf(state.result.isNewUser).toBeBoolean();
}

// Callbacks are typed by the intent: login by default, link and update when asked.
useEmailLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete<'email'>>();
    expectTypeOf(result.loginMethod).toEqualTypeOf<'email'>();
  },
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError<EmailLoginErrorCode>>(),
});
useEmailLogin({ intent: 'link', onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'email'>>() });
useEmailLogin({
  intent: 'update',
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<UpdateComplete<'email'>>(),
});
// @ts-expect-error: not an intent
useEmailLogin({ intent: 'signup' });

// Commands never reject: they resolve with the settled snapshot.
const { sendCode, loginWithCode, resendCode, reset } = useEmailLogin();
expectTypeOf(sendCode({ email: 'ada@example.com' })).toEqualTypeOf<Promise<EmailLoginSnapshot>>();
expectTypeOf(loginWithCode({ code: '123456' })).toEqualTypeOf<Promise<EmailLoginSnapshot>>();
expectTypeOf(resendCode()).toEqualTypeOf<Promise<EmailLoginSnapshot>>();
expectTypeOf(reset).returns.toBeVoid();
// @ts-expect-error: the address is required
sendCode({});

// Their Async twins reject with the FoyerError: steps resolve with null, the login with its result.
const { sendCodeAsync, resendCodeAsync, loginWithCodeAsync } = useEmailLogin();
expectTypeOf(sendCodeAsync({ email: 'ada@example.com' })).toEqualTypeOf<Promise<LoginComplete<'email'> | null>>();
expectTypeOf(resendCodeAsync()).toEqualTypeOf<Promise<LoginComplete<'email'> | null>>();
expectTypeOf(loginWithCodeAsync({ code: '123456' })).toEqualTypeOf<Promise<LoginComplete<'email'>>>();
expectTypeOf(useEmailLogin({ intent: 'link' }).loginWithCodeAsync).returns.resolves.toEqualTypeOf<
  LinkComplete<'email'>
>();
// @ts-expect-error: reset has no twin (it settles nothing)
useEmailLogin().resetAsync;
