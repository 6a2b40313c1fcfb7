/**
 * Type tests for `useTelegramLogin` and `useTelegramBot` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { TelegramAuthConfiguration } from '../../core/config/types.ts';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { TelegramLoginSnapshot, TelegramLoginStatus } from './telegramLogin.machine.ts';
import { useTelegramBot } from './useTelegramBot.ts';
import { useTelegramLogin } from './useTelegramLogin.ts';

expectTypeOf<TelegramLoginStatus>().toEqualTypeOf<'initial' | 'loading' | 'done' | 'error'>();

useTelegramLogin({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<'telegram'>>() });
useTelegramLogin({
  intent: 'link',
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'telegram'>>(),
});

const telegram = useTelegramLogin();
expectTypeOf(telegram.state).toEqualTypeOf<TelegramLoginSnapshot>();
expectTypeOf(telegram.login()).toEqualTypeOf<Promise<TelegramLoginSnapshot>>();
expectTypeOf(telegram.loginAsync()).toEqualTypeOf<Promise<LoginComplete<'telegram'>>>();
// Redirecting leaves the page: its twin resolves with null (or the result, never reached).
expectTypeOf(telegram.redirectToTelegramAsync({ returnTo: '/' })).toEqualTypeOf<
  Promise<LoginComplete<'telegram'> | null>
>();

// The app's bot: undefined while it loads, null without one.
expectTypeOf(useTelegramBot()).toEqualTypeOf<TelegramAuthConfiguration | null | undefined>();
expectTypeOf(useTelegramBot).parameters.toEqualTypeOf<[enabled?: boolean | undefined]>();
