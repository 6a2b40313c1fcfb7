import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  type InProcessEmulator,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  type FoyerError,
  type LinkComplete,
  memoryStorage,
  parseOAuthReturn,
  useAuth,
} from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useLinkAccount } from './useLinkAccount.ts';

const PROVIDER = 'foyer-xapp-link-provider-1';
let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({
    apps: [
      { id: DEFAULT_APP_ID, email_auth: true },
      { id: PROVIDER, name: 'Provider Wallet', email_auth: true },
    ],
  });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The popup `window.open` gives: the test plays the provider app's page (the emulator's, scripted
 * by `oauth.approveNext`) and the relay of its return to this page, as the popup would.
 */
function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const relay = async () => {
    const page = await emulator.fetch(popup.location.href, { redirect: 'manual' });
    const returned = parseOAuthReturn(new URL(page.headers.get('location') ?? '').search);
    const event = new MessageEvent('message', {
      data: { type: 'foyer:oauth-return', returned },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);
  };
  return { popup, relay };
}

type Callbacks = { onSuccess(result: LinkComplete): void; onError(error: FoyerError): void };

function Opener(callbacks: Callbacks) {
  const { linkCrossAppAccount } = useLinkAccount(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <button type="button" disabled={!ready || !authenticated} onClick={() => linkCrossAppAccount({ appId: PROVIDER })}>
      Link Provider Wallet
    </button>
  );
}

describe('useLinkAccount().linkCrossAppAccount({ appId })', () => {
  it("opens the provider app's page in a popup; once approved, its account is linked to the logged-in user", async () => {
    const storage = memoryStorage();
    const session = await createSession(emulator, { email: 'ada-link@example.com' });
    persistSession(storage, session);
    const onSuccess = vi.fn<Callbacks['onSuccess']>();
    const onError = vi.fn<Callbacks['onError']>();
    render(
      <ModalHarness emulator={emulator} storage={storage}>
        <Opener onSuccess={onSuccess} onError={onError} />
      </ModalHarness>,
    );
    const button = screen.getByRole('button', { name: 'Link Provider Wallet' });
    await waitFor(() => expect(button).toBeEnabled());
    const { popup, relay } = fakePopup();
    emulator.oauth.approveNext({
      provider: `privy:${PROVIDER}`,
      identity: { subject: 'x', email: 'ada-provider@example.com' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(popup.location.href).toMatch(/\/oauth\/consent\//));
    await relay();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        intent: 'link',
        linkMethod: `privy:${PROVIDER}`,
        linkedAccount: expect.objectContaining({ type: 'cross_app', providerAppId: PROVIDER }),
      }),
    );
    // Read back from the emulator: the same user, its e-mail and now the provider app's account.
    const user = emulator
      .exportState()
      .domains.users.map((record) => record.user)
      .find((candidate) => candidate.id === session.user!.id);
    expect(user?.linked_accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'email', address: 'ada-link@example.com' }),
        expect.objectContaining({ type: 'cross_app', provider_app_id: PROVIDER }),
      ]),
    );
  });
});
