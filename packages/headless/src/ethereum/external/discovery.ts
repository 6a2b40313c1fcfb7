import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { ExternalWalletDriver } from '../../wallets/external/connection.flow.ts';
import type { SwitchableConnection } from '../../wallets/external/connection.machine.ts';
import type { ExternalWalletOption } from '../../wallets/external/types.ts';
import { checksumAddress, quantityHex, utf8Hex } from '../address.ts';
import { legacyIdentity, walletIdOf } from './walletIds.ts';

/** The EIP-1193 surface the kit uses of an external wallet. */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** EIP-6963 `ProviderDetail`. */
export interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Like;
}

/** What discovery needs of the page: events, and the legacy `ethereum` global. */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  ethereum?: unknown;
}

export interface EthereumWallets {
  /** The wallets found so far: EIP-6963 ones (one per rdns), then a legacy injected one not among them. */
  getOptions(): readonly ExternalWalletOption[];
  /** Called whenever a wallet announces itself. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops listening for announcements. */
  stop(): void;
  /** Connects the wallets found here (for `createWalletConnectionFlow`'s `drivers.ethereum`). */
  driver: ExternalWalletDriver;
  /** The EIP-1193 provider of a wallet found here, by its id (wagmi's `externalWallet()` uses it). */
  providerOf(walletId: string): Eip1193Like | null;
}

const isProvider = (value: unknown): value is Eip1193Like =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Like).request === 'function';

const toCaip2 = (hexChainId: unknown) => `eip155:${Number.parseInt(String(hexChainId), 16)}`;

/** The EIP-1193 connection to one wallet: `personal_sign`, `wallet_switchEthereumChain`. */
function connectionTo(provider: Eip1193Like, option: ExternalWalletOption, address: string, chainId: string) {
  const connection: SwitchableConnection = {
    option,
    address,
    chainId,
    async signMessage(message) {
      const signature = await provider.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
      return String(signature);
    },
    async switchChain(target) {
      const id = Number(target.slice(target.indexOf(':') + 1));
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: quantityHex(id) }] });
    },
    async disconnect() {
      // EIP-2255: wallets that support it forget the site's permission; the others keep it.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined);
    },
  };
  return connection;
}

/**
 * Ethereum wallet discovery (EIP-6963 `eip6963:requestProvider` / `eip6963:announceProvider`,
 * deduplicated by rdns, plus a legacy `window.ethereum` whose id no announced wallet has) and the
 * driver that connects them. Nothing happens at import: call this in the browser (default target
 * `window`); it starts listening and asks wallets to announce.
 */
export function createEthereumWallets(target: DiscoveryTarget | undefined = globalThis.window): EthereumWallets {
  const announced = new Map<string, { option: ExternalWalletOption; provider: Eip1193Like }>();
  const listeners = new Set<() => void>();
  let options: readonly ExternalWalletOption[] = [];
  let legacy: { option: ExternalWalletOption; provider: Eip1193Like } | null = null;

  const recompute = () => {
    const list = [...announced.values()].map((entry) => entry.option);
    const injected = target?.ethereum;
    legacy = null;
    if (isProvider(injected) && ![...announced.values()].some((entry) => entry.provider === injected)) {
      const { id, name } = legacyIdentity(injected);
      if (!list.some((option) => option.id === id)) {
        const option: ExternalWalletOption = {
          id,
          name,
          chainType: 'ethereum',
          source: 'injected',
          connectorType: 'injected',
          installed: true,
        };
        legacy = { option, provider: injected };
        list.push(option);
      }
    }
    options = list;
    for (const listener of listeners) listener();
  };

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
    if (!detail?.info || !isProvider(detail.provider)) return;
    const { info } = detail;
    const key = info.rdns || info.uuid;
    if (announced.has(key)) return;
    announced.set(key, {
      provider: detail.provider,
      option: {
        id: walletIdOf(info.rdns),
        name: info.name,
        icon: info.icon,
        chainType: 'ethereum',
        source: 'eip6963',
        connectorType: 'injected',
        installed: true,
      },
    });
    recompute();
  };

  if (target) {
    target.addEventListener('eip6963:announceProvider', onAnnounce);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
  }
  recompute();

  const providerOf = (walletId: string): Eip1193Like | null => {
    for (const entry of announced.values()) if (entry.option.id === walletId) return entry.provider;
    return legacy && legacy.option.id === walletId ? legacy.provider : null;
  };

  return {
    getOptions: () => options,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce);
      listeners.clear();
    },
    providerOf,
    driver: {
      async connect(option) {
        const provider = providerOf(option.id);
        if (!provider) {
          throw Object.assign(new Error(`${option.name} is not installed in this browser`), { code: 4900 });
        }
        const accounts = await provider.request({ method: 'eth_requestAccounts' });
        const first = Array.isArray(accounts) ? accounts[0] : undefined;
        if (typeof first !== 'string') throw new Error(`${option.name} granted no account`);
        const chainId = toCaip2(await provider.request({ method: 'eth_chainId' }));
        return connectionTo(provider, option, checksumAddress(first), chainId);
      },
    },
  };
}

const discoveryKey = Symbol('foyer.ethereumWallets');

/**
 * The page's Ethereum wallets: one discovery per core, started on first use (in the browser, never
 * at import). It keeps listening for wallets announced later for the page's lifetime.
 */
export function ethereumWalletsOf(core: Pick<FoyerCore, 'memo'>): EthereumWallets {
  return core.memo(discoveryKey, () => createEthereumWallets());
}
