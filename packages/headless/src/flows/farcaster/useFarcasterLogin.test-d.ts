/**
 * Type tests for `useFarcasterLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { FarcasterLoginSnapshot, FarcasterLoginStatus } from './farcasterLogin.machine.ts';
import { useFarcasterLogin } from './useFarcasterLogin.ts';

expectTypeOf<FarcasterLoginStatus>().toEqualTypeOf<
  'initial' | 'initializing' | 'awaiting-approval' | 'authenticating' | 'done' | 'error'
>();

useFarcasterLogin({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<'farcaster'>>() });
useFarcasterLogin({
  intent: 'link',
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'farcaster'>>(),
});

const farcaster = useFarcasterLogin();
expectTypeOf(farcaster.state).toEqualTypeOf<FarcasterLoginSnapshot>();
expectTypeOf(farcaster.state.connectUri).toEqualTypeOf<string | null>();
expectTypeOf(farcaster.start({ disableSignup: true })).toEqualTypeOf<Promise<FarcasterLoginSnapshot>>();
expectTypeOf(farcaster.startAsync()).toEqualTypeOf<Promise<LoginComplete<'farcaster'>>>();
