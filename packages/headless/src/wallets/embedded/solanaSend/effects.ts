/**
 * Preparing and submitting a Solana send (spec wallets §4 'Send Solana transaction'), loaded on the
 * first send (it brings @scure/base): the cluster's JSON-RPC for the blockhash, fee, balance,
 * simulation and confirmation; the provider's routes for token info, scan and prices.
 */
import { base58, base64 } from '@scure/base';
import * as solana from '../../../core/api/routes/solana.ts';
import type { FoyerCore } from '../../../core/createFoyerCore.ts';
import { ErrorCode } from '../../../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../../../core/errors/FoyerError.ts';
import { readSolanaMessage } from '../../../solana/message.ts';
import { signTransactionBytes } from '../../../solana/transaction.ts';
import { ChainRpcError, type RpcCall, rpc, rpcBatch } from '../../jsonRpc.ts';
import { readScan, scanTransaction, tokenUsdPrice, usdValue } from '../../scan.ts';
import type {
  AssetAmount,
  AssetInfo,
  SolanaSendInstruction,
  SolanaSendPreview,
  SolanaSendReceipt,
} from '../../sendTypes.ts';
import type { EmbeddedSolanaWallet } from '../../types.ts';
import { type DecodedInstruction, decodeInstruction } from './instructions.ts';
import type { SolanaSendCluster } from './sendSolanaTransaction.machine.ts';

/** Spec wallets §9 'Request timeout': how long the kit waits for the cluster to confirm. */
export const CONFIRMATION_TIMEOUT_MS = 120_000;
const POLL_FIRST_MS = 50;
const POLL_MAX_MS = 1_000;
/** The fee per signature when the cluster cannot price the message. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
const SOL: AssetInfo = { kind: 'sol', address: null, symbol: 'SOL', decimals: 9 };
/** Reference §5.12: Solana's prices are asked with chain id 0. */
const SOLANA_PRICE_CHAIN = 0;

/** Spec wallets §8 INSUFFICIENT_BALANCE: the wallet cannot pay what the transaction spends and its fee. */
export const insufficient = (address: string) =>
  new FoyerError(ErrorCode.INSUFFICIENT_BALANCE, `Wallet ${address} does not have enough funds`, {
    details: { address },
  });

/** Spec wallets §8 'Simulation failed' ('Simulation failed: Blockhash not found'): the reason in `details`. */
const simulationFailed = (reason: string, cause?: unknown) =>
  new FoyerError(ErrorCode.SIMULATION_FAILED, `The transaction would fail: ${reason}`, { cause, details: { reason } });

const BLOCKHASH_NOT_FOUND = 'Blockhash not found';
const isZero = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);
const required = <T>(
  outcome: { ok: true; result: unknown } | { ok: false; error: ChainRpcError } | undefined,
  what: string,
) => {
  if (!outcome?.ok) {
    throw new FoyerError(ErrorCode.NETWORK_ERROR, `The Solana cluster did not give the ${what}`, {
      cause: outcome?.ok === false ? outcome.error : undefined,
    });
  }
  return outcome.result as T;
};

/** `transaction` with another recent blockhash (a copy). */
function withBlockhash(transaction: Uint8Array, blockhash: string): Uint8Array {
  const { parsed, blockhash: current } = readSolanaMessage(transaction);
  const copy = transaction.slice();
  const messageOffset = parsed.signaturesOffset + parsed.signatureCount * 64;
  copy.set(base58.decode(blockhash), messageOffset + current.byteOffset - parsed.message.byteOffset);
  return copy;
}

/** Another blockhash invalidates every signature already there: only a transaction nobody signed gets one. */
function unsigned(transaction: Uint8Array): boolean {
  const { parsed } = readSolanaMessage(transaction);
  return isZero(transaction.subarray(parsed.signaturesOffset, parsed.signaturesOffset + parsed.signatureCount * 64));
}

interface Simulation {
  err: unknown;
  logs: string[] | null;
}

/** Reads a failed simulation: out of funds (the preview says so), else the spec's 'Simulation failed' with the reason. */
function readSimulation({ err, logs }: Simulation): { insufficient: boolean } {
  if (err === null || err === undefined) return { insufficient: false };
  const lines = logs ?? [];
  if (
    err === 'InsufficientFundsForFee' ||
    err === 'AccountNotFound' ||
    lines.some((line) => /insufficient (lamports|funds)/i.test(line))
  ) {
    return { insufficient: true };
  }
  if (err === 'BlockhashNotFound') throw simulationFailed(BLOCKHASH_NOT_FOUND);
  const reason =
    lines.find((line) => /error|failed/i.test(line)) ?? (typeof err === 'string' ? err : JSON.stringify(err));
  throw simulationFailed(reason);
}

