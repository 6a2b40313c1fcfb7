import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import type {
  EntropyRef,
  EthereumRpcRequest,
  IframeEventName,
  IframeRequestData,
  IframeResponseData,
  WalletChainType,
} from '../../core/wallets/protocol.ts';
import type {
  CreateWalletOptions,
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  Hex,
  ImportWalletOptions,
  SigningRequest,
  TypedData,
  WalletCallOptions,
} from '../types.ts';
import { createConfirmation } from './confirmation.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { planWalletCreation } from './creationRules.ts';
import { createIframeProxy, type IframeProxy } from './iframeProxy.ts';
import { embeddedWallets, walletsOfChain } from './selectors.ts';
import { describeEthereumRpc, readable, toHex, typedDataJson } from './signingRequests.ts';
import { assertMessage, assertTypedData, pickWallet, requireUser, sameAddress } from './signingRules.ts';

/** Creation, recovery and signing with the user's embedded wallets, through the wallet iframe. */
export interface EmbeddedWalletRuntime extends EmbeddedWalletSigner {
  /** Spec §4 'Creation rules'; default chain Ethereum. Resolves with the new wallet, once on the user. */
  createWallet(options?: CreateWalletOptions): Promise<EmbeddedWallet>;
  /**
   * Imports a private key as an embedded wallet of its own (index 0, `imported: true`); refused in
   * TEE mode and for an address already linked. Resolves with the new wallet, once on the user.
   */
  importWallet(options: ImportWalletOptions): Promise<EmbeddedWallet>;
  /** Creates what `createOnLogin` asks for this user (none, one or both chains); concurrent calls share one run. */
  createRequiredWallets(): Promise<EmbeddedWallet[]>;
  /**
   * The last step of a login outside the kit's modal: creates the wallets `createOnLogin` asks for
   * and resolves with the result carrying the refreshed user. A failure logs the user out and rejects
   * with `embedded_wallet_create_error`.
   */
  completeLogin<Method extends string>(result: LoginComplete<Method>): Promise<LoginComplete<Method>>;
  /** Moves the primary wallet's recovery to automatic (`privy`). */
  setAutomaticRecovery(): Promise<void>;
  /** `personal_sign` of the UTF-8 message. */
  signMessage(message: string, options?: WalletCallOptions): Promise<Hex>;
  signTypedData(typedData: TypedData, options?: WalletCallOptions): Promise<Hex>;
  /** Resolves the 64-byte ed25519 signature. */
  signSolanaMessage(message: Uint8Array, options?: WalletCallOptions): Promise<Uint8Array>;
}

export interface EmbeddedWalletRuntimeOptions {
  /** Replaces the hidden iframe (tests). Called when a request needs it, again after each `stop()`. */
  createProxy?: (() => IframeProxy) | undefined;
}

const isNotOnDevice = (error: unknown) =>
  (error as { walletErrorType?: unknown } | null)?.walletErrorType === 'wallet_not_on_device';
