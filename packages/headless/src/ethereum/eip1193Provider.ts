import type { Hex, TypedDataDefinition } from 'viem';
import type { EthereumRpcRequest } from '../core/wallets/protocol.ts';
import type { EmbeddedEthereumWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
import { ProviderErrorCode, ProviderRpcError, toProviderRpcError } from './errors.ts';
import { type EmbeddedWalletSource, staticWalletSource } from './walletSource.ts';

/** A chain the provider may be on: a viem `Chain` fits, and so does the kit's `{ id, name }`. */
export interface ProviderChain {
  id: number;
  name?: string;
  nativeCurrency?: { symbol: string; decimals: number };
  rpcUrls?: { default?: { http: readonly string[] } };
}

interface ProviderOptions {
  signer: EmbeddedWalletSigner;
  /** The chains the app supports; the provider starts on `defaultChainId`, else the first. */
  chains: readonly [ProviderChain, ...ProviderChain[]];
  defaultChainId?: number;
  /** RPC URL per chain id for read methods; else the chain's `rpcUrls.default.http[0]`. */
  rpcUrls?: Record<number, string>;
  /** `fetch` for read methods (default: the global one, looked up per call). */
  fetch?: typeof fetch;
}

export type CreateEip1193ProviderParameters = ProviderOptions &
  (
    | { /** One wallet, always connected. */ wallet: EmbeddedEthereumWallet }
    | {
        /** The user's wallets as they change: accounts follow them; logging out disconnects. */
        wallets: EmbeddedWalletSource<EmbeddedEthereumWallet>;
      }
  );

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message';
// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments.
type Listener = (...args: any[]) => void;

/** An EIP-1193 provider backed by the user's embedded Ethereum wallet(s). */
export interface EmbeddedEip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: ProviderEvent, listener: Listener): EmbeddedEip1193Provider;
  removeListener(event: ProviderEvent, listener: Listener): EmbeddedEip1193Provider;
  /** The current chain id (what `eth_chainId` answers). */
  readonly chainId: number;
  /** Stops following the wallet source (no more events). */
  destroy(): void;
}

/** Methods that only a wallet answers: never forwarded to a public RPC node. */
const walletOnly =
  /^(wallet_|personal_|eth_sign|secp256k1_|eth_sendTransaction$|eth_accounts$|eth_requestAccounts$|eth_coinbase$)/;

const hexChain = (id: number) => `0x${id.toString(16)}`;

/**
 * An EIP-1193 provider for the embedded Ethereum wallet: signing methods (`personal_sign`,
 * `eth_signTypedData_v4`, `eth_signTransaction`, `secp256k1_sign`) go to the wallet iframe through
 * `signer`, which asks for the user's confirmation first when wallet UIs are on; `eth_chainId` and `wallet_switchEthereumChain` stay within `chains`; other read
 * methods are forwarded over HTTP JSON-RPC to the current chain's RPC URL (4200 when there is none).
 * Errors are `ProviderRpcError`s with EIP-1193 codes (4001 when the user rejects).
 *
 * ```ts
 * const provider = createEip1193Provider({ wallet, signer, chains: [sepolia] });
 * const client = createWalletClient({ chain: sepolia, transport: custom(provider) });
 * ```
 */