interface TokenFacts {
  symbol: string | null;
  decimals: number | null;
}

/** A mint's symbol and decimals from the provider's `spl_token_info`; unknown when it fails. */
async function tokenInfo(
  core: FoyerCore,
  mint: string,
  cluster: string | null,
  signal: AbortSignal,
): Promise<TokenFacts> {
  try {
    const info = await core.api.call(solana.splTokenInfo, {
      query: { mint_address: mint, ...(cluster ? { cluster } : {}) },
      signal,
    });
    return { symbol: info.symbol, decimals: info.decimals };
  } catch {
    return { symbol: null, decimals: null };
  }
}

/** A token account's mint: its data's first 32 bytes. */
function mintOf(account: unknown): string | null {
  const data = (account as { value?: { data?: [string, string] } | null } | null)?.value?.data;
  if (data?.[1] !== 'base64') return null;
  const bytes = base64.decode(data[0]);
  return bytes.length >= 32 ? base58.encode(bytes.subarray(0, 32)) : null;
}

export interface PrepareInput {
  core: FoyerCore;
  /** The signer whose balance pays: an embedded wallet, or an external one funding (only its address is read). */
  wallet: Pick<EmbeddedSolanaWallet, 'address'>;
  transaction: Uint8Array;
  cluster: SolanaSendCluster;
  refreshBlockhash: boolean;
  signal: AbortSignal;
}

/**
 * Spec wallets §4 'Send Solana transaction', preparing: the recent blockhash set when the app left it
 * empty (all zeros), when it is no longer valid, or on a retry (unless someone signed already); the
 * fee, the balance, the simulation, the decoded instructions, the scan and the prices.
 */
