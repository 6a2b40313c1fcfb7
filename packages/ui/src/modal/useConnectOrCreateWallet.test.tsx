import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  type InProcessEmulator,
} from '@foyer/emulator/in-process';
import { AFTER_LOGIN_TIMING, ErrorCode, type FoyerError, memoryStorage, useAuth } from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEip1193Wallet } from '../../../../test/support/testEip1193Wallet.ts';
import { embeddedAccount } from '../../../../test/support/walletUsers.ts';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { type ConnectOrCreateWalletResult, useConnectOrCreateWallet } from './useConnectOrCreateWallet.ts';

let emulator: InProcessEmulator;
let announcing: AbortController;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: DEFAULT_APP_ID, wallet_auth: true, email_auth: true }] });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  announcing = new AbortController();
});
afterEach(() => {
  vi.useRealTimers();
  // This test's wallet stops answering discovery: the next test's is the one found.
  announcing.abort();
});

type Callbacks = { onSuccess(result: ConnectOrCreateWalletResult): void; onError(error: FoyerError): void };

function Opener(callbacks: Callbacks) {
  const { connectOrCreateWallet } = useConnectOrCreateWallet(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <button type="button" disabled={!ready} data-authenticated={authenticated} onClick={connectOrCreateWallet}>
      Connect or create a wallet
    </button>
  );
}

/** The harness (with `storage`'s session, if any), an injected MetaMask, and the opener, ready. */
async function setup(storage = memoryStorage()) {
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = testEip1193Wallet(account);
  wallet.announce(
    window,
    { uuid: 'metamask', name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.metamask' },
    { signal: announcing.signal },
  );
  const onSuccess = vi.fn<Callbacks['onSuccess']>();
  const onError = vi.fn<Callbacks['onError']>();
  render(
    <ModalHarness emulator={emulator} storage={storage}>
      <Opener onSuccess={onSuccess} onError={onError} />
    </ModalHarness>,
  );
  const button = screen.getByRole('button', { name: 'Connect or create a wallet' });
  await waitFor(() => expect(button).toBeEnabled());
  return { onSuccess, onError, account, wallet, button };
}

const closeAfterSuccess = async () => {
  await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('useConnectOrCreateWallet().connectOrCreateWallet()', () => {
  it('a visitor: the wallet list; the chosen wallet connects and logs in (SIWE); onSuccess with that wallet', async () => {
    const { onSuccess, onError, account, wallet, button } = await setup();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
    expect(await screen.findByRole('heading', { name: /^Successfully connected with/ })).toBeInTheDocument();
    await closeAfterSuccess();
    expect(wallet.calls).toContain('personal_sign');
    expect(button).toHaveAttribute('data-authenticated', 'true');
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({
      wallet: expect.objectContaining({ address: account.address, chainType: 'ethereum', linked: true }),
    });
    const [user] = emulator.exportState().domains.users.map((record) => record.user);
    expect(user?.linked_accounts).toEqual([expect.objectContaining({ type: 'wallet', address: account.address })]);
  });

  it("a visitor who closes the list: 'exited_auth_flow', nobody logged in", async () => {
    const { onSuccess, onError, button } = await setup();
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Connect your wallet' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(emulator.exportState().domains.users).toEqual([]);
  });

  it('a logged-in user with an embedded wallet: the connect-only list; the wallet connects, nothing signed', async () => {
    const storage = memoryStorage();
    const embedded = privateKeyToAccount(generatePrivateKey()).address;
    persistSession(
      storage,
      await createSession(emulator, {
        linked_accounts: [{ type: 'email', address: 'ada-coc@example.com' }, embeddedAccount('ethereum', embedded)],
      }),
    );
    const { onSuccess, onError, account, wallet, button } = await setup(storage);
    await waitFor(() => expect(button).toHaveAttribute('data-authenticated', 'true'));
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Connect wallet' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    expect(wallet.calls).not.toContain('personal_sign');
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({
      wallet: expect.objectContaining({ address: account.address, chainType: 'ethereum' }),
    });
  });
});