export function createEip1193Provider(parameters: CreateEip1193ProviderParameters): EmbeddedEip1193Provider {
  const { signer, chains, rpcUrls = {} } = parameters;
  const source = 'wallet' in parameters ? staticWalletSource([parameters.wallet]) : parameters.wallets;
  const chainOf = (id: number) => chains.find((chain) => chain.id === id);
  let chainId = chainOf(parameters.defaultChainId ?? chains[0].id)?.id ?? chains[0].id;
  const listeners = new Map<ProviderEvent, Set<Listener>>();
  const emit = (event: ProviderEvent, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };

  const wallets = () => source.getSnapshot().wallets;
  const addresses = () => wallets().map((wallet) => wallet.address);
  let previous = addresses();
  const unsubscribe = source.subscribe(() => {
    const next = addresses();
    if (next.join() === previous.join()) return;
    const was = previous;
    previous = next;
    if (was.length === 0) emit('connect', { chainId: hexChain(chainId) });
    emit('accountsChanged', next);
    if (next.length === 0) {
      emit('disconnect', new ProviderRpcError(ProviderErrorCode.DISCONNECTED, 'The embedded wallet disconnected'));
    }
  });

  const walletFor = (address: unknown): EmbeddedEthereumWallet => {
    const wallet =
      typeof address === 'string'
        ? wallets().find((w) => w.address.toLowerCase() === address.toLowerCase())
        : wallets()[0];
    if (!wallet) {
      throw new ProviderRpcError(ProviderErrorCode.UNAUTHORIZED, `No embedded wallet for address ${String(address)}`);
    }
    return wallet;
  };
  const sign = (wallet: EmbeddedEthereumWallet, request: EthereumRpcRequest, chain?: ProviderChain): Promise<Hex> =>
    signer.ethereumRpc(wallet, request, chain);

  const forward = async (method: string, params: RequestArguments['params']): Promise<unknown> => {
    const url = rpcUrls[chainId] ?? chainOf(chainId)?.rpcUrls?.default?.http[0];
    if (!url || walletOnly.test(method)) {
      throw new ProviderRpcError(ProviderErrorCode.UNSUPPORTED_METHOD, `Method not supported: ${method}`);
    }
    const response = await (parameters.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    } | null;
    if (body?.error) throw new ProviderRpcError(body.error.code, body.error.message, { data: body.error.data });
    if (!response.ok || !body || !('result' in body)) {
      throw new ProviderRpcError(ProviderErrorCode.INTERNAL, `${url} answered ${response.status}`);
    }
    return body.result;
  };

  /** A transaction request's object, the wallet it names (else the first), and its chain (else the current one). */
  const transactionCall = (method: string, list: unknown[]) => {
    const transaction = list[0] as Record<string, unknown> | undefined;
    if (!transaction || typeof transaction !== 'object') throw invalidParams(method);
    const wallet = walletFor(transaction.from ?? wallets()[0]?.address);
    const txChain = transaction.chainId === undefined ? chainId : Number(transaction.chainId);
    const chain = chainOf(txChain);
    if (!chain) {
      throw new ProviderRpcError(ProviderErrorCode.CHAIN_DISCONNECTED, `Chain ${txChain} is not configured`);
    }
    return { transaction, wallet, txChain, chain };
  };

  const handle = async ({ method, params }: RequestArguments): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_accounts':
        return addresses();
      case 'eth_requestAccounts': {
        const accounts = addresses();
        if (accounts.length === 0) {
          throw new ProviderRpcError(ProviderErrorCode.UNAUTHORIZED, 'The user has no embedded Ethereum wallet');
        }
        return accounts;
      }
      case 'eth_chainId':
        return hexChain(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const requested = Number((list[0] as { chainId?: string } | undefined)?.chainId);
        if (!chainOf(requested)) {
          throw new ProviderRpcError(ProviderErrorCode.UNRECOGNIZED_CHAIN, `Unrecognized chain id ${requested}`);
        }
        if (requested !== chainId) {
          chainId = requested;
          emit('chainChanged', hexChain(chainId));
        }
        return null;
      }
      case 'personal_sign': {
        const [message, address] = list as [string, string];
        if (typeof message !== 'string') throw invalidParams(method);
        const wallet = walletFor(address);
        return sign(wallet, { method, params: [message, wallet.address] });
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = list as [string, string | TypedDataDefinition];
        if (typeof typedData !== 'string' && (typeof typedData !== 'object' || typedData === null)) {
          throw invalidParams(method);
        }
        const wallet = walletFor(address);
        return sign(wallet, { method, params: [wallet.address, typedData as string | Record<string, unknown>] });
      }
      case 'eth_signTransaction': {
        const { transaction, wallet, txChain, chain } = transactionCall(method, list);
        return sign(
          wallet,
          { method, params: [{ ...transaction, from: wallet.address, chainId: hexChain(txChain) }] },
          chain,
        );
      }
      case 'eth_sendTransaction': {
        const { transaction, wallet, txChain, chain } = transactionCall(method, list);
        const rpcUrl = rpcUrls[txChain] ?? chain.rpcUrls?.default?.http[0];
        return signer.sendTransaction(
          wallet,
          { ...transaction, from: wallet.address, chainId: txChain },
          { ...chain, ...(rpcUrl ? { rpcUrls: { default: { http: [rpcUrl] } } } : {}) },
        );
      }
      case 'secp256k1_sign': {
        // Not part of EIP-1193: viem's `sign({ hash })`, here for a JSON-RPC account (wagmi's).
        const [hash, address] = list as [Hex, string | undefined];
        if (typeof hash !== 'string') throw invalidParams(method);
        return sign(walletFor(address), { method, params: [hash] });
      }
      default:
        return forward(method, params);
    }
  };

  const provider: EmbeddedEip1193Provider = {
    request: (args) => handle(args).catch((error: unknown) => Promise.reject(toProviderRpcError(error))),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    get chainId() {
      return chainId;
    },
    destroy() {
      unsubscribe();
      listeners.clear();
    },
  };
  return provider;
}

const invalidParams = (method: string) =>
  new ProviderRpcError(ProviderErrorCode.INVALID_PARAMS, `Invalid params for ${method}`);
