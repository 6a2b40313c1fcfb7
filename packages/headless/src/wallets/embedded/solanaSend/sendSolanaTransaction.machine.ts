import type { SolanaCluster } from '../../../core/config/types.ts';
import { ErrorCode } from '../../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../../core/errors/FoyerError.ts';
import { machineSteps, type RunSnapshot } from '../../../core/flow/steps.ts';
import type { Transition } from '../../../core/flow/types.ts';
import type { SendTransactionUiOptions, SolanaSendPreview, SolanaSendReceipt } from '../../sendTypes.ts';
import type { EmbeddedSolanaWallet } from '../../types.ts';
import type { WalletFacts } from '../operation.ts';
import { notAuthenticated, pickWallet } from '../signingRules.ts';

/**
 * Spec wallets §4 'Send Solana transaction': preparing (the blockhash and fee filled in, simulated,
 * decoded, scanned), ready to confirm (the confirmation, when the policy asks for one), submitting
 * (signed and sent: the signature), confirming (the cluster confirms it), then done with the
 * receipt, or error; a retry (`refreshBlockhash`) prepares again with a fresh recent blockhash.
 */
export const sendSolanaTransactionStatuses = [
  'initial',
  'preparing',
  'awaiting-confirmation',
  'submitting',
  'confirming',
  'done',
  'error',
] as const;
export type SendSolanaTransactionStatus = (typeof sendSolanaTransactionStatuses)[number];

/** Where the transaction goes: the cluster's JSON-RPC, and its name when the app's `solanaClusters` know it. */
export interface SolanaSendCluster {
  name: string | null;
  rpcUrl: string;
}

export interface SolanaSendPlan {
  wallet: EmbeddedSolanaWallet;
  /** The transaction as the app gave it. */
  transaction: Uint8Array;
  cluster: SolanaSendCluster;
  options: { uiOptions?: SendTransactionUiOptions; showWalletUIs?: boolean };
}

export interface SendSolanaFields {
  plan: SolanaSendPlan | null;
  /** What the confirmation shows, once prepared. */
  preview: SolanaSendPreview | null;
  /** The transaction as it is signed: the blockhash filled in. */
  prepared: Uint8Array | null;
  /** The transaction's signature (base58), as soon as the cluster has taken it; kept on a failure after it. */
  signature: string | null;
}

export type SendSolanaTransactionSnapshot = RunSnapshot<
  Exclude<SendSolanaTransactionStatus, 'initial' | 'done' | 'error'>,
  SolanaSendReceipt,
  FoyerError,
  SendSolanaFields
>;

/** What the machine knows of the session: the wallets and the app's `solanaClusters`. */
export interface SolanaSendFacts extends WalletFacts {
  clusters: readonly SolanaCluster[];
}

export interface SolanaSendRequest {
  /** The wire bytes (serialized by the command); null when the app's object did not serialize. */
  transaction: Uint8Array | null;
  /** A `connection`'s `rpcEndpoint`. */
  rpcUrl?: string | undefined;
  address?: string | undefined;
  uiOptions?: SendTransactionUiOptions | undefined;
  showWalletUIs?: boolean | undefined;
}

export type SendSolanaTransactionEvent =
  | {
      type: 'send';
      request: SolanaSendRequest;
      facts: SolanaSendFacts;
      /** An adapter's call (Wallet Standard): its wallet. */
      wallet?: EmbeddedSolanaWallet | undefined;
      /** A retry: replace the recent blockhash whatever it is. */
      refreshBlockhash?: boolean | undefined;
    }
  | { type: 'prepared'; preview: SolanaSendPreview; transaction: Uint8Array }
  /** Progress: the policy allowed it (the user approved, or no one is asked); signing starts. */
  | { type: 'approved' }
  /** Progress: the cluster took the signed transaction. */
  | { type: 'sent'; signature: string }
  | { type: 'confirmed'; receipt: SolanaSendReceipt }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type SendSolanaTransactionEffect =
  | {
      type: 'prepare';
      wallet: EmbeddedSolanaWallet;
      transaction: Uint8Array;
      cluster: SolanaSendCluster;
      /** Replace the recent blockhash whatever it is (a retry). */
      refreshBlockhash: boolean;
    }
  | {
      type: 'submit';
      wallet: EmbeddedSolanaWallet;
      transaction: Uint8Array;
      preview: SolanaSendPreview;
      cluster: SolanaSendCluster;
      options: SolanaSendPlan['options'];
    };

