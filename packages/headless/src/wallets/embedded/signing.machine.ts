import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { AuthorizationRequest } from '../../core/wallets/authorization.ts';
import type { EthereumRpcRequest, WalletChainType } from '../../core/wallets/protocol.ts';
import type { EthereumSend, SendChain, UnsignedTransactionRequest } from '../sendTypes.ts';
import type {
  Address,
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  Hex,
  SigningChain,
  SigningRequest,
  TypedData,
  WalletCallOptions,
} from '../types.ts';
import {
  failed,
  initialOperation,
  type OperationSnapshot,
  reset,
  start,
  stay,
  succeeded,
  type WalletFacts,
} from './operation.ts';
import { describeEthereumRpc, fromHexString, readable, toHex, typedDataJson } from './signingRequests.ts';
import { assertMessage, assertTypedData, notAuthenticated, pickWallet } from './signingRules.ts';
import { userSignerWallet, walletApiSigning } from './walletApiRequest.ts';

/** A signature's states: `signing` covers the confirmation (when one is asked) and the iframe's answer. */
export const signingStatuses = ['initial', 'signing', 'done', 'error'] as const;
export type SigningStatus = (typeof signingStatuses)[number];
export type SigningSnapshot<Result> = OperationSnapshot<'signing', Result>;

/** What is signed: the hooks' inputs (the wallet picked by `options.address`), or an adapter's call with its wallet. */
export type SignInput =
  | { kind: 'message'; message: string; options: WalletCallOptions }
  | { kind: 'typed-data'; typedData: TypedData; options: WalletCallOptions }
  | { kind: 'solana-message'; message: Uint8Array; options: WalletCallOptions }
  | { kind: 'ethereum-rpc'; wallet: EmbeddedEthereumWallet; call: EthereumRpcRequest; chain?: SigningChain | undefined }
  | { kind: 'solana-bytes'; wallet: EmbeddedSolanaWallet; message: Uint8Array }
  | { kind: 'solana-transaction'; wallet: EmbeddedSolanaWallet; transaction: Uint8Array }
  /** `signTransaction` of the hooks: filled in like a send (nonce, gas, fees), signed, not sent. */
  | { kind: 'transaction'; transaction: UnsignedTransactionRequest; options: WalletCallOptions }
  /** The Solana hook's `signTransaction`: the wallet picked by `options.address`. */
  | { kind: 'solana-sign-transaction'; transaction: Uint8Array; options: WalletCallOptions }
  /** `sendTransaction(s)` of the hooks: the wallet picked by `options.address`, one or several transactions. */
  | { kind: 'send-transaction'; transactions: readonly UnsignedTransactionRequest[]; options: WalletCallOptions }
  /** `signRawHash` of the hooks: a 32-byte 0x hash, signed by the `chainType` wallet picked by `options.address`. */
  | { kind: 'raw-hash'; hash: Hex; chainType: WalletChainType; options: WalletCallOptions }
  /** `signAuthorization` of the hooks (EIP-7702): the Ethereum wallet picked by `options.address`. */
  | { kind: 'authorization'; authorization: AuthorizationInput; options: WalletCallOptions }
  /** `generateAuthorizationSignature`: a wallet-API request signed by the user signer of the user's HD entropy. */
  | { kind: 'wallet-api-request'; request: AuthorizationRequest; options: WalletCallOptions }
  /** An adapter's `eth_sendTransaction` with its wallet, on its chain. */
  | {
      kind: 'ethereum-send';
      wallet: EmbeddedEthereumWallet;
      transaction: UnsignedTransactionRequest;
      chain: SigningChain;
    };

/** An EIP-7702 authorization to sign: `chainId` default the app's default chain, `nonce` default the wallet's transaction count there. */
export interface AuthorizationInput {
  /** The contract whose code the wallet's account would run. */
  contractAddress: Address;
  /** 0: valid on every chain (then `nonce` is required). */
  chainId?: number;
  nonce?: number;
}

