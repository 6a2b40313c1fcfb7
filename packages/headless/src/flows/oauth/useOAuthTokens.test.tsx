import { createInProcessEmulator, createSession, DEFAULT_APP_ID } from '@foyer/emulator/in-process';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFoyerHook } from '../../../../../test/support/renderWithFoyer.tsx';
import { persistSession } from '../../core/session/tokens.ts';
import { memoryStorage } from '../../core/storage.ts';
import { toUser } from '../../core/user.ts';
import { useFoyerCore } from '../../react/context.ts';
import { useAuth } from '../../react/useAuth.ts';
import { parseOAuthReturn } from './oauthReturn.ts';
import { grantTokens, type OAuthTokenGrant } from './oauthTokens.ts';
import { useOAuthTokens } from './useOAuthTokens.ts';

afterEach(() => vi.restoreAllMocks());

const wireTokens = { provider: 'google', access_token: 'ya29.token', scopes: ['email'] };
const user = toUser({
  id: 'did:privy:ada',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});

describe('useOAuthTokens', () => {
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

describe('useOAuthTokens().reauthorize()', () => {
  it("asks the provider again for the user's Google account in a popup: fresh tokens to onOAuthTokenGrant", async () => {
    const emulator = await createInProcessEmulator();
    emulator.seed({ apps: [{ id: DEFAULT_APP_ID, google_oauth: true }] });
    const storage = memoryStorage();
    const session = await createSession(emulator, {
      linked_accounts: [{ type: 'google_oauth', subject: 'g-ada', email: 'ada@gmail.com', name: 'Ada' }],
    });
    persistSession(storage, session);
    // The popup `window.open` gives: the test plays the provider's consent page and the relay to this page.
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const onOAuthTokenGrant = vi.fn<(grant: OAuthTokenGrant) => void>();
    const { result } = renderFoyerHook(() => ({ tokens: useOAuthTokens({ onOAuthTokenGrant }), auth: useAuth() }), {
      appId: DEFAULT_APP_ID,
      apiUrl: emulator.url,
      storage,
      testing: { fetch: emulator.fetch, retryDelayMs: 1 },
    });
    await waitFor(() => expect(result.current.auth.authenticated).toBe(true));

    emulator.oauth.approveNext({ provider: 'google', identity: { subject: 'g-ada', email: 'ada@gmail.com' } });
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.tokens.reauthorize({ provider: 'google' });
    });
    await waitFor(() => expect(popup.location.href).toMatch(/\/oauth\/consent\//));
    const page = await emulator.fetch(popup.location.href, { redirect: 'manual' });
    const returned = parseOAuthReturn(new URL(page.headers.get('location') ?? '').search);
    const event = new MessageEvent('message', {
      data: { type: 'foyer:oauth-return', returned },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);

    await act(async () => {
      await settled;
    });
    expect(result.current.tokens.state.status).toBe('done');
    expect(onOAuthTokenGrant).toHaveBeenCalledExactlyOnceWith({
      oAuthTokens: expect.objectContaining({ provider: 'google', accessToken: expect.any(String) }),
      user: expect.objectContaining({ id: session.user!.id }),
    });
    const [stored] = emulator.exportState().domains.users.map((record) => record.user);
    expect(stored?.linked_accounts.filter((account) => account.type === 'google_oauth')).toHaveLength(1);
  });
});
