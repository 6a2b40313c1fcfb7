import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import type { EthereumSend, SendChain, UnsignedTransactionRequest } from '../sendTypes.ts';
import type {
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
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
import { describeEthereumRpc, readable, toHex, typedDataJson } from './signingRequests.ts';
import { assertMessage, assertTypedData, notAuthenticated, pickWallet } from './signingRules.ts';

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
  /** An adapter's `eth_sendTransaction` with its wallet, on its chain. */
  | {
      kind: 'ethereum-send';
      wallet: EmbeddedEthereumWallet;
      transaction: UnsignedTransactionRequest;
      chain: SigningChain;
    };

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
