import {
  createInProcessEmulator,
  createSession,
  DEFAULT_APP_ID,
  type InProcessEmulator,
} from '@foyer/emulator/in-process';
import {
  AFTER_LOGIN_TIMING,
  ErrorCode,
  type FoyerError,
  type LinkComplete,
  memoryStorage,
  useAuth,
} from '@foyer/headless';
import { persistSession } from '@foyer/headless/core';
import { registerStandardWallet } from '@foyer/headless/solana';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEip1193Wallet } from '../../../../test/support/testEip1193Wallet.ts';
import { createTestSolanaWallet } from '../../../../test/support/testSolanaWallet.ts';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useLinkAccount } from './useLinkAccount.ts';

let emulator: InProcessEmulator;
let announcing: AbortController;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: DEFAULT_APP_ID, wallet_auth: true, solana_wallet_auth: true }] });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  announcing = new AbortController();
});
afterEach(() => {
  vi.useRealTimers();
  // This test's wallet stops answering discovery: the next test's is the one found.
  announcing.abort();
});

type Callbacks = { onSuccess(result: LinkComplete): void; onError(error: FoyerError): void };

function Opener({ solana, ...callbacks }: Callbacks & { solana?: boolean | undefined }) {
  const { linkWallet } = useLinkAccount(callbacks);
  const { ready, authenticated } = useAuth();
  return (
    <button
      type="button"
      disabled={!ready || !authenticated}
      onClick={() => linkWallet(solana ? { walletChainType: 'solana-only' } : undefined)}
    >
      Link a wallet
    </button>
  );
}

/** A logged-in user (one custom-auth account), an injected MetaMask, and the opener, ready. */
async function setup({ solana }: { solana?: boolean } = {}) {
  const storage = memoryStorage();
  const session = await createSession(emulator, {
    linked_accounts: [{ type: 'custom_auth', custom_user_id: 'ext-wallet-1' }],
  });
  persistSession(storage, session);
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
      <Opener onSuccess={onSuccess} onError={onError} solana={solana} />
    </ModalHarness>,
  );
  const button = screen.getByRole('button', { name: 'Link a wallet' });
  await waitFor(() => expect(button).toBeEnabled());
  return { onSuccess, onError, account, wallet, userId: session.user!.id };
}

describe('useLinkAccount().linkWallet()', () => {
  it('opens the wallet list; the wallet connects, signs SIWE, and is linked to the logged-in user', async () => {
    const { onSuccess, onError, account, wallet, userId } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Link a wallet' }));
    expect(await screen.findByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
    expect(await screen.findByRole('heading', { name: /^Successfully connected with/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls).toContain('personal_sign');
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        intent: 'link',
        linkMethod: 'siwe',
        linkedAccount: expect.objectContaining({ type: 'wallet', address: account.address }),
      }),
    );
    // Read back from the emulator: the same user, now with the wallet beside its custom account.
    const users = emulator.exportState().domains.users.map((record) => record.user);
    expect(users.map((user) => user.id)).toEqual([userId]);
    expect(users[0]?.linked_accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'custom_auth' }),
        expect.objectContaining({ type: 'wallet', address: account.address, wallet_client_type: 'metamask' }),
      ]),
    );
  });

  it("closing the list before a wallet linked is 'exited_link_flow'", async () => {
    const { onError, onSuccess } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Link a wallet' }));
    await screen.findByRole('heading', { name: 'Connect your wallet' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_LINK_FLOW }),
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("linkWallet({ walletChainType: 'solana-only' }): a Solana wallet signs SIWS and is linked", async () => {
    const test = createTestSolanaWallet({ name: 'Solflare' });
    const unregister = registerStandardWallet(test.wallet);
    try {
      const { onSuccess, onError, userId } = await setup({ solana: true });
      fireEvent.click(screen.getByRole('button', { name: 'Link a wallet' }));
      await screen.findByRole('heading', { name: 'Connect your wallet' });
      expect(screen.queryByRole('button', { name: /MetaMask/ })).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: /Solflare/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Continue without Ledger' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
      expect(await screen.findByRole('heading', { name: /^Successfully connected with/ })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(AFTER_LOGIN_TIMING.nextStepMs + AFTER_LOGIN_TIMING.successMs));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onError).not.toHaveBeenCalled();
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({
          intent: 'link',
          linkMethod: 'siws',
          linkedAccount: expect.objectContaining({ type: 'wallet', address: test.address, chainType: 'solana' }),
        }),
      );
      const [user] = emulator.exportState().domains.users.map((record) => record.user);
      expect(user?.id).toBe(userId);
      expect(user?.linked_accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'wallet', address: test.address, chain_type: 'solana' }),
        ]),
      );
    } finally {
      unregister();
    }
  });
});
