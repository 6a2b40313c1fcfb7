import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import type {
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
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
  | { kind: 'solana-transaction'; wallet: EmbeddedSolanaWallet; transaction: Uint8Array };

export type SigningEvent<Result> =
  | { type: 'sign'; input: SignInput; facts: WalletFacts }
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
  | { type: 'signSolanaTransaction'; wallet: EmbeddedSolanaWallet; transaction: Uint8Array };

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
  }
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
    case 'signed':
      return snapshot.status === 'signing' ? succeeded(event.result) : stay(snapshot);
    case 'failed':
      return snapshot.status === 'signing' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
