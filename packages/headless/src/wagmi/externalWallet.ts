/**
 * A wagmi connector for the external Ethereum wallet the visitor connected through Foyer (the
 * modal's wallet list, `connectWallet()`, `useConnectWallet()`). Like `embeddedWallet()` it imports
 * nothing from wagmi at run time; its shape is wagmi's `CreateConnectorFn` (`externalWallet.test-d.ts`).
 */
import { type Address, type Chain, getAddress, numberToHex } from 'viem';
import { ProviderErrorCode, ProviderRpcError } from '../ethereum/errors.ts';
import type { Eip1193Like } from '../ethereum/external/discovery.ts';
import type { ConnectorContext, WagmiConfigLike } from './embeddedWallet.ts';

export const EXTERNAL_WALLET_CONNECTOR_TYPE = 'foyerExternalWallet';

/** The external wallet connected through Foyer: its account, chain and EIP-1193 provider. */
export interface FoyerExternalWallet {
  address: string;
  /** CAIP-2 (`eip155:1`). */
  chainId: string;
  provider: Eip1193Like;
  name: string;
}

export interface AttachExternalWalletParameters {
  /** The connected wallet, or null once it disconnects. */
  wallet: FoyerExternalWallet | null;
  /** The wagmi config the connector belongs to. */
  config: WagmiConfigLike;
}

export interface ExternalWalletParameters {
  /** Default 'foyerExternal'. */
  id?: string;
  /** What wallet lists show; default 'Connected wallet'. */
  name?: string;
}

const chainNumber = (caip2: string) => Number(caip2.slice(caip2.indexOf(':') + 1));

/**
 * The connector for the external wallet connected through Foyer. Add it beside `embeddedWallet()`
 * in your wagmi config; `useFoyerWagmi(config)` attaches it. While a wallet is connected through
 * Foyer, wagmi has a connection for it (beside the embedded wallet's): `useConnections()` lists
 * both, and wagmi's actions on it go to the wallet's own EIP-1193 provider.
 */
export function externalWallet(parameters: ExternalWalletParameters = {}) {
  return (context: ConnectorContext) => {
    const { chains, emitter } = context;
    let attached: FoyerExternalWallet | null = null;
    let chainId = chains[0].id;

    const requireWallet = () => {
      if (!attached) {
        throw new ProviderRpcError(ProviderErrorCode.DISCONNECTED, 'No external wallet is connected through Foyer');
      }
      return attached;
    };
    const accounts = (): Address[] => (attached ? [getAddress(attached.address)] : []);

    return {
      id: parameters.id ?? 'foyerExternal',
      name: parameters.name ?? 'Connected wallet',
      type: EXTERNAL_WALLET_CONNECTOR_TYPE,

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
        requireWallet();
        if (options?.chainId !== undefined && options.chainId !== chainId)
          await this.switchChain({ chainId: options.chainId });
        const list = accounts();
        return {
          accounts: (options?.withCapabilities
            ? list.map((address) => ({ address, capabilities: {} }))
            : list) as never,
          chainId,
        };
      },
      async disconnect() {
        // The wallet stays connected to Foyer; `useConnectWallet().disconnect()` ends that.
      },
      async getAccounts() {
        return accounts();
      },
      async getChainId() {
        return chainId;
      },
      async getProvider(): Promise<Eip1193Like> {
        return requireWallet().provider;
      },
      async isAuthorized() {
        return attached !== null;
      },
      async switchChain({ chainId: id }: { chainId: number }): Promise<Chain> {
        const chain = chains.find((c) => c.id === id);
        if (!chain) throw new ProviderRpcError(ProviderErrorCode.UNRECOGNIZED_CHAIN, `Chain ${id} is not configured`);
        await requireWallet().provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(id) }],
        });
        if (id !== chainId) {
          chainId = id;
          emitter.emit('change', { chainId: id });
        }
        return chain;
      },
      onAccountsChanged(list: string[]) {
        if (list.length === 0) this.onDisconnect();
        else emitter.emit('change', { accounts: list.map((a) => getAddress(a)) });
      },
      onChainChanged(chain: string) {
        emitter.emit('change', { chainId: Number(chain) });
      },
      onDisconnect() {
        emitter.emit('disconnect');
      },

      /**
       * Mirrors the wallet connected through Foyer into wagmi (a connection while there is one);
       * returns the detach, which disconnects wagmi from it. `useFoyerWagmi` calls it for you.
       */
      attach({ wallet, config }: AttachExternalWalletParameters): () => void {
        attached = wallet;
        const has = () => config.state.connections.has(emitter.uid);
        if (wallet) {
          chainId = chainNumber(wallet.chainId);
          const connectedAccounts = accounts();
          if (has()) emitter.emit('change', { accounts: connectedAccounts, chainId });
          else emitter.emit('connect', { accounts: connectedAccounts, chainId });
        } else if (has()) {
          emitter.emit('disconnect');
        }
        return () => {
          if (attached !== wallet) return;
          attached = null;
          if (has()) emitter.emit('disconnect');
        };
      },
    };
  };
}

export type ExternalWalletConnector = ReturnType<ReturnType<typeof externalWallet>>;

/** Attaches `wallet` to the `externalWallet()` connector of `config`, if it has one; returns the detach. */
export function connectExternalWallet(config: WagmiConfigLike, wallet: FoyerExternalWallet | null): () => void {
  const connector = config.connectors.find(
    (c): c is ExternalWalletConnector & WagmiConfigLike['connectors'][number] =>
      c.type === EXTERNAL_WALLET_CONNECTOR_TYPE && 'attach' in c,
  );
  return connector ? connector.attach({ wallet, config }) : () => undefined;
}
