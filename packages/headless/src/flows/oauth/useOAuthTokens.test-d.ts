/** Type tests for `useOAuthTokens` (checked by the typecheck stage, never run). */
import { expectTypeOf } from 'vitest';
import type { User } from '../../core/user.ts';
import type { OAuthTokens } from './oauthTokens.ts';
import { useOAuthTokens } from './useOAuthTokens.ts';

useOAuthTokens({
  onOAuthTokenGrant: ({ oAuthTokens, user }) => {
    expectTypeOf(oAuthTokens).toEqualTypeOf<OAuthTokens>();
    expectTypeOf(user).toEqualTypeOf<User>();
  },
});
// @ts-expect-error: the callback is what the hook is for
useOAuthTokens({});
