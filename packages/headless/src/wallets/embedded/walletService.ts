import type { WireFarcasterSignerInit } from '../../core/api/routes/farcaster.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../../core/errors/FoyerError.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type {
  EntropyRef,
  EthereumRpcRequest,
  IframeEventName,
  IframeRequestData,
  IframeResponseData,
  MfaFields,
  SolanaRpcRequest,
  WalletChainType,
  WalletRecoveryMethod,
} from '../../core/wallets/protocol.ts';
import { getMfaGate } from '../mfa/mfaGate.ts';
import { isUserOwned, type RecoverySecret, recoveryFields } from '../recovery/secret.ts';
import type {
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  Hex,
  SigningRequest,
  WalletCallOptions,
} from '../types.ts';
import { createConfirmation } from './confirmation.ts';
import type { CreationPlan } from './creationRules.ts';
import { createIframeProxy, type IframeProxy } from './iframeProxy.ts';
import { embeddedWallets } from './selectors.ts';
import { requireUser } from './signingRules.ts';

/**
 * The wallet iframe as the wallet operations' effects use it (their machines decide; this only
 * speaks to the iframe): one hidden iframe per core, the entropies loaded in it, and the
 * confirmation policy every signature passes before it reaches the iframe.
 */
export interface WalletService {
  /** Creates the chain's primary wallet (`other`: the other chain's, whose entropy it shares) or adds an HD wallet; resolves its address. */
  create(
    chainType: WalletChainType,
    plan: CreationPlan,
    other: EmbeddedWallet | null,
    signal: AbortSignal,
  ): Promise<string>;
  /** Imports a private key as a wallet of its own; resolves its address. The key goes to the iframe only. */
  importKey(privateKey: string, chainType: WalletChainType, signal: AbortSignal): Promise<string>;
  /** Moves `primary`'s recovery to `recovery` (automatic, a password, or a cloud backup). */
  setRecovery(primary: EmbeddedWallet, recovery: RecoverySecret, signal: AbortSignal): Promise<void>;
  /** Signs one EVM request: the confirmation policy first, then the iframe; resolves the 0x result. */
  signEthereum(
    wallet: EmbeddedEthereumWallet,
    call: EthereumRpcRequest,
    request: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
  ): Promise<Hex>;
  /**
   * A send: the policy shows `signing` (the prepared transaction), then the iframe signs `call`
   * (`eth_signTransaction`) and `submit` broadcasts it and waits for the chain; approving resolves
   * what `submit` does, and a failure there leaves the request open for a retry.
   */
  sendEthereum<T>(
    wallet: EmbeddedEthereumWallet,
    call: EthereumRpcRequest,
    signing: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
    submit: (signed: Hex) => Promise<T>,
    /** Runs once approved, before the iframe signs: throwing stops it (nothing is signed). */
    check?: () => void,
  ): Promise<T>;
  /** Signs bytes (a Solana message, or a transaction's message): the policy, then the iframe; resolves the ed25519 signature. */
  signSolana(
    wallet: EmbeddedSolanaWallet,
    message: Uint8Array,
    request: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
  ): Promise<Uint8Array>;
  /**
   * Signs `message` (a wallet-API request's canonical JSON) with the user signer of `wallet`'s
   * entropy: the policy, then the iframe (`privy:user-signer:sign`); resolves base64 of the DER
   * ECDSA P-256 signature.
   */
  signAsUser(
    wallet: EmbeddedWallet,
    message: Uint8Array,
    request: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
  ): Promise<string>;
  /**
   * Sends a Solana transaction under the confirmation policy (`request`: the send, with its
   * preview): once it allows, `submit` runs with `sign` (the iframe's ed25519 signature of a
   * message) to sign, send and wait for the cluster, so a UI's `approve()` resolves what `submit`
   * resolves. A UI that offers a retry after a failure runs `submit` again.
   */
  submitSolana<T>(
    wallet: EmbeddedSolanaWallet,
    request: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
    submit: (sign: (message: Uint8Array) => Promise<Uint8Array>) => Promise<T>,
  ): Promise<T>;
  /**
   * Readies `wallet` for its export page: loaded on this device (recovered first if it must be) and,
   * for a user with MFA, verified now, so the wallet iframe holds the verification the page's request
   * needs. Resolves the access token the page is opened with.
   */
  prepareExport(wallet: EmbeddedWallet, signal: AbortSignal): Promise<string>;
  /** Fetches the user again (the provider's record of their wallets) and resolves their embedded wallets. */
  refreshWallets(): Promise<EmbeddedWallet[]>;
  /**
   * Delegated actions' consent (reference §6.4 `privy:delegated-actions:consent`): loads `wallet`'s
   * entropy (recovered first if it must be; MFA like signing), then the iframe gives the provider's
   * enclave a share of it for `wallet`. Resolves the wallet-API ids of the delegated wallets.
   */
  delegate(
    wallet: EmbeddedWallet,
    root: { address: string; chainType: WalletChainType; imported: boolean },
    signal: AbortSignal,
  ): Promise<{ address: string; id: string }[]>;
  /**
   * The Farcaster signer of the Ethereum `wallet` (reference §6.4 `privy:farcaster:init-signer`):
   * loads the key (recovered first if it must be; MFA like signing), then the iframe derives the
   * signer and asks the provider for its approval. Resolves the signer's status.
   */
  initFarcasterSigner(wallet: EmbeddedEthereumWallet, signal: AbortSignal): Promise<WireFarcasterSignerInit>;
  /**
   * Signs a Farcaster message hash (20 or 32 bytes) with that signer (`privy:farcaster:sign`); the
   * iframe signs only when the provider says the signer is approved for `fid`. Resolves the 64-byte
   * ed25519 signature as 0x hex. No confirmation screen: the user's approval of the signer in their
   * Farcaster app is the confirmation (docs/wallets.md 'Confirmation').
   */
  signFarcasterMessage(wallet: EmbeddedEthereumWallet, hash: Hex, fid: number, signal?: AbortSignal): Promise<Hex>;
  /** An MFA event of the iframe (`privy:mfa:*`, `privy:auth:unlink-passkey`); `always`: verify MFA first. */
  mfa<E extends MfaEventName>(
    event: E,
    data: WithoutToken<IframeRequestData<E>>,
    signal: AbortSignal,
    options?: { always?: boolean },
  ): Promise<IframeResponseData<E>>;
}

