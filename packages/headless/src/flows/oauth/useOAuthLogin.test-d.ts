/**
 * Type tests for `useOAuthLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { OAuthProvider } from '../../core/api/wire.ts';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { OAuthLoginSnapshot, OAuthLoginStatus } from './oauthLogin.machine.ts';
import type { OAuthTokens } from './oauthTokens.ts';
import { useOAuthLogin } from './useOAuthLogin.ts';

expectTypeOf<OAuthLoginStatus>().toEqualTypeOf<
  'initial' | 'starting' | 'awaiting-provider' | 'authenticating' | 'done' | 'error'
>();

useOAuthLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete<OAuthProvider>>();
    expectTypeOf(result.loginMethod).toEqualTypeOf<OAuthProvider>();
  },
  onOAuthTokenGrant: ({ oAuthTokens }) => expectTypeOf(oAuthTokens).toEqualTypeOf<OAuthTokens>(),
});
useOAuthLogin({
  intent: 'link',
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<OAuthProvider>>(),
});

const { initOAuth } = useOAuthLogin();
expectTypeOf(initOAuth({ provider: 'github', popup: true })).toEqualTypeOf<Promise<OAuthLoginSnapshot>>();
// @ts-expect-error: not an OAuth provider
initOAuth({ provider: 'myspace' });

// OAuth's commands may leave for the provider: their twins resolve with the result, or null.
const oauth = useOAuthLogin();
expectTypeOf(oauth.state).toEqualTypeOf<OAuthLoginSnapshot>();
expectTypeOf(oauth.loading).toBeBoolean();
expectTypeOf(oauth.initOAuthAsync({ provider: 'github' })).toEqualTypeOf<
  Promise<LoginComplete<OAuthProvider> | null>
>();
expectTypeOf(oauth.completeRedirectAsync()).toEqualTypeOf<Promise<LoginComplete<OAuthProvider> | null>>();