const entropyOf = ({ entropyId, entropyIdVerifier }: EntropyRef): EntropyRef => ({ entropyId, entropyIdVerifier });
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function createEmbeddedWalletRuntime(
  core: FoyerCore,
  options: EmbeddedWalletRuntimeOptions = {},
): EmbeddedWalletRuntime {
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
  let creatingRequired: Promise<EmbeddedWallet[]> | null = null;

  core.onStop(() => {
    proxy?.destroy();
    proxy = null;
    connected.clear();
    confirmation.abortAll(new AbortedError('The wallet request'));
  });

  function request<E extends IframeEventName>(event: E, data: IframeRequestData<E>): Promise<IframeResponseData<E>> {
    proxy ??= createProxy();
    return proxy.request(event, data);
  }

  async function accessToken(): Promise<string> {
    requireUser(store.get(userAtom));
    const token = await session.getAccessToken();
    if (!token) throw new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session has ended: log in again');
    return token;
  }

  const currentWallets = () => embeddedWallets(requireUser(store.get(userAtom)));

  /** Loads the entropy in the iframe; on a device without its share, recovers it automatically once. */
  function connect(wallet: EntropyRef): Promise<void> {
    const { entropyId } = wallet;
    const existing = connected.get(entropyId);
    if (existing) return existing;
    const ref = entropyOf(wallet);
    const loading = (async () => {
      try {
        await request('privy:wallets:connect', { accessToken: await accessToken(), ...ref });
      } catch (error) {
        if (!isNotOnDevice(error)) throw error;
        await request('privy:wallets:recover', { accessToken: await accessToken(), ...ref });
        await request('privy:wallets:connect', { accessToken: await accessToken(), ...ref });
      }
    })();
    connected.set(entropyId, loading);
    loading.catch(() => {
      if (connected.get(entropyId) === loading) connected.delete(entropyId);
    });
    return loading;
  }

  /**
   * The only way a signing request reaches the iframe: the confirmation policy first (`signing` is
   * what the user is shown), then connect and sign; a key that left the iframe meanwhile is loaded
   * again once.
   */
  function rpc(
    wallet: EmbeddedWallet,
    call:
      | { chainType: 'ethereum'; request: EthereumRpcRequest }
      | { chainType: 'solana'; request: { method: 'signMessage'; params: { message: string } } },
    signing: SigningRequest,
    options: WalletCallOptions,
  ): Promise<IframeResponseData<'privy:wallets:rpc'>> {
    const once = async () => {
      await connect(wallet);
      return request('privy:wallets:rpc', {
        accessToken: await accessToken(),
        ...entropyOf(wallet),
        hdWalletIndex: wallet.hdWalletIndex,
        ...call,
      });
    };
    return confirmation.confirm(signing, wallet, options, async () => {
      try {
        return await once();
      } catch (error) {
        if (!isNotOnDevice(error)) throw error;
        connected.delete(wallet.entropyId);
        return once();
      }
    });
  }

  async function ethereumSign(
    wallet: EmbeddedEthereumWallet,
    call: EthereumRpcRequest,
    request: SigningRequest,
    options: WalletCallOptions = {},
  ): Promise<Hex> {
    const reply = await rpc(wallet, { chainType: 'ethereum', request: call }, request, options);
    if (reply.chainType !== 'ethereum') {
      throw new FoyerError(ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR, 'The wallet iframe answered for another chain');
    }
    return reply.response.data;
  }

  /** Signs `message` (a Solana message, or a transaction's message bytes, as `request` says). */
  async function solanaSign(
    wallet: EmbeddedSolanaWallet,
    message: Uint8Array,
    request: SigningRequest,
    options: WalletCallOptions = {},
  ): Promise<Uint8Array> {
    const reply = await rpc(
      wallet,
      { chainType: 'solana', request: { method: 'signMessage', params: { message: toBase64(message) } } },
      request,
      options,
    );
    if (reply.chainType !== 'solana') {
      throw new FoyerError(ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR, 'The wallet iframe answered for another chain');
    }
    return fromBase64(reply.response.data.signature);
  }

  async function createWallet(createOptions: CreateWalletOptions = {}): Promise<EmbeddedWallet> {
    const chainType: WalletChainType = createOptions.chainType ?? 'ethereum';
    const wallets = currentWallets();
    const plan = planWalletCreation(walletsOfChain(wallets, chainType), createOptions);
    let address: string;
    if (plan.kind === 'add') {
      await connect(plan.primary);
      ({ address } = await request('privy:wallets:add', {
        accessToken: await accessToken(),
        chainType,
        ...entropyOf(plan.primary),
        hdWalletIndex: plan.hdWalletIndex,
      }));
    } else {
      // Index 0 of the second chain comes from the same entropy: load it first (spec §4).
      const other = wallets.find(
        (wallet) => wallet.chainType !== chainType && wallet.walletIndex === 0 && !wallet.imported,
      );
      if (other) await connect(other);
      const token = await accessToken();
      address =
        chainType === 'ethereum'
          ? (
              await request('privy:wallet:create', {
                accessToken: token,
                ...(other ? { solanaAddress: other.address } : {}),
              })
            ).address
          : (
              await request('privy:solana-wallet:create', {
                accessToken: token,
                ...(other ? { ethereumAddress: other.address } : {}),
              })
            ).publicKey;
    }
    const wallet = embeddedWallets(await session.refreshUser()).find(
      (candidate) => candidate.chainType === chainType && sameAddress(chainType, candidate.address, address),
    );
    if (!wallet) {
      throw new FoyerError(
        ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
        `Wallet ${address} was created but is not on the user`,
      );
    }
    return wallet;
  }

  async function importWallet(importOptions: ImportWalletOptions): Promise<EmbeddedWallet> {
    requireUser(store.get(userAtom));
    const { privateKey, chainType = 'ethereum' } = importOptions ?? ({} as Partial<ImportWalletOptions>);
    if (typeof privateKey !== 'string' || privateKey.trim() === '') {
      throw new ValidationError('privateKey', ErrorCode.INVALID_DATA, 'The private key must be a non-empty string');
    }
    if (chainType !== 'ethereum' && chainType !== 'solana') {
      throw new ValidationError('chainType', ErrorCode.INVALID_DATA, "chainType must be 'ethereum' or 'solana'");
    }
    const { address } = await request('privy:wallets:import', {
      accessToken: await accessToken(),
      privateKey: privateKey.trim(),
      chainType,
    });
    const wallet = embeddedWallets(await session.refreshUser()).find(
      (candidate) =>
        candidate.imported && candidate.chainType === chainType && sameAddress(chainType, candidate.address, address),
    );
    if (!wallet) {
      throw new FoyerError(
        ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR,
        `Wallet ${address} was imported but is not on the user`,
      );
    }
    return wallet;
  }

  async function createRequired(): Promise<EmbeddedWallet[]> {
    const user = requireUser(store.get(userAtom));
    const config = store.get(appConfigAtom);
    const created: EmbeddedWallet[] = [];
    // Decided once, before any creation: `users-without-wallets` looks at the user as they logged in.
    for (const chainType of config ? walletChainsToCreate(config, user) : []) {
      created.push(await createWallet({ chainType }));
    }
    return created;
  }

  async function setAutomaticRecovery(): Promise<void> {
    const wallets = currentWallets();
    const primary = wallets.find(
      (wallet) => wallet.walletIndex === 0 && !wallet.imported && wallet.entropyId === wallet.address,
    );
    if (!primary)
      throw new FoyerError(ErrorCode.EMBEDDED_WALLET_NOT_FOUND, 'The user has no embedded wallet to secure');
    await connect(primary);
    await request('privy:wallets:set-recovery', {
      accessToken: await accessToken(),
      ...entropyOf(primary),
      existingRecoveryMethod: primary.recoveryMethod,
      recoveryMethod: 'privy',
    });
    await session.refreshUser();
  }

  function createRequiredWallets(): Promise<EmbeddedWallet[]> {
    creatingRequired ??= createRequired().finally(() => {
      creatingRequired = null;
    });
    return creatingRequired;
  }

  return {
    createWallet,
    importWallet,
    createRequiredWallets,
    async completeLogin(result) {
      try {
        await createRequiredWallets();
      } catch (error) {
        await session.logout();
        throw new FoyerError(ErrorCode.EMBEDDED_WALLET_CREATE_ERROR, 'The embedded wallets could not be created', {
          cause: error,
        });
      }
      // Creation refreshed the user: the result carries the wallets.
      return { ...result, user: store.get(userAtom) ?? result.user };
    },
    setAutomaticRecovery,
    async signMessage(message, callOptions = {}) {
      requireUser(store.get(userAtom));
      assertMessage(message, 'string');
      const wallet = pickWallet(currentWallets(), 'ethereum', callOptions.address);
      // Hex of the UTF-8 bytes: the iframe signs exactly the text, even one that looks like hex.
      const params: [string, string] = [toHex(new TextEncoder().encode(message)), wallet.address];
      return ethereumSign(wallet, { method: 'personal_sign', params }, { kind: 'message', message }, callOptions);
    },
    async signTypedData(typedData, callOptions = {}) {
      requireUser(store.get(userAtom));
      assertTypedData(typedData);
      const wallet = pickWallet(currentWallets(), 'ethereum', callOptions.address);
      return ethereumSign(
        wallet,
        { method: 'eth_signTypedData_v4', params: [wallet.address, typedDataJson(typedData)] },
        { kind: 'typed-data', typedData: typedDataJson(typedData, 2) },
        callOptions,
      );
    },
    async signSolanaMessage(message, callOptions = {}) {
      requireUser(store.get(userAtom));
      assertMessage(message, 'bytes');
      const wallet = pickWallet(currentWallets(), 'solana', callOptions.address);
      return solanaSign(wallet, message, { kind: 'solana-message', message: readable(message) }, callOptions);
    },
    // The adapters' entry points (EIP-1193 provider, viem Account, wagmi, Wallet Standard): the same
    // policy, with the configured showWalletUIs (they have no per-call option).
    async ethereumRpc(wallet, call, chain) {
      requireUser(store.get(userAtom));
      const request = describeEthereumRpc(call, chain, store.get(appConfigAtom)?.chains ?? []);
      return ethereumSign(wallet, call, request);
    },
    async solanaSignMessage(wallet, message) {
      requireUser(store.get(userAtom));
      assertMessage(message, 'bytes');
      return solanaSign(wallet, message, { kind: 'solana-message', message: readable(message) });
    },
    async solanaSignTransaction(wallet, transaction) {
      requireUser(store.get(userAtom));
      const { signSolanaTransaction } = await import('../../solana/transactionSigning.ts');
      return signSolanaTransaction(transaction, wallet.address, (request, message) =>
        solanaSign(wallet, message, request),
      );
    },
  };
}
