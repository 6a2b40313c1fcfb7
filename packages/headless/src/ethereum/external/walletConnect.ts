import type { AppConfig } from '../../core/config/types.ts';
import type {
  WalletConnectConnector,
  WalletConnectConnectorFactory,
  WalletConnectProposal,
  WalletConnectSession,
} from '../../core/config/walletConnectConnector.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../../core/errors/FoyerError.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import type { ExternalWalletDriver } from '../../wallets/external/connection.flow.ts';
import type { SwitchableConnection } from '../../wallets/external/connection.machine.ts';
import type { ExternalWalletOption } from '../../wallets/external/types.ts';
import { checksumAddress, quantityHex, utf8Hex } from '../address.ts';

export type { WalletConnectConnector, WalletConnectConnectorFactory, WalletConnectProposal, WalletConnectSession };

/** The wallet list's WalletConnect entry (`wallet_connect`), offered when the app has a cloud project id. */
export const walletConnectOption: ExternalWalletOption = {
  id: 'wallet_connect',
  name: 'WalletConnect',
  chainType: 'ethereum',
  source: 'walletconnect',
  connectorType: 'wallet_connect',
  installed: true,
};

/**
 * The app's WalletConnect cloud project id: `config.walletConnectCloudProjectId`, else the server's
 * `wallet_connect_cloud_project_id`; null without one, or with `externalWallets.walletConnect.enabled: false`.
 */
export function walletConnectProjectId(config: AppConfig | null): string | null {
  if (!config || config.local.externalWallets?.walletConnect?.enabled === false) return null;
  return config.local.walletConnectCloudProjectId || config.server.wallet_connect_cloud_project_id || null;
}

/** WalletConnect for one core: the pairing URI while a wallet is awaited, and the connection driver. */
export interface WalletConnect {
  /** The pending pairing's URI, null when none is waiting. */
  getUri(): string | null;
  subscribe(listener: () => void): () => void;
  driver: ExternalWalletDriver;
}

/** Spec wallets §7: the methods and events a session asks for. */
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'];
const EVENTS = ['chainChanged', 'accountsChanged'];
/** WalletConnect's error code for a session proposal the wallet refused. */
const WALLETCONNECT_USER_REJECTED = 5000;

/**
 * The kit's connector, the default one: WalletConnect's sign client (`@walletconnect/sign-client`,
 * bundled into one module by `scripts/vendorWalletConnect.mjs`), imported on the first pairing only
 * (it needs the network: WalletConnect's relay and the project id). Apps with their own
 * WalletConnect setup pass theirs instead (`config.externalWallets.walletConnect.connector`).
 */
export const signClientConnector: WalletConnectConnectorFactory = (options) => {
  type Client = Awaited<ReturnType<typeof import('../../../vendor/walletconnect-sign-client.js').SignClient.init>>;
  let client: Promise<Client> | null = null;
  const load = () => {
    client ??= import('../../../vendor/walletconnect-sign-client.js').then(({ SignClient }) =>
      SignClient.init(options),
    );
    // A failed load (offline) may be tried again.
    client.catch(() => {
      client = null;
    });
    return client;
  };
  return {
    async propose(chains) {
      const sign = await load();
      const { uri, approval } = await sign.connect({
        optionalNamespaces: { eip155: { chains: [...chains], methods: METHODS, events: EVENTS } },
      });
      if (!uri) throw new Error('WalletConnect gave no pairing URI');
      return {
        uri,
        async approval() {
          const session = await approval();
          return {
            accounts: session.namespaces.eip155?.accounts ?? [],
            request: ({ chainId, method, params }) =>
              sign.request({ topic: session.topic, chainId, request: { method, params } }),
            disconnect: () =>
              sign.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }),
          };
        },
      };
    },
  };
};

function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AbortedError('Connecting with WalletConnect'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError('Connecting with WalletConnect'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The session's first account as a connection: `personal_sign` and `wallet_switchEthereumChain` through the relay. */
function connectionOf(session: WalletConnectSession, option: ExternalWalletOption): SwitchableConnection {
  const [namespace, reference, account] = (session.accounts[0] ?? '').split(':');
  if (!namespace || !reference || !account) throw new Error('The WalletConnect session has no account');
  const address = checksumAddress(account);
  const connection: SwitchableConnection = {
    option,
    address,
    chainId: `${namespace}:${reference}`,
    async signMessage(message) {
      const params = [utf8Hex(message), address];
      return String(await session.request({ chainId: connection.chainId, method: 'personal_sign', params }));
    },
    async switchChain(target) {
      const chainId = quantityHex(Number(target.slice(target.indexOf(':') + 1)));
      await session.request({
        chainId: connection.chainId,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId }],
      });
      connection.chainId = target;
    },
    disconnect: () => session.disconnect(),
  };
  return connection;
}

/**
 * WalletConnect over `connector`: `driver.connect` proposes a session on `chains()`, publishes its
 * pairing URI (`getUri`) until a wallet answers or the attempt ends, and resolves the connection.
 */
export function createWalletConnect(
  connector: () => WalletConnectConnector,
  chains: () => readonly string[],
): WalletConnect {
  let uri: string | null = null;
  const listeners = new Set<() => void>();
  const setUri = (next: string | null) => {
    uri = next;
    for (const listener of listeners) listener();
  };
  return {
    getUri: () => uri,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    driver: {
      async connect(option, { signal }) {
        const proposal = await unlessAborted(connector().propose(chains()), signal);
        setUri(proposal.uri);
        try {
          return connectionOf(await unlessAborted(proposal.approval(), signal), option);
        } catch (error) {
          // WalletConnect's own code for a refused proposal (SDK error USER_REJECTED).
          if ((error as { code?: unknown } | null)?.code !== WALLETCONNECT_USER_REJECTED) throw error;
          throw new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'The wallet rejected the WalletConnect session', {
            cause: error,
          });
        } finally {
          setUri(null);
        }
      },
    },
  };
}

const connectorKey = Symbol('foyer.walletConnectConnector');
const walletConnectKey = Symbol('foyer.walletConnect');

/**
 * The core's WalletConnect connector, made once for the app's project id (`walletConnectProjectId`):
 * the app's `externalWallets.walletConnect.connector`, else `signClientConnector`. Null without a
 * project id (the wallet list then offers no WalletConnect).
 */
export function walletConnectConnectorOf(core: Pick<FoyerCore, 'memo' | 'store'>): WalletConnectConnector | null {
  const app = core.store.get(appConfigAtom);
  const projectId = walletConnectProjectId(app);
  const factory = app?.local.externalWallets?.walletConnect?.connector ?? signClientConnector;
  if (!app || !projectId) return null;
  return core.memo(connectorKey, () =>
    factory({
      projectId,
      metadata: { name: app.name, description: app.name, url: globalThis.location?.origin ?? '', icons: [] },
    }),
  );
}

/** The core's WalletConnect over `walletConnectConnectorOf`, proposing the app's chains (default Ethereum mainnet). */
export function walletConnectOf(core: Pick<FoyerCore, 'memo' | 'store'>): WalletConnect {
  return core.memo(walletConnectKey, () => {
    const connector = () => {
      const found = walletConnectConnectorOf(core);
      if (!found) throw new Error('The app has no WalletConnect cloud project id');
      return found;
    };
    const chains = () => {
      const ids = core.store.get(appConfigAtom)?.chains.map((chain) => `eip155:${chain.id}`) ?? [];
      return ids.length > 0 ? ids : ['eip155:1'];
    };
    return createWalletConnect(connector, chains);
  });
}
