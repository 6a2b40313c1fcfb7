/**
 * Type tests for `useCrossAppLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { CrossAppLoginSnapshot, CrossAppLoginStatus, CrossAppMethod } from './crossAppLogin.machine.ts';
import { useCrossAppLogin } from './useCrossAppLogin.ts';

expectTypeOf<CrossAppLoginStatus>().toEqualTypeOf<
  'initial' | 'starting' | 'awaiting-provider' | 'authenticating' | 'done' | 'error'
>();

useCrossAppLogin({ onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<CrossAppMethod>>() });
useCrossAppLogin({
  intent: 'link',
  onComplete: (result) => expectTypeOf(result.linkMethod).toEqualTypeOf<`privy:${string}`>(),
});

const crossApp = useCrossAppLogin();
expectTypeOf(crossApp.state).toEqualTypeOf<CrossAppLoginSnapshot>();
expectTypeOf(crossApp.loading).toBeBoolean();
expectTypeOf(crossApp.initCrossAppLogin({ appId: 'provider-app' })).toEqualTypeOf<Promise<CrossAppLoginSnapshot>>();
expectTypeOf(crossApp.initCrossAppLoginAsync({ appId: 'provider-app' })).toEqualTypeOf<
  Promise<LoginComplete<CrossAppMethod>>
>();
expectTypeOf(useCrossAppLogin({ intent: 'link' }).initCrossAppLoginAsync).returns.resolves.toEqualTypeOf<
  LinkComplete<CrossAppMethod>
>();
// @ts-expect-error: the provider app's id is required
crossApp.initCrossAppLogin({});