export type SigningEvent<Result> =
  | { type: 'sign'; input: SignInput; facts: WalletFacts }
  /** Progress of a send: the chain took a transaction (its hash), before its receipt. */
  | { type: 'sent'; hash: Hex }
  | { type: 'signed'; result: Result }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

/**
 * The one signing effect per chain, each passing the confirmation policy (`request` is what the
 * user is shown). A Solana transaction is decoded by the effect (its decoder loads on demand).
 */
export type SigningEffect =
  | {
      type: 'signEthereum';
      wallet: EmbeddedEthereumWallet;
      call: EthereumRpcRequest;
      request: SigningRequest;
      options: WalletCallOptions;
    }
  | {
      type: 'signSolana';
      wallet: EmbeddedSolanaWallet;
      message: Uint8Array;
      request: SigningRequest;
      options: WalletCallOptions;
    }
  | {
      type: 'signSolanaTransaction';
      wallet: EmbeddedSolanaWallet;
      transaction: Uint8Array;
      options?: WalletCallOptions;
    }
  /** EIP-7702: `nonce` null is read from the chain (`rpcUrl`) first; resolves the signed authorization. */
  | {
      type: 'signAuthorization';
      wallet: EmbeddedEthereumWallet;
      authorization: { contract: Address; chainId: number; nonce: number | null };
      /** The app's chain of that id, to name it on the confirmation. */
      chain: SigningChain | undefined;
      rpcUrl: string | null;
      options: WalletCallOptions;
    }
  /** A message signed by the user signer of `wallet`'s entropy (base64 DER P-256). */
  | {
      type: 'signAsUser';
      wallet: EmbeddedWallet;
      message: Uint8Array;
      request: SigningRequest;
      options: WalletCallOptions;
    }
  | ({ type: 'sendEthereum' } & EthereumSend)
  /** One transaction prepared like a send, then signed through the policy (the confirmation shows it), not sent. */
  | ({ type: 'signEthereumTransaction' } & EthereumSend);

export const initialSigningSnapshot: SigningSnapshot<never> = initialOperation;

/**
 * Spec wallets §5 'Signing', pure: the user must be logged in, the input valid (a non-empty message,
 * typed data with types, a transaction the confirmation can show truthfully) and the wallet theirs;
 * otherwise the error, before any screen or request. The adapters' calls have no per-call options:
 * they follow the configured `showWalletUIs`.
 */
