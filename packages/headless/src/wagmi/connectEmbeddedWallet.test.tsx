import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { verifyMessage, verifyTypedData } from 'viem';
import { sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import {
  createConfig,
  createStorage,
  http,
  useAccount,
  useDisconnect,
  useSignMessage,
  useSignTypedData,
  WagmiProvider,
} from 'wagmi';
import { createLocalWalletSigner } from '../../../../test/support/localWalletSigner.ts';
import type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
import type { EmbeddedEthereumWallet } from '../wallets/types.ts';
import { connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import { embeddedWallet } from './embeddedWallet.ts';

const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: sepolia.id },
  types: {
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'count', type: 'uint256' },
    ],
  },
  primaryType: 'Greeting',
  message: { text: 'hello', count: 42n },
} as const;

/** The session as the runtime will report it: not ready while it loads, then the user's wallets. */
function sessionSource(initial: EmbeddedWalletsSnapshot<EmbeddedEthereumWallet>) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const source: EmbeddedWalletSource<EmbeddedEthereumWallet> = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: EmbeddedWalletsSnapshot<EmbeddedEthereumWallet>) =>
    act(() => {
      snapshot = next;
      for (const listener of listeners) listener();
    });
  return { source, set };
}

function setup(
  initial: EmbeddedWalletsSnapshot<EmbeddedEthereumWallet>,
  storage = createStorage({ storage: localStorage, key: `t${Math.random()}` }),
) {
  const signer = createLocalWalletSigner();
  const session = sessionSource(initial);
  const config = createConfig({
    chains: [sepolia],
    connectors: [embeddedWallet()],
    transports: { [sepolia.id]: http() },
    storage,
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
  const hooks = () => {
    // What useFoyerWagmi does with the provider's runtime (the e2e run covers that one).
    useEffect(() => connectEmbeddedWallet(config, { wallets: session.source, signer }), []);
    return {
      account: useAccount(),
      signMessage: useSignMessage(),
      signTypedData: useSignTypedData(),
      disconnect: useDisconnect(),
    };
  };
  return { signer, session, config, storage, wrapper, hooks };
}

describe('the embedded wallet in an app’s own wagmi config', () => {
  it('connects once the session has a wallet; useSignMessage and useSignTypedData sign through the kit', async () => {
    const t = setup({ ready: false, wallets: [] });
    const { wallet } = t.signer.ethereum;
    const address = wallet.address as `0x${string}`;
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));

    t.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(result.current.account.status).toBe('connected'));
    expect(result.current.account).toMatchObject({
      address,
      chainId: sepolia.id,
      connector: { id: 'foyer', name: 'Foyer' },
    });

    const signature = await act(() => result.current.signMessage.mutateAsync({ message: 'Hello from wagmi' }));
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true);
    expect(t.signer.calls.at(-1)).toMatchObject({ method: 'personal_sign' });

    const typed = await act(() => result.current.signTypedData.mutateAsync(typedData));
    expect(await verifyTypedData({ address, ...typedData, signature: typed })).toBe(true);
    expect(t.signer.calls.at(-1)).toMatchObject({ method: 'eth_signTypedData_v4' });
  });

  it('disconnects on logout and connects again on the next login', async () => {
    const t = setup({ ready: true, wallets: [] });
    const { wallet } = t.signer.ethereum;
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    t.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(result.current.account.address).toBe(wallet.address));
    t.session.set({ ready: true, wallets: [] });
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));
    t.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(result.current.account.address).toBe(wallet.address));
  });

  it('reconnects on load when the stored session is restored after wagmi has mounted', async () => {
    const first = setup({ ready: true, wallets: [] });
    const { wallet } = first.signer.ethereum;
    const view = renderHook(first.hooks, { wrapper: first.wrapper });
    first.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(view.result.current.account.status).toBe('connected'));
    view.unmount();

    // A reload: a new config on the same storage, the session still loading when wagmi reconnects.
    const reload = setup({ ready: false, wallets: [] }, first.storage);
    const { result } = renderHook(reload.hooks, { wrapper: reload.wrapper });
    await waitFor(() =>
      expect(['disconnected', 'reconnecting', 'connecting']).toContain(result.current.account.status),
    );
    reload.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(result.current.account.address).toBe(wallet.address));
    expect(result.current.account.status).toBe('connected');
  });

  it('reconnects through wagmi’s own reconnect when the session is already there', async () => {
    const t = setup({ ready: true, wallets: [] });
    const { wallet } = t.signer.ethereum;
    t.session.set({ ready: true, wallets: [wallet] });
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.account.address).toBe(wallet.address));
  });

  it('useDisconnect keeps it disconnected while logged in; a rejected signature is a 4001', async () => {
    const t = setup({ ready: true, wallets: [] });
    const { wallet } = t.signer.ethereum;
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    t.session.set({ ready: true, wallets: [wallet] });
    await waitFor(() => expect(result.current.account.status).toBe('connected'));

    t.signer.rejecting = true;
    let error: unknown;
    await act(async () => {
      error = await result.current.signMessage.mutateAsync({ message: 'no' }).catch((e: unknown) => e);
    });
    t.signer.rejecting = false;
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });

    await act(() => result.current.disconnect.mutateAsync({}));
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));
    t.session.set({ ready: true, wallets: [wallet] });
    expect(result.current.account.status).toBe('disconnected');
  });

  it('needs the connector in the config', () => {
    const config = createConfig({ chains: [sepolia], connectors: [], transports: { [sepolia.id]: http() } });
    const signer = createLocalWalletSigner();
    expect(() =>
      connectEmbeddedWallet(config, { wallets: sessionSource({ ready: true, wallets: [] }).source, signer }),
    ).toThrow(expect.objectContaining({ code: 'invalid_config' }));
  });
});