export async function prepareSolanaSend(
  input: PrepareInput,
): Promise<{ preview: SolanaSendPreview; transaction: Uint8Array }> {
  const { core, wallet, cluster, signal } = input;
  const url = cluster.rpcUrl;
  const given = readSolanaMessage(input.transaction);
  const signerIndex = given.parsed.signers.findIndex((key) => base58.encode(key) === wallet.address);
  if (signerIndex === -1) {
    throw new FoyerError(ErrorCode.UNABLE_TO_SIGN, `The wallet ${wallet.address} is not a signer of this transaction`);
  }
  const current = base58.encode(given.blockhash);
  const check = !input.refreshBlockhash && !isZero(given.blockhash);
  const [latestAnswer, validAnswer] = await rpcBatch(
    url,
    [
      { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
      ...(check ? [{ method: 'isBlockhashValid', params: [current, { commitment: 'confirmed' }] }] : []),
    ],
    signal,
  );
  const latest = required<{ value: { blockhash: string } }>(latestAnswer, 'latest blockhash').value.blockhash;
  const stale = !check || (validAnswer?.ok && (validAnswer.result as { value?: boolean }).value === false);
  const transaction =
    stale && unsigned(input.transaction) ? withBlockhash(input.transaction, latest) : input.transaction;

  const message = readSolanaMessage(transaction);
  const decoded = message.instructions.map(decodeInstruction);
  const sources = decoded.flatMap((instruction) =>
    instruction.type === 'spl-transfer' && instruction.mint === null ? [instruction.fromAta] : [],
  );
  const calls: RpcCall[] = [
    { method: 'getFeeForMessage', params: [base64.encode(message.parsed.message), { commitment: 'confirmed' }] },
    { method: 'getBalance', params: [message.feePayer, { commitment: 'confirmed' }] },
    {
      method: 'simulateTransaction',
      params: [base64.encode(transaction), { encoding: 'base64', sigVerify: false, commitment: 'confirmed' }],
    },
    ...sources.map((source) => ({ method: 'getAccountInfo', params: [source, { encoding: 'base64' }] })),
  ];
  const [answers, wireScan, solPrice] = await Promise.all([
    rpcBatch(url, calls, signal),
    scanTransaction(
      core,
      `solana:${cluster.name ?? 'mainnet-beta'}`,
      { method: 'signAndSendTransaction', params: [base64.encode(transaction)] },
      signal,
    ),
    tokenUsdPrice(core, SOLANA_PRICE_CHAIN, 'SOL', signal),
  ]);
  const [feeAnswer, balanceAnswer, simulationAnswer, ...accountAnswers] = answers;
  const feeValue = required<{ value: number | string | null }>(feeAnswer, 'fee').value;
  const fee = feeValue === null ? LAMPORTS_PER_SIGNATURE * BigInt(message.parsed.signatureCount) : BigInt(feeValue);
  const balance = BigInt(required<{ value: number | string }>(balanceAnswer, 'balance').value);
  const simulation = readSimulation(required<{ value: Simulation }>(simulationAnswer, 'simulation').value);

  // Each SPL transfer's mint (a plain Transfer names none: its source account says), then each mint's token.
  const sourceMints = new Map(
    sources.map((source, i) => [source, mintOf(accountAnswers[i]?.ok ? accountAnswers[i].result : null)]),
  );
  const mintOfInstruction = (instruction: DecodedInstruction) =>
    instruction.type === 'spl-transfer' ? (instruction.mint ?? sourceMints.get(instruction.fromAta) ?? null) : null;
  const mints = [...new Set(decoded.map(mintOfInstruction).filter((mint): mint is string => mint !== null))];
  const tokens = new Map(
    await Promise.all(mints.map(async (mint) => [mint, await tokenInfo(core, mint, cluster.name, signal)] as const)),
  );
  const symbols = [...new Set([...tokens.values()].flatMap((token) => (token.symbol ? [token.symbol] : [])))];
  const prices = new Map<string, number | null>([['SOL', solPrice]]);
  for (const [symbol, price] of await Promise.all(
    symbols.map(async (symbol) => [symbol, await tokenUsdPrice(core, SOLANA_PRICE_CHAIN, symbol, signal)] as const),
  )) {
    prices.set(symbol, price);
  }

  const amount = (asset: AssetInfo, value: bigint): AssetAmount => ({
    asset,
    value,
    usd: usdValue(value, asset.decimals, asset.symbol ? (prices.get(asset.symbol) ?? null) : null),
  });
  const instructions = decoded.map((instruction): SolanaSendInstruction => {
    switch (instruction.type) {
      case 'sol-transfer':
        return { type: 'sol-transfer', toAccount: instruction.toAccount, amount: amount(SOL, instruction.lamports) };
      case 'create-account':
        return { type: 'create-account', newAccount: instruction.newAccount, lamports: instruction.lamports };
      case 'spl-transfer': {
        const mint = mintOfInstruction(instruction);
        const token = mint ? tokens.get(mint) : undefined;
        const asset: AssetInfo = {
          kind: 'spl',
          address: mint,
          symbol: token?.symbol ?? null,
          decimals: instruction.decimals ?? token?.decimals ?? 0,
        };
        return {
          type: 'spl-transfer',
          fromAta: instruction.fromAta,
          toAta: instruction.toAta,
          amount: amount(asset, instruction.value),
        };
      }
      default:
        return instruction;
    }
  });
  const spent = decoded.reduce(
    (sum, instruction) =>
      (instruction.type === 'sol-transfer' || instruction.type === 'create-account') &&
      instruction.from === message.feePayer
        ? sum + instruction.lamports
        : sum,
    fee,
  );
  return {
    transaction,
    preview: {
      feePayer: message.feePayer,
      instructions,
      fee: amount(SOL, fee),
      balance,
      hasFunds: !simulation.insufficient && spent <= balance,
      scan: wireScan ? readScan(wireScan, prices) : null,
    },
  };
}

/** The provider's scanner on the (unsigned) transaction; null when scanning failed. */
export interface SubmitInput {
  wallet: EmbeddedSolanaWallet;
  transaction: Uint8Array;
  preview: SolanaSendPreview;
  cluster: SolanaSendCluster;
  /** Signs the message bytes through the wallet iframe (the policy has allowed it). */
  sign(message: Uint8Array): Promise<Uint8Array>;
  /** Called with the signature once the cluster has taken the transaction. */
  onSent(signature: string): void;
  /** A retry after a failure: a fresh recent blockhash (the first may have expired). */
  retry: boolean;
  signal: AbortSignal;
}

/** Why the cluster refused a signed transaction, as the spec's errors. */
function refused(error: ChainRpcError, address: string): FoyerError {
  const data = error.data as { err?: unknown; logs?: string[] } | null;
  try {
    readSimulation({ err: data?.err ?? null, logs: data?.logs ?? null });
  } catch (mapped) {
    return mapped as FoyerError;
  }
  if (/blockhash not found/i.test(error.message)) return simulationFailed(BLOCKHASH_NOT_FOUND, error);
  if (data?.err !== undefined && data.err !== null) return insufficient(address);
  return new FoyerError(ErrorCode.TRANSACTION_FAILURE, `The cluster refused the transaction: ${error.message}`, {
    cause: error,
    details: { reason: error.message },
  });
}

/** Signs, sends and waits for the confirmation: the receipt, or a `FoyerError`. */
export async function submitSolanaSend(input: SubmitInput): Promise<SolanaSendReceipt> {
  const { wallet, preview, signal } = input;
  const url = input.cluster.rpcUrl;
  if (!preview.hasFunds) throw insufficient(preview.feePayer);
  let transaction = input.transaction;
  if (input.retry && unsigned(transaction)) {
    const latest = await rpc<{ value: { blockhash: string } }>(
      url,
      { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
      signal,
    );
    transaction = withBlockhash(transaction, latest.value.blockhash);
  }
  const signed = await signTransactionBytes(transaction, base58.decode(wallet.address), input.sign);
  return sendSignedSolanaTransaction({
    url,
    signed,
    feePayer: preview.feePayer,
    fee: preview.fee.value,
    onSent: input.onSent,
    signal,
  });
}

export interface BroadcastInput {
  /** The cluster's JSON-RPC. */
  url: string;
  /** The signed wire transaction. */
  signed: Uint8Array;
  /** Who pays (named by the errors), and the fee expected (when the cluster does not say what it took). */
  feePayer: string;
  fee: bigint;
  /** Called with the signature once the cluster has taken the transaction. */
  onSent?(signature: string): void;
  signal: AbortSignal;
}

/** Sends a signed transaction to the cluster and waits for its confirmation: the receipt, or a `FoyerError`. */
export async function sendSignedSolanaTransaction(input: BroadcastInput): Promise<SolanaSendReceipt> {
  const { url, signal } = input;
  const signedTransaction = base64.encode(input.signed);
  let signature: string;
  try {
    signature = await rpc<string>(
      url,
      {
        method: 'sendTransaction',
        params: [signedTransaction, { encoding: 'base64', preflightCommitment: 'confirmed' }],
      },
      signal,
    );
  } catch (error) {
    if (!(error instanceof ChainRpcError)) throw error;
    throw refused(error, input.feePayer);
  }
  input.onSent?.(signature);
  const status = await waitForConfirmation(url, signature, signal);
  if (status.err !== null && status.err !== undefined) {
    throw new FoyerError(
      ErrorCode.TRANSACTION_FAILURE,
      `Transaction ${signature} failed: ${JSON.stringify(status.err)}`,
      {
        details: { hash: signature },
      },
    );
  }
  const confirmed = await rpc<{ slot: number | string; meta: { fee: number | string } | null } | null>(
    url,
    {
      method: 'getTransaction',
      params: [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
    },
    signal,
  );
  return {
    signature,
    signedTransaction,
    fees: BigInt(confirmed?.meta?.fee ?? input.fee),
    slot: BigInt(confirmed?.slot ?? status.slot),
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError('Waiting for the confirmation'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

interface SignatureStatus {
  slot: number | string;
  err: unknown;
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
}

/** Polls `getSignatureStatuses` until the cluster confirms; `client_request_timeout` (with the signature) after 120 s. */
async function waitForConfirmation(url: string, signature: string, signal: AbortSignal): Promise<SignatureStatus> {
  const deadline = Date.now() + CONFIRMATION_TIMEOUT_MS;
  for (let delay = POLL_FIRST_MS; ; delay = Math.min(delay * 2, POLL_MAX_MS)) {
    const { value } = await rpc<{ value: (SignatureStatus | null)[] }>(
      url,
      { method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] },
      signal,
    );
    const status = value[0];
    if (
      status &&
      (status.err || status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
    ) {
      return status;
    }
    if (Date.now() + delay > deadline) {
      throw new FoyerError(
        ErrorCode.CLIENT_REQUEST_TIMEOUT,
        `No confirmation of ${signature} within ${CONFIRMATION_TIMEOUT_MS} ms`,
        {
          details: { hash: signature },
        },
      );
    }
    await sleep(delay, signal);
  }
}
