/** Type tests for `useOAuthTokens` (checked by the typecheck stage, never run). */
import { expectTypeOf } from 'vitest';
import type { User } from '../../core/user.ts';
import type { OAuthLoginSnapshot } from './oauthLogin.machine.ts';
import type { OAuthTokens } from './oauthTokens.ts';
import { useOAuthTokens } from './useOAuthTokens.ts';

const { state, reauthorize } = useOAuthTokens({
  onOAuthTokenGrant: ({ oAuthTokens, user }) => {
    expectTypeOf(oAuthTokens).toEqualTypeOf<OAuthTokens>();
    expectTypeOf(user).toEqualTypeOf<User>();
  },
});
expectTypeOf(state).toEqualTypeOf<OAuthLoginSnapshot>();
expectTypeOf(reauthorize({ provider: 'google' })).toEqualTypeOf<Promise<OAuthLoginSnapshot>>();
// @ts-expect-error: not a provider
void reauthorize({ provider: 'myspace' });
// @ts-expect-error: the callback is what the hook is for
useOAuthTokens({});
