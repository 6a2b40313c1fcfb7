import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mainnet, sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import {
  createConfig,
  createStorage,
  http,
  useConnections,
  useSignMessage,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi';
import { createLocalWalletSigner } from '../../../../test/support/localWalletSigner.ts';
import { testEip1193Wallet } from '../../../../test/support/testEip1193Wallet.ts';
import { createFoyerCore } from '../core/createFoyerCore.ts';
import { connectedExternalWalletsAtom } from '../core/store/externalWallets.ts';
import { staticWalletSource } from '../ethereum/walletSource.ts';
import { FoyerContext } from '../react/context.ts';
import { connectEmbeddedWallet } from './connectEmbeddedWallet.ts';
import { embeddedWallet } from './embeddedWallet.ts';
import { connectExternalWallet, EXTERNAL_WALLET_CONNECTOR_TYPE, externalWallet } from './externalWallet.ts';
import { useFoyerWagmi } from './useFoyerWagmi.ts';

function setup() {
  const signer = createLocalWalletSigner();
  const account = privateKeyToAccount(generatePrivateKey());
  const browserWallet = testEip1193Wallet(account, { chainId: sepolia.id });
  const config = createConfig({
    chains: [sepolia, mainnet],
    connectors: [embeddedWallet(), externalWallet()],
    transports: { [sepolia.id]: http(), [mainnet.id]: http() },
    storage: createStorage({ storage: localStorage, key: `t${Math.random()}` }),
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
  const hooks = () => ({ connections: useConnections(), signMessage: useSignMessage(), switchChain: useSwitchChain() });
  const external = {
    address: account.address,
    chainId: `eip155:${sepolia.id}`,
    provider: browserWallet.provider,
    name: 'Test MetaMask',
  };
  return { signer, account, browserWallet, config, wrapper, hooks, external };
}

describe('the external wallet connected through Foyer, in the app’s own wagmi config (wagmi 3)', () => {
  it('is a wagmi connection beside the embedded wallet; signing with it goes to the wallet itself', async () => {
    const t = setup();
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    const embedded = t.signer.ethereum.wallet;
    act(() => {
      connectEmbeddedWallet(t.config, { wallets: staticWalletSource([embedded]), signer: t.signer });
    });
    await waitFor(() => expect(result.current.connections).toHaveLength(1));
    act(() => {
      connectExternalWallet(t.config, t.external);
    });
    await waitFor(() => expect(result.current.connections).toHaveLength(2));
    expect(
      result.current.connections.map((connection) => ({
        type: connection.connector.type,
        accounts: connection.accounts,
      })),
    ).toEqual(
      expect.arrayContaining([
        { type: 'foyerEmbeddedWallet', accounts: [embedded.address] },
        { type: EXTERNAL_WALLET_CONNECTOR_TYPE, accounts: [t.account.address] },
      ]),
    );
    const connector = result.current.connections.find(
      (c) => c.connector.type === EXTERNAL_WALLET_CONNECTOR_TYPE,
    )!.connector;
    const signature = await act(() => result.current.signMessage.mutateAsync({ message: 'Hello', connector }));
    expect(await verifyMessage({ address: t.account.address, message: 'Hello', signature })).toBe(true);
    expect(t.browserWallet.calls).toContain('personal_sign');
    expect(t.signer.calls.some((call) => call.method === 'personal_sign')).toBe(false);
  });

  it('switches the wallet’s chain through wallet_switchEthereumChain, and leaves wagmi when it disconnects', async () => {
    const t = setup();
    const { result } = renderHook(t.hooks, { wrapper: t.wrapper });
    let detach: () => void = () => undefined;
    act(() => {
      detach = connectExternalWallet(t.config, t.external);
    });
    await waitFor(() => expect(result.current.connections).toHaveLength(1));
    const { connector } = result.current.connections[0]!;
    await act(() => result.current.switchChain.mutateAsync({ chainId: mainnet.id, connector }));
    expect(t.browserWallet.chainId()).toBe(mainnet.id);
    await waitFor(() => expect(result.current.connections[0]?.chainId).toBe(mainnet.id));
    act(() => detach());
    await waitFor(() => expect(result.current.connections).toHaveLength(0));
  });

  it('useFoyerWagmi mirrors the wallet connected through Foyer (found by EIP-6963 in the page)', async () => {
    const t = setup();
    t.browserWallet.announce(window, { uuid: 'ext-1', name: 'Test MetaMask', icon: 'data:,', rdns: 'io.metamask' });
    const core = createFoyerCore({ appId: 'foyer-wagmi-ext-app-00001', apiUrl: 'http://127.0.0.1:1' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FoyerContext.Provider value={core}>{t.wrapper({ children })}</FoyerContext.Provider>
    );
    const { result } = renderHook(
      () => {
        useFoyerWagmi(t.config);
        return useConnections();
      },
      { wrapper },
    );
    expect(result.current).toHaveLength(0);
    const listed = {
      address: t.account.address,
      chainType: 'ethereum',
      chainId: `eip155:${sepolia.id}`,
      walletClientType: 'metamask',
      connectorType: 'injected',
      linked: false,
      meta: { name: 'Test MetaMask', id: 'metamask' },
    } as const;
    act(() => core.store.set(connectedExternalWalletsAtom, [listed]));
    await waitFor(() => expect(result.current.map((c) => c.accounts)).toEqual([[t.account.address]]));
    act(() => core.store.set(connectedExternalWalletsAtom, []));
    await waitFor(() => expect(result.current).toHaveLength(0));
  });

  it('a config without the connector is left alone', () => {
    const config = createConfig({ chains: [sepolia], connectors: [], transports: { [sepolia.id]: http() } });
    expect(typeof connectExternalWallet(config, null)).toBe('function');
    expect(config.state.connections.size).toBe(0);
  });
});