/** A request's data without the access token the service adds (each member of a union on its own). */
type WithoutToken<T> = T extends unknown ? Omit<T, 'accessToken'> : never;

export type MfaEventName = Extract<IframeEventName, `privy:mfa:${string}` | 'privy:auth:unlink-passkey'>;

export interface WalletServiceOptions {
  /** Replaces the hidden iframe (tests). Called when a request needs it, again after each `stop()`. */
  createProxy?: (() => IframeProxy) | undefined;
}

type RpcCall =
  | { chainType: 'ethereum'; request: EthereumRpcRequest }
  | { chainType: 'solana'; request: SolanaRpcRequest };

/** Events whose MFA error is not a request for verification (or that never need one). */
const unguarded = new Set<IframeEventName>([
  'privy:iframe:ready',
  'privy:mfa:init-enrollment',
  'privy:mfa:submit-enrollment',
  'privy:mfa:clear',
]);

const isNotOnDevice = (error: unknown) =>
  (error as { walletErrorType?: unknown } | null)?.walletErrorType === 'wallet_not_on_device';
const entropyOf = ({ entropyId, entropyIdVerifier }: EntropyRef): EntropyRef => ({ entropyId, entropyIdVerifier });
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const otherChain = () =>
  new FoyerError(ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR, 'The wallet iframe answered for another chain');

