// Isolated: the deep link is read from the page's address when the modal first loads.
import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  type InProcessEmulator,
} from '@foyer/emulator/in-process';
import { AFTER_LOGIN_TIMING, memoryStorage, useAuth } from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEip1193Wallet } from '../../../../test/support/testEip1193Wallet.ts';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';

/**
 * Spec §2 'Return and entry parameters read from the address': this page, opened in a wallet's
 * browser by its deep link, carries `privy_connector`, `privy_wallet_client`, `privy_connect_only`;
 * the modal opens a login (or connect-only) flow for that wallet and removes them.
 */
let emulator: InProcessEmulator;
let announcing: AbortController;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: DEFAULT_APP_ID, wallet_auth: true, email_auth: true }] });
  announcing = new AbortController();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  announcing.abort();
  window.history.replaceState(null, '', '/');
});

function Session() {
  const { ready, authenticated } = useAuth();
  return <output data-ready={ready} data-authenticated={authenticated} />;
}

/** The page opened by the wallet's deep link, with the wallet's browser injecting MetaMask. */
function openedByDeepLink(connectOnly: boolean, storage = memoryStorage()) {
  window.history.replaceState(
    null,
    '',
    `/shop?tab=2&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=${connectOnly}`,
  );
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = testEip1193Wallet(account);
  wallet.announce(
    window,
    { uuid: 'metamask', name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.metamask' },
    { signal: announcing.signal },
  );
  render(
    <ModalHarness emulator={emulator} storage={storage}>
      <Session />
    </ModalHarness>,
  );
  return { account, wallet };
}

const address = () => `${window.location.pathname}${window.location.search}`;

describe('a wallet deep link opens the modal on that wallet', () => {
  it('a visitor: the connection to MetaMask, Sign to verify, then logged in with it; the parameters removed', async () => {
    const { account, wallet } = openedByDeepLink(false);
    const sign = await screen.findByRole('button', { name: 'Sign with your wallet' }, { timeout: 10_000 });
    expect(address()).toBe('/shop?tab=2');
    fireEvent.click(sign);
    expect(await screen.findByRole('heading', { name: /^Successfully connected with/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']));
    expect(screen.getByRole('status')).toHaveAttribute('data-authenticated', 'true');
    const [user] = emulator.exportState().domains.users.map((record) => record.user);
    expect(user?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'wallet', address: account.address, wallet_client_type: 'metamask' }),
    ]);
  });

  it('connect-only: the wallet connects, nothing is signed, nobody logs in', async () => {
    const { wallet } = openedByDeepLink(true);
    expect(
      await screen.findByRole('heading', { name: /^Successfully connected with/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(address()).toBe('/shop?tab=2');
    expect(wallet.calls).toContain('eth_requestAccounts');
    expect(wallet.calls).not.toContain('personal_sign');
    expect(screen.getByRole('status', { hidden: true })).toHaveAttribute('data-authenticated', 'false');
  });

  it('a logged-in user (a login link): no modal, the parameters removed all the same', async () => {
    const storage = memoryStorage();
    persistSession(storage, await createSession(emulator, { email: 'ada-deeplink@example.com' }));
    const { wallet } = openedByDeepLink(false, storage);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-authenticated', 'true'));
    await waitFor(() => expect(address()).toBe('/shop?tab=2'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wallet.calls).toEqual([]);
  });
});
