/**
 * A wagmi connector for the user's embedded Ethereum wallets. It imports nothing from wagmi at run
 * time (`createConnector` is an identity function there): its shape is wagmi's `CreateConnectorFn`,
 * checked against wagmi's own types by `embeddedWallet.test-d.ts`.
 */
import { type Address, type Chain, getAddress } from 'viem';
import { createEip1193Provider, type EmbeddedEip1193Provider } from '../ethereum/eip1193Provider.ts';
import { ProviderErrorCode, ProviderRpcError } from '../ethereum/errors.ts';
import { type EmbeddedWalletSource, whenReady } from '../ethereum/walletSource.ts';
import { EMBEDDED_WALLET_ICON } from '../solana/icon.ts';
import type { EmbeddedEthereumWallet, EmbeddedWalletSigner } from '../wallets/types.ts';

export const EMBEDDED_WALLET_CONNECTOR_TYPE = 'foyerEmbeddedWallet';

/** What a wagmi config hands each connector (the part this one uses). */
export interface ConnectorContext {
  chains: readonly [Chain, ...Chain[]];
  emitter: {
    readonly uid: string;
    emit(eventName: 'change', data: { accounts?: readonly Address[] | undefined; chainId?: number | undefined }): void;
    emit(eventName: 'connect', data: { accounts: readonly Address[]; chainId: number }): void;
    emit(eventName: 'disconnect'): void;
  };
}

/** The part of a wagmi `Config` the connector watches: its connection state. */
export interface WagmiConfigState {
  status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting';
  connections: ReadonlyMap<string, { accounts: readonly string[] }>;
}
export interface WagmiConfigLike {
  readonly connectors: readonly { readonly type: string }[];
  readonly state: WagmiConfigState;
  subscribe<Selected>(
    selector: (state: WagmiConfigState) => Selected,
    listener: (selected: Selected, previous: Selected) => void,
  ): () => void;
}

export interface AttachEmbeddedWalletParameters {
  /** The user's embedded Ethereum wallets as they change (login, logout, a new wallet). */
  wallets: EmbeddedWalletSource<EmbeddedEthereumWallet>;
  signer: EmbeddedWalletSigner;
  /** The wagmi config the connector belongs to. */
  config: WagmiConfigLike;
}

export interface EmbeddedWalletParameters {
  /** Default 'foyer'. */
  id?: string;
  /** What wallet lists show; default 'Foyer'. */
  name?: string;
  icon?: string;
}