export function planSigning(input: SignInput, facts: WalletFacts): SigningEffect {
  if (!facts.authenticated) throw notAuthenticated();
  switch (input.kind) {
    case 'message': {
      assertMessage(input.message, 'string');
      const wallet = pickWallet(facts.wallets, 'ethereum', input.options.address);
      // Hex of the UTF-8 bytes: the iframe signs exactly the text, even one that looks like hex.
      const params: [string, string] = [toHex(new TextEncoder().encode(input.message)), wallet.address];
      const request: SigningRequest = { kind: 'message', message: input.message };
      return {
        type: 'signEthereum',
        wallet,
        call: { method: 'personal_sign', params },
        request,
        options: input.options,
      };
    }
    case 'typed-data': {
      assertTypedData(input.typedData);
      const wallet = pickWallet(facts.wallets, 'ethereum', input.options.address);
      return {
        type: 'signEthereum',
        wallet,
        call: { method: 'eth_signTypedData_v4', params: [wallet.address, typedDataJson(input.typedData)] },
        request: { kind: 'typed-data', typedData: typedDataJson(input.typedData, 2) },
        options: input.options,
      };
    }
    case 'solana-message': {
      assertMessage(input.message, 'bytes');
      const wallet = pickWallet(facts.wallets, 'solana', input.options.address);
      const request: SigningRequest = readable('solana-message', input.message);
      return { type: 'signSolana', wallet, message: input.message, request, options: input.options };
    }
    case 'ethereum-rpc': {
      const request = describeEthereumRpc(input.call, input.chain, facts.chains);
      return { type: 'signEthereum', wallet: input.wallet, call: input.call, request, options: {} };
    }
    case 'solana-bytes': {
      assertMessage(input.message, 'bytes');
      const request: SigningRequest = readable('solana-message', input.message);
      return { type: 'signSolana', wallet: input.wallet, message: input.message, request, options: {} };
    }
    case 'solana-transaction':
      return { type: 'signSolanaTransaction', wallet: input.wallet, transaction: input.transaction };
    case 'solana-sign-transaction': {
      if (!(input.transaction instanceof Uint8Array) || input.transaction.length === 0) {
        throw new ValidationError('transaction', ErrorCode.INVALID_DATA, 'A Solana transaction is its wire bytes');
      }
      const wallet = pickWallet(facts.wallets, 'solana', input.options.address);
      return { type: 'signSolanaTransaction', wallet, transaction: input.transaction, options: input.options };
    }
    case 'transaction': {
      if (typeof input.transaction !== 'object' || input.transaction === null) {
        throw new ValidationError('transaction', ErrorCode.INVALID_DATA, 'Invalid transaction request: not an object');
      }
      const wallet = pickWallet(facts.wallets, 'ethereum', input.options.address);
      const chain = sendChain(facts.chains, input.transaction.chainId);
      return {
        type: 'signEthereumTransaction',
        wallet,
        transactions: [input.transaction],
        chain,
        options: input.options,
      };
    }
    case 'send-transaction': {
      if (!Array.isArray(input.transactions) || input.transactions.length === 0) {
        throw new ValidationError(
          'transaction',
          ErrorCode.INVALID_DATA,
          'Invalid transaction request: nothing to send',
        );
      }
      const wallet = pickWallet(facts.wallets, 'ethereum', input.options.address);
      const [first] = input.transactions;
      const chain = sendChain(facts.chains, first?.chainId);
      if (input.transactions.some((tx) => tx.chainId !== undefined && Number(tx.chainId) !== chain.id)) {
        throw new ValidationError(
          'chainId',
          ErrorCode.INVALID_DATA,
          'Invalid transaction request: the transactions are on different chains',
        );
      }
      return { type: 'sendEthereum', wallet, transactions: input.transactions, chain, options: input.options };
    }
    case 'raw-hash': {
      if (typeof input.hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(input.hash)) {
        throw new ValidationError('hash', ErrorCode.INVALID_DATA, 'A raw hash is 32 bytes as 0x hex');
      }
      // Shown as a hash on either chain: nothing says what it authorizes, it is no readable message.
      const request: SigningRequest = { kind: 'raw-hash', hash: input.hash };
      if (input.chainType === 'solana') {
        const wallet = pickWallet(facts.wallets, 'solana', input.options.address);
        return { type: 'signSolana', wallet, message: fromHexString(input.hash), request, options: input.options };
      }
      const wallet = pickWallet(facts.wallets, 'ethereum', input.options.address);
      const call: EthereumRpcRequest = { method: 'secp256k1_sign', params: [input.hash] };
      return { type: 'signEthereum', wallet, call, request, options: input.options };
    }
    case 'authorization':
      return planAuthorization(input.authorization, input.options, facts);
    case 'wallet-api-request': {
      const { message, signing } = walletApiSigning(input.request);
      const wallet = userSignerWallet(facts.wallets);
      return { type: 'signAsUser', wallet, message, request: signing, options: input.options };
    }
    case 'ethereum-send':
      return {
        type: 'sendEthereum',
        wallet: input.wallet,
        transactions: [input.transaction],
        // The adapter's chain, with its node; else the app's chain of that id.
        chain: sendChain(input.chain.rpcUrls?.default?.http[0] ? [input.chain] : facts.chains, input.chain.id),
        options: {},
      };
  }
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * EIP-7702 (reference §3.8 `signAuthorization`): `contractAddress` must be an address, `chainId`
 * (default the app's default chain) and `nonce` integers from 0. Without a nonce, the chain must be
 * one of the app's, with a node to read the wallet's transaction count from; chain 0 (every chain)
 * has none, so its nonce is required.
 */
function planAuthorization(input: AuthorizationInput, options: WalletCallOptions, facts: WalletFacts): SigningEffect {
  const invalid = (field: string, message: string) => new ValidationError(field, ErrorCode.INVALID_DATA, message);
  const { contractAddress, chainId, nonce } = (input ?? {}) as Partial<AuthorizationInput>;
  if (typeof contractAddress !== 'string' || !/^0x[0-9a-f]{40}$/i.test(contractAddress)) {
    throw invalid('contractAddress', 'The contractAddress must be an address');
  }
  if (chainId !== undefined && !isCount(chainId)) throw invalid('chainId', 'The chainId must be an integer, 0 or more');
  if (nonce !== undefined && !isCount(nonce)) throw invalid('nonce', 'The nonce must be an integer, 0 or more');
  const wallet = pickWallet(facts.wallets, 'ethereum', options.address);
  const id = chainId ?? facts.defaultChainId ?? facts.chains[0]?.id;
  if (id === undefined) {
    throw new FoyerError(ErrorCode.UNSUPPORTED_CHAIN_ID, 'No chainId, and the app has no default chain');
  }
  if (nonce === undefined && id === 0)
    throw invalid('nonce', 'An authorization for every chain (chainId 0) needs its nonce');
  return {
    type: 'signAuthorization',
    wallet,
    authorization: { contract: contractAddress, chainId: id, nonce: nonce ?? null },
    chain: facts.chains.find((candidate) => candidate.id === id),
    rpcUrl: nonce === undefined ? sendChain(facts.chains, id).rpcUrl : null,
    options,
  };
}

/**
 * The app's chain `chainId` (default its first chain) with its node (spec §5: the chain id must be in
 * the configured chains, else `unsupported_chain_id`).
 */
function sendChain(chains: readonly SigningChain[], chainId: unknown): SendChain {
  const id = chainId === undefined ? chains[0]?.id : Number(chainId);
  const chain = chains.find((candidate) => candidate.id === id);
  const rpcUrl = chain?.rpcUrls?.default?.http[0];
  if (!chain || !rpcUrl) {
    throw new FoyerError(
      ErrorCode.UNSUPPORTED_CHAIN_ID,
      chain
        ? `Chain ${id} has no RPC URL (rpcUrls.default.http)`
        : `Chain ${String(chainId ?? '(none)')} is not in supportedChains`,
    );
  }
  return {
    id: chain.id,
    name: chain.name ?? null,
    nativeCurrency: chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
    rpcUrl,
  };
}

/** One signature: `sign` plans it (or fails at once), the effect signs, and `signed` ends it. */
export function signingMachine<Result>(
  snapshot: SigningSnapshot<Result>,
  event: SigningEvent<Result>,
): Transition<SigningSnapshot<Result>, SigningEffect> {
  switch (event.type) {
    case 'sign':
      if (snapshot.status === 'signing') return stay(snapshot);
      return start('signing', () => planSigning(event.input, event.facts));
    case 'sent':
      return stay(snapshot);
    case 'signed':
      return snapshot.status === 'signing' ? succeeded(event.result) : stay(snapshot);
    case 'failed':
      return snapshot.status === 'signing' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}

/** A send's snapshot: the signing one, with the hash of the last transaction the chain took (before its receipt). */
export type SendSnapshot<Result> = SigningSnapshot<Result> & { hash: Hex | null };

export const initialSendSnapshot: SendSnapshot<never> = { ...initialSigningSnapshot, hash: null };

/** The signing machine for sends: `sent` sets `hash` while sending; a new send starts without one. */
export function sendingMachine<Result>(
  snapshot: SendSnapshot<Result>,
  event: SigningEvent<Result>,
): Transition<SendSnapshot<Result>, SigningEffect> {
  if (event.type === 'sent') {
    return snapshot.status === 'signing'
      ? { snapshot: { ...snapshot, hash: event.hash }, effects: [] }
      : stay(snapshot);
  }
  const next = signingMachine(snapshot, event);
  const starts = event.type === 'reset' || (event.type === 'sign' && next.snapshot !== snapshot);
  return { ...next, snapshot: { ...next.snapshot, hash: starts ? null : snapshot.hash } };
}