export const initialSendSolanaTransactionSnapshot: SendSolanaTransactionSnapshot = {
  status: 'initial',
  error: null,
  result: null,
  plan: null,
  preview: null,
  prepared: null,
  signature: null,
};

const { status: _status, error: _error, result: _result, ...initialFields } = initialSendSolanaTransactionSnapshot;
const steps = machineSteps<SendSolanaTransactionSnapshot, SendSolanaTransactionEffect>(
  initialSendSolanaTransactionSnapshot,
);

const noCluster = () =>
  new FoyerError(
    ErrorCode.UNSUPPORTED_CHAIN_ID,
    'No Solana cluster to send on: pass a `connection`, or set `solanaClusters` in the provider config',
  );

/**
 * Spec wallets §5 'Signing', pure: a logged-in user, one of their Solana wallets, wire bytes, and a
 * cluster (the call's `connection`, else the app's first `solanaClusters` entry), before any request.
 */
export function planSolanaSend(event: Extract<SendSolanaTransactionEvent, { type: 'send' }>): SolanaSendPlan {
  const { request, facts } = event;
  if (!facts.authenticated) throw notAuthenticated();
  const { transaction } = request;
  if (!(transaction instanceof Uint8Array) || transaction.length === 0) {
    throw new ValidationError(
      'transaction',
      ErrorCode.INVALID_DATA,
      'A Solana transaction is its wire bytes (Uint8Array) or an object with serialize()',
    );
  }
  const wallet = event.wallet ?? pickWallet(facts.wallets, 'solana', request.address);
  const rpcUrl = request.rpcUrl ?? facts.clusters[0]?.rpcUrl;
  if (!rpcUrl) throw noCluster();
  const name = facts.clusters.find((cluster) => cluster.rpcUrl === rpcUrl)?.name ?? null;
  return {
    wallet,
    transaction,
    cluster: { name, rpcUrl },
    options: {
      ...(request.uiOptions ? { uiOptions: request.uiOptions } : {}),
      ...(request.showWalletUIs === undefined ? {} : { showWalletUIs: request.showWalletUIs }),
    },
  };
}

const prepare = (plan: SolanaSendPlan, refreshBlockhash: boolean): SendSolanaTransactionEffect => ({
  type: 'prepare',
  wallet: plan.wallet,
  transaction: plan.transaction,
  cluster: plan.cluster,
  refreshBlockhash,
});

const underway = ['awaiting-confirmation', 'submitting', 'confirming'];

/** A send: prepare, submit (the policy's gate, then sign and send), and wait for the confirmation. */
export function sendSolanaTransactionMachine(
  snapshot: SendSolanaTransactionSnapshot,
  event: SendSolanaTransactionEvent,
): Transition<SendSolanaTransactionSnapshot, SendSolanaTransactionEffect> {
  const { plan } = snapshot;
  const fields = steps.fields(snapshot);
  switch (event.type) {
    case 'send': {
      if (plan && snapshot.status !== 'done' && snapshot.status !== 'error') return steps.stay(snapshot);
      let next: SolanaSendPlan;
      try {
        next = planSolanaSend(event);
      } catch (error) {
        return steps.fail({ ...initialFields }, error as FoyerError);
      }
      return steps.pending(
        { ...initialFields, plan: next },
        'preparing',
        prepare(next, event.refreshBlockhash === true),
      );
    }
    case 'prepared':
      if (snapshot.status !== 'preparing' || !plan) return steps.stay(snapshot);
      return steps.pending(
        { ...fields, preview: event.preview, prepared: event.transaction },
        'awaiting-confirmation',
        {
          type: 'submit',
          wallet: plan.wallet,
          transaction: event.transaction,
          preview: event.preview,
          cluster: plan.cluster,
          options: plan.options,
        },
      );
    case 'approved':
      if (!underway.includes(snapshot.status)) return steps.stay(snapshot);
      return steps.pending({ ...fields, signature: null }, 'submitting');
    case 'sent':
      if (snapshot.status !== 'submitting') return steps.stay(snapshot);
      return steps.pending({ ...fields, signature: event.signature }, 'confirming');
    case 'confirmed':
      if (!underway.includes(snapshot.status)) return steps.stay(snapshot);
      return steps.done({ ...fields, signature: event.receipt.signature }, event.receipt);
    case 'failed':
      if (snapshot.status === 'initial' || snapshot.status === 'done' || snapshot.status === 'error') {
        return steps.stay(snapshot);
      }
      return steps.fail(fields, event.error);
    case 'reset':
      return steps.reset();
  }
}