/**
 * The embedded wallet connector. Put it in your own wagmi config, then connect it to the user's
 * wallets with `useFoyerWagmi(config, …)` (React) or `connectEmbeddedWallet(config, …)`:
 *
 * ```ts
 * export const config = createConfig({ chains: [sepolia], connectors: [embeddedWallet()], transports });
 * ```
 *
 * Once attached, wagmi is connected while the user has an embedded wallet (after login, and after a
 * reload once the session is restored) and disconnected on logout; `useSignMessage`,
 * `useSignTypedData` and the rest sign through the wallet iframe. `useDisconnect` keeps it
 * disconnected until the next login on this page (or an explicit `connect`).
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters = {}) {
  return (context: ConnectorContext) => {
    const { chains, emitter } = context;
    let chainId = chains[0].id;
    let attached: { wallets: EmbeddedWalletSource<EmbeddedEthereumWallet>; provider: EmbeddedEip1193Provider } | null =
      null;
    /** Set by wagmi's `disconnect` while logged in; cleared by `connect` and by logging out. */
    let userDisconnected = false;

    const addresses = (): Address[] =>
      attached ? attached.wallets.getSnapshot().wallets.map((wallet) => getAddress(wallet.address)) : [];
    const requireAttached = () => {
      if (!attached) {
        throw new ProviderRpcError(
          ProviderErrorCode.DISCONNECTED,
          'The embedded wallet connector is not attached: call useFoyerWagmi(config, …) or connectEmbeddedWallet(config, …)',
        );
      }
      return attached;
    };
    const chainOf = (id: number) => {
      const chain = chains.find((c) => c.id === id);
      if (!chain) throw new ProviderRpcError(ProviderErrorCode.UNRECOGNIZED_CHAIN, `Chain ${id} is not configured`);
      return chain;
    };

    return {
      id: parameters.id ?? 'foyer',
      name: parameters.name ?? 'Foyer',
      type: EMBEDDED_WALLET_CONNECTOR_TYPE,
      icon: parameters.icon ?? EMBEDDED_WALLET_ICON,

      async connect<withCapabilities extends boolean = false>(
        options?:
          | {
              chainId?: number | undefined;
              isReconnecting?: boolean | undefined;
              withCapabilities?: withCapabilities | boolean | undefined;
            }
          | undefined,
      ): Promise<{
        accounts: withCapabilities extends true
          ? readonly { address: Address; capabilities: Record<string, unknown> }[]
          : readonly Address[];
        chainId: number;
      }> {
        const { wallets, provider } = requireAttached();
        await whenReady(wallets);
        const accounts = addresses();
        if (accounts.length === 0) {
          throw new ProviderRpcError(ProviderErrorCode.UNAUTHORIZED, 'The user has no embedded Ethereum wallet');
        }
        if (options?.chainId !== undefined && options.chainId !== chainId) {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainOf(options.chainId).id.toString(16)}` }],
          });
          chainId = options.chainId;
        }
        userDisconnected = false;
        return {
          accounts: (options?.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId,
        };
      },
      async disconnect() {
        userDisconnected = true;
      },
      async getAccounts() {
        return addresses();
      },
      async getChainId() {
        return chainId;
      },
      async getProvider(): Promise<EmbeddedEip1193Provider> {
        return requireAttached().provider;
      },
      async isAuthorized() {
        const snapshot = attached?.wallets.getSnapshot();
        return Boolean(snapshot?.ready && snapshot.wallets.length > 0 && !userDisconnected);
      },
      async switchChain({ chainId: id }: { chainId: number }): Promise<Chain> {
        const chain = chainOf(id);
        await attached?.provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${id.toString(16)}` }],
        });
        if (id !== chainId) {
          chainId = id;
          emitter.emit('change', { chainId: id });
        }
        return chain;
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) this.onDisconnect();
        else emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
      },
      onChainChanged(chain: string) {
        emitter.emit('change', { chainId: Number(chain) });
      },
      onDisconnect() {
        emitter.emit('disconnect');
      },

      /**
       * Connects this connector to the user's wallets and keeps wagmi in step with them; returns
       * the detach (which disconnects wagmi from it). `connectEmbeddedWallet` calls it for you.
       */
      attach({ wallets, signer, config }: AttachEmbeddedWalletParameters): () => void {
        attached?.provider.destroy();
        const provider = createEip1193Provider({ wallets, signer, chains, defaultChainId: chainId });
        const current = { wallets, provider };
        attached = current;
        const reconcile = () => {
          const { status, connections } = config.state;
          if (attached !== current || status === 'connecting' || status === 'reconnecting') return;
          if (!wallets.getSnapshot().ready) return;
          const accounts = addresses();
          const connection = connections.get(emitter.uid);
          if (accounts.length === 0) {
            userDisconnected = false;
            if (connection) emitter.emit('disconnect');
          } else if (!connection) {
            if (!userDisconnected) emitter.emit('connect', { accounts, chainId });
          } else if (connection.accounts.join() !== accounts.join()) {
            emitter.emit('change', { accounts });
          }
        };
        const stopWallets = wallets.subscribe(reconcile);
        const stopConfig = config.subscribe((state) => state.status, reconcile);
        reconcile();
        return () => {
          stopWallets();
          stopConfig();
          if (attached !== current) return;
          attached = null;
          provider.destroy();
          if (config.state.connections.has(emitter.uid)) emitter.emit('disconnect');
        };
      },
    };
  };
}

export type EmbeddedWalletConnector = ReturnType<ReturnType<typeof embeddedWallet>>;
