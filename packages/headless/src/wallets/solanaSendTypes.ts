/**
 * What an app passes to send or sign a Solana transaction (reference §3.5 `sendTransaction`,
 * `signTransaction`), with no Solana library needed: the transaction as wire bytes, or any object
 * that serializes to them (web3.js 1.x `Transaction` and `VersionedTransaction`).
 */
import type { SendTransactionUiOptions, SolanaSendReceipt } from './sendTypes.ts';
import type { SignMessageUiOptions } from './types.ts';

/** A transaction's wire bytes, or an object with `serialize()` (called with `requireAllSignatures: false`). */
export type SolanaTransactionInput = Uint8Array | { serialize(config?: object): Uint8Array };

/** Where to reach the cluster: a web3.js `Connection` fits (its `rpcEndpoint` is read). */
export interface SolanaConnection {
  rpcEndpoint: string;
}

export interface SendSolanaTransactionInput {
  transaction: SolanaTransactionInput;
  /** Default: the first of the app's `solanaClusters`. */
  connection?: SolanaConnection;
  uiOptions?: SendTransactionUiOptions;
  /** Which embedded Solana wallet sends (it must be the fee payer); default the primary one. */
  address?: string;
  /** Per call, then `config.embeddedWallets.showWalletUIs`, then the server's `enforce_wallet_uis`. */
  showWalletUIs?: boolean;
}

export interface SignSolanaTransactionInput {
  transaction: SolanaTransactionInput;
  /** Where to read a recent blockhash when the transaction has none (all zeros); default the app's first cluster. */
  connection?: SolanaConnection;
  uiOptions?: SignMessageUiOptions;
  address?: string;
  showWalletUIs?: boolean;
}

/** What a send resolves with: the confirmed transaction's receipt (its signature came first, in `state.signature`). */
export type SendSolanaTransactionResult = SolanaSendReceipt;