export function createWalletService(core: FoyerCore, options: WalletServiceOptions = {}): WalletService {
  const { store, session } = core;
  const createProxy =
    options.createProxy ??
    (() =>
      createIframeProxy({
        apiUrl: core.apiUrl,
        appId: core.appId,
        clientId: core.clientId,
        analyticsId: core.api.analyticsId(),
      }));
  let proxy: IframeProxy | null = null;
  /** Entropies loaded in the current iframe (connected, or recovered then connected). */
  const connected = new Map<string, Promise<void>>();
  const confirmation = createConfirmation(store);

  // Spec: a logout forgets the MFA verification the iframe holds for that user (`privy:mfa:clear`).
  let userId = store.get(userAtom)?.id ?? null;
  const unwatch = store.sub(userAtom, () => {
    const next = store.get(userAtom)?.id ?? null;
    if (userId && next !== userId && proxy) {
      proxy.request('privy:mfa:clear', { userId }).catch(() => undefined);
    }
    userId = next;
  });

  core.onStop(() => {
    unwatch();
    proxy?.destroy();
    proxy = null;
    connected.clear();
    confirmation.abortAll(new AbortedError('The wallet request'));
  });

  async function accessToken(): Promise<string> {
    requireUser(store.get(userAtom));
    const token = await session.getAccessToken();
    if (!token) throw new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session has ended: log in again');
    return token;
  }

  /**
   * Posts `event` with the session's access token, through the MFA gate: when the wallet answers
   * that the request needs MFA, it waits for the user's verification and posts it again with it.
   * The enrollment events are not guarded: there `missing_or_invalid_mfa` is a wrong enrollment code.
   */
  async function request<E extends IframeEventName>(
    event: E,
    data: WithoutToken<IframeRequestData<E>>,
    signal?: AbortSignal,
    { always = false }: { always?: boolean } = {},
  ): Promise<IframeResponseData<E>> {
    const post = async (fields: MfaFields) => {
      const payload = { accessToken: await accessToken(), ...data, ...fields } as IframeRequestData<E>;
      proxy ??= createProxy();
      return proxy.request(event, payload, { signal });
    };
    if (unguarded.has(event)) return post({});
    return getMfaGate(core).guard(post, { always, ...(signal ? { signal } : {}) });
  }

  /**
   * Loads the entropy in the iframe once. On a device without its share it recovers it first:
   * automatically, or, when the user owns the backup (a password, a cloud), with what they give
   * through the recovery prompt (`getRecoveryGate`).
   */
  function connect(wallet: EntropyRef & { recoveryMethod?: WalletRecoveryMethod | undefined }): Promise<void> {
    const { entropyId } = wallet;
    const existing = connected.get(entropyId);
    if (existing) return existing;
    const ref = entropyOf(wallet);
    const loading = (async () => {
      try {
        await request('privy:wallets:connect', ref);
      } catch (error) {
        if (!isNotOnDevice(error)) throw error;
        const method = wallet.recoveryMethod;
        if (isUserOwned(method)) {
          const { getRecoveryGate } = await import('../recovery/recoveryGate.ts');
          await getRecoveryGate(core).recover(method, async (secret, signal) => {
            await request('privy:wallets:recover', { ...ref, ...recoveryFields(secret) }, signal);
          });
        } else {
          await request('privy:wallets:recover', ref);
        }
        await request('privy:wallets:connect', ref);
      }
    })();
    connected.set(entropyId, loading);
    loading.catch(() => {
      if (connected.get(entropyId) === loading) connected.delete(entropyId);
    });
    return loading;
  }

  /** Connects the wallet, then `use`s its key in the iframe; a key that left the iframe meanwhile is loaded again once. */
  async function withKey<T>(wallet: EmbeddedWallet, use: () => Promise<T>): Promise<T> {
    const once = async () => {
      await connect(wallet);
      return use();
    };
    try {
      return await once();
    } catch (error) {
      if (!isNotOnDevice(error)) throw error;
      connected.delete(wallet.entropyId);
      return once();
    }
  }

  /** Sends `call` to the iframe with the wallet's key. */
  function iframeRpc(wallet: EmbeddedWallet, call: RpcCall, signal: AbortSignal) {
    return withKey(wallet, () =>
      request('privy:wallets:rpc', { ...entropyOf(wallet), hdWalletIndex: wallet.hdWalletIndex, ...call }, signal),
    );
  }

  /** The iframe's ed25519 signature of `message` (Solana `signMessage`). */
  async function iframeSolana(wallet: EmbeddedWallet, message: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
    const request: SolanaRpcRequest = { method: 'signMessage', params: { message: toBase64(message) } };
    const reply = await iframeRpc(wallet, { chainType: 'solana', request }, signal);
    if (reply.chainType !== 'solana') throw otherChain();
    return fromBase64(reply.response.data.signature);
  }

  /**
   * The only way a signing request reaches the iframe: the confirmation policy first (`signing` is
   * what the user is shown), then the iframe.
   */
  function rpc<T>(
    wallet: EmbeddedWallet,
    call: RpcCall,
    signing: SigningRequest,
    options: WalletCallOptions,
    signal: AbortSignal,
    after: (reply: IframeResponseData<'privy:wallets:rpc'>) => Promise<T>,
    before?: () => void,
  ): Promise<T> {
    return confirmation.confirm(
      signing,
      wallet,
      options,
      async () => {
        before?.();
        return after(await iframeRpc(wallet, call, signal));
      },
      signal,
    );
  }

  return {
    async create(chainType, plan, other, signal) {
      if (plan.kind === 'add') {
        await connect(plan.primary);
        const added = await request(
          'privy:wallets:add',
          { chainType, ...entropyOf(plan.primary), hdWalletIndex: plan.hdWalletIndex },
          signal,
        );
        return added.address;
      }
      // Index 0 of the second chain comes from the same entropy: load it first (spec §4).
      if (other) await connect(other);
      if (chainType === 'ethereum') {
        const created = await request('privy:wallet:create', other ? { solanaAddress: other.address } : {}, signal);
        return created.address;
      }
      const created = await request(
        'privy:solana-wallet:create',
        other ? { ethereumAddress: other.address } : {},
        signal,
      );
      return created.publicKey;
    },
    async importKey(privateKey, chainType, signal) {
      return (await request('privy:wallets:import', { privateKey, chainType }, signal)).address;
    },
    async prepareExport(wallet, signal) {
      await connect(wallet);
      if ((store.get(userAtom)?.mfaMethods.length ?? 0) > 0) {
        await request('privy:mfa:verify', {}, signal, { always: true });
      }
      return accessToken();
    },
    async setRecovery(primary, recovery, signal) {
      await connect(primary);
      await request(
        'privy:wallets:set-recovery',
        { ...entropyOf(primary), existingRecoveryMethod: primary.recoveryMethod, ...recoveryFields(recovery) },
        signal,
      );
    },
    signEthereum(wallet, call, signing, options, signal) {
      return rpc(wallet, { chainType: 'ethereum', request: call }, signing, options, signal, async (reply) => {
        if (reply.chainType !== 'ethereum') throw otherChain();
        return reply.response.data;
      });
    },
    sendEthereum(wallet, call, signing, options, signal, submit, check) {
      return rpc(
        wallet,
        { chainType: 'ethereum', request: call },
        signing,
        options,
        signal,
        (reply) => {
          if (reply.chainType !== 'ethereum') throw otherChain();
          return submit(reply.response.data);
        },
        check,
      );
    },
    signSolana(wallet, message, signing, options, signal) {
      return confirmation.confirm(signing, wallet, options, () => iframeSolana(wallet, message, signal), signal);
    },
    signAsUser(wallet, message, signing, options, signal) {
      const sign = () =>
        withKey(wallet, async () => {
          const reply = await request(
            'privy:user-signer:sign',
            { ...entropyOf(wallet), message: toBase64(message) },
            signal,
          );
          return reply.signature;
        });
      return confirmation.confirm(signing, wallet, options, sign, signal);
    },
    submitSolana(wallet, signing, options, signal, submit) {
      return confirmation.confirm(
        signing,
        wallet,
        options,
        () => submit((message) => iframeSolana(wallet, message, signal)),
        signal,
      );
    },
    async refreshWallets() {
      return embeddedWallets(await session.refreshUser());
    },
    async delegate(wallet, root, signal) {
      await connect(wallet);
      const delegatedWallets = [
        { address: wallet.address, chainType: wallet.chainType, walletIndex: wallet.walletIndex },
      ];
      const reply = await request(
        'privy:delegated-actions:consent',
        { ...entropyOf(wallet), rootWallet: root, delegatedWallets },
        signal,
      );
      return reply.wallets;
    },
    initFarcasterSigner(wallet, signal) {
      const signer = { ...entropyOf(wallet), address: wallet.address, hdWalletIndex: wallet.hdWalletIndex };
      return withKey(wallet, () => request('privy:farcaster:init-signer', signer, signal));
    },
    signFarcasterMessage(wallet, hash, fid, signal) {
      const signer = { ...entropyOf(wallet), address: wallet.address, hdWalletIndex: wallet.hdWalletIndex };
      return withKey(wallet, async () => {
        const reply = await request('privy:farcaster:sign', { ...signer, payload: { hash }, fid }, signal);
        return reply.signature as Hex;
      });
    },
    mfa(event, data, signal, options) {
      return request(event, data, signal, options);
    },
  };
}
