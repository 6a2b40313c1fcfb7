import { createInProcessEmulator, type InProcessEmulator } from '@foyer/emulator/in-process';
import { type ConnectedExternalWallet, ErrorCode, type FoyerError, memoryStorage, useAuth } from '@foyer/headless';
import { registerStandardWallet } from '@foyer/headless/solana';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testEip1193Wallet } from '../../../../test/support/testEip1193Wallet.ts';
import { createTestSolanaWallet } from '../../../../test/support/testSolanaWallet.ts';
import '../testing/matchers.ts';
import { ModalHarness } from '../testing/ModalHarness.tsx';
import { useConnectWallet } from './useConnectWallet.ts';

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});

function Opener({
  onError,
  onSuccess,
}: {
  onError(error: FoyerError): void;
  onSuccess?: (result: { wallet: ConnectedExternalWallet }) => void;
}) {
  const { connectWallet } = useConnectWallet({ onError, ...(onSuccess ? { onSuccess } : {}) });
  const { ready } = useAuth();
  return (
    <button type="button" disabled={!ready} onClick={connectWallet}>
      Connect a wallet
    </button>
  );
}

/** The harness with the opener (the app's `walletChainType` as given), its modal open on 'Connect wallet'. */
async function openConnectOnly(walletChainType?: 'ethereum-only' | 'ethereum-and-solana') {
  const onError = vi.fn<(error: FoyerError) => void>();
  const onSuccess = vi.fn<(result: { wallet: ConnectedExternalWallet }) => void>();
  render(
    <ModalHarness
      emulator={emulator}
      storage={memoryStorage()}
      config={walletChainType ? { appearance: { walletChainType } } : undefined}
    >
      <Opener onError={onError} onSuccess={onSuccess} />
    </ModalHarness>,
  );
  const button = screen.getByRole('button', { name: 'Connect a wallet' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  expect(await screen.findByRole('heading', { name: 'Connect wallet' })).toBeInTheDocument();
  return { onError, onSuccess };
}

describe('useConnectWallet().connectWallet()', () => {
  it("opens the connect-only wallet list for a visitor (no login needed); closing it is 'exited_auth_flow'", async () => {
    const { onError } = await openConnectOnly();
    // This page has no wallet installed: the list offers the known ones to install.
    expect(screen.getByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ code: ErrorCode.USER_EXITED_AUTH_FLOW }),
      ),
    );
  });

  it("lists the Solana wallets too when the app's walletChainType names Solana; picking one connects it, nothing signed", async () => {
    const test = createTestSolanaWallet({ name: 'Solflare' });
    const unregister = registerStandardWallet(test.wallet);
    try {
      const { onError, onSuccess } = await openConnectOnly('ethereum-and-solana');
      expect(screen.getByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
      fireEvent.click(await screen.findByRole('button', { name: /Solflare/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith({
        wallet: expect.objectContaining({ chainType: 'solana', address: test.address, walletClientType: 'solflare' }),
      });
      expect(test.calls.signMessage ?? 0).toBe(0);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it("a wallet installed on both chains is one row; 'Select network' → Solana connects its Solana account", async () => {
    const solana = createTestSolanaWallet({ name: 'Phantom' });
    const unregister = registerStandardWallet(solana.wallet);
    const ethereum = testEip1193Wallet(privateKeyToAccount(generatePrivateKey()));
    ethereum.announce(window, {
      uuid: 'phantom-eth',
      name: 'Phantom',
      icon: 'data:image/svg+xml,<svg/>',
      rdns: 'app.phantom',
    });
    try {
      const { onSuccess } = await openConnectOnly('ethereum-and-solana');
      await waitFor(() => expect(screen.getAllByRole('button', { name: /Phantom/ })).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: /Phantom/ }));
      expect(await screen.findByRole('heading', { name: 'Select network' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Solana' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith({
        wallet: expect.objectContaining({ chainType: 'solana', address: solana.address, walletClientType: 'phantom' }),
      });
      expect(ethereum.calls).not.toContain('eth_requestAccounts');
    } finally {
      unregister();
    }
  });
});
