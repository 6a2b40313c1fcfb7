import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { toUser } from '../../core/user.ts';
import { useFoyerCore } from '../../react/context.ts';
import { grantTokens, type OAuthTokenGrant } from './oauthTokens.ts';
import { useOAuthTokens } from './useOAuthTokens.ts';

const wireTokens = { provider: 'google', access_token: 'ya29.token', scopes: ['email'] };
const user = toUser({
  id: 'did:privy:ada',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});

describe('useOAuthTokens (wiring)', () => {
  it("hears the provider's grants with the latest render's callback, and stops once unmounted", () => {
    const first = vi.fn<(grant: OAuthTokenGrant) => void>();
    const latest = vi.fn<(grant: OAuthTokenGrant) => void>();
    const callback = { current: first };
    const { result, rerender, unmount } = renderFoyerHook(() => {
      useOAuthTokens({ onOAuthTokenGrant: callback.current });
      return useFoyerCore();
    });
    const core = result.current;
    callback.current = latest;
    rerender();
    act(() => grantTokens(core, undefined, wireTokens, user));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith({
      oAuthTokens: { provider: 'google', accessToken: 'ya29.token', scopes: ['email'] },
      user,
    });
    unmount();
    grantTokens(core, undefined, wireTokens, user);
    expect(latest).toHaveBeenCalledOnce();
  });
});
