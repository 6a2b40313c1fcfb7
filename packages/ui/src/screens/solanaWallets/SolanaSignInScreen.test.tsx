import { createInProcessEmulator, DEFAULT_APP_ID, type InProcessEmulator } from '@foyer/emulator/in-process';
import { ErrorCode, FoyerProvider, memoryStorage } from '@foyer/headless';
import { registerStandardWallet, toSolanaWalletOption } from '@foyer/headless/solana';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSolanaWallet, type TestSolanaWalletOptions } from '../../../../../test/support/testSolanaWallet.ts';
import '../../testing/matchers.ts';
import type { ScreenApi } from '../useScreen.ts';
import { ScreenContext } from '../useScreen.ts';
import SolanaSignInScreen from './SolanaSignInScreen.tsx';

/**
 * The Solana connection screen against the in-process emulator, with a Wallet Standard test wallet
 * (a real ed25519 key) registered into the page: connect, sign on click, complete; the Phantom
 * multichain error; a refused signature with 'Retry' at most twice.
 */
let emulator: InProcessEmulator;
const unregister: (() => void)[] = [];
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: DEFAULT_APP_ID, solana_wallet_auth: true }] });
});
afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

function setup(options: TestSolanaWalletOptions = {}, ledger = false, walletId?: string) {
  const test = createTestSolanaWallet(options);
  unregister.push(registerStandardWallet(test.wallet));
  const api = {
    id: 'solana-wallet/sign-in',
    params: { walletId: walletId ?? toSolanaWalletOption(test.wallet).id, walletName: test.wallet.name, ledger },
    intent: { type: 'login', options: {} },
    navigate: vi.fn(),
    back: vi.fn(),
    complete: vi.fn(),
    fail: vi.fn(),
  } as unknown as ScreenApi & { id: 'solana-wallet/sign-in' };
  render(
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch, retryDelayMs: 1 }}
    >
      <ScreenContext.Provider value={api}>
        <SolanaSignInScreen />
      </ScreenContext.Provider>
    </FoyerProvider>,
  );
  return { ...test, api };
}

const status = () => document.querySelector('[data-screen="solana-sign-in"]')?.getAttribute('data-status');

describe('SolanaSignInScreen', () => {
  it('connects, signs on click and completes the login', async () => {
    const { api, address } = setup({ name: 'Solflare' });
    await screen.findByRole('button', { name: 'Sign with your wallet' });
    expect(screen.getByRole('heading', { name: 'Sign to verify' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign with your wallet' }));
    await waitFor(() => expect(api.complete).toHaveBeenCalledOnce());
    expect(vi.mocked(api.complete).mock.calls[0]![0]).toMatchObject({
      intent: 'login',
      loginMethod: 'siws',
      loginAccount: { address, walletClientType: 'solflare' },
    });
  });

  it('signs a memo transaction for a Ledger', async () => {
    const { api, calls } = setup({ signMessage: false }, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
    await waitFor(() => expect(api.complete).toHaveBeenCalledOnce());
    expect(calls.signTransaction).toBe(1);
  });

  it('a known wallet missing from the page goes to its install steps (chainType solana)', async () => {
    const { api } = setup({ name: 'Solflare' }, false, 'backpack');
    await waitFor(() =>
      expect(api.navigate).toHaveBeenCalledWith('wallets/install', { walletId: 'backpack', chainType: 'solana' }),
    );
  });

  it('Phantom without a Solana account goes to the multichain error', async () => {
    const { api } = setup({ name: 'Phantom', noAccounts: true });
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('solana-wallet/phantom-multichain'));
  });

  it("a wallet that is not on the page is a connection error; 'Retry' connects again", async () => {
    setup({}, false, 'gone');
    await waitFor(() => expect(status()).toBe('error'));
    expect(screen.getByRole('heading', { name: 'Could not log in with wallet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toBe('error'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a refused signature offers 'Retry' twice, then 'Unable to connect wallet'", async () => {
    const test = setup();
    for (let attempt = 0; attempt < 3; attempt++) {
      test.rejectNext();
      const button = attempt === 0 ? 'Sign with your wallet' : 'Retry';
      fireEvent.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(status()).toBe('error'));
    }
    expect(screen.getByRole('heading', { name: 'Unable to connect wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('User rejected request')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use a different wallet' }));
    expect(test.api.back).toHaveBeenCalledOnce();
    expect(test.api.complete).not.toHaveBeenCalled();
  });

  it("sends the server's refusals to the modal's error screens", async () => {
    emulator.seed({ apps: [{ id: DEFAULT_APP_ID, solana_wallet_auth: false }] });
    const { api } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
    await waitFor(() => expect(api.fail).toHaveBeenCalledOnce());
    expect(vi.mocked(api.fail).mock.calls[0]![0]).toMatchObject({ code: ErrorCode.DISALLOWED_LOGIN_METHOD });
  });
});
