/**
 * Spec wallets §4 'Funding (Solana)': the transfer of the funding amount (SOL, or an SPL token such
 * as USDC) from a connected external Solana wallet to the funded address. Built here, prepared as any
 * Solana send is (the blockhash, the fee, the balance, a simulation), signed by the wallet (Wallet
 * Standard `solana:signTransaction`) and sent through the app's cluster, which confirms it.
 */
import { base58 } from '@scure/base';
import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import type { StandardConnectFeature } from '@wallet-standard/features';
import type { SolanaCluster } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { toSolanaWalletError } from '../../solana/externalWallets.ts';
import {
  insufficient,
  LAMPORTS_PER_SIGNATURE,
  prepareSolanaSend,
  sendSignedSolanaTransaction,
} from '../embedded/solanaSend/effects.ts';
import { TOKEN_PROGRAMS } from '../embedded/solanaSend/instructions.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import { rpc } from '../jsonRpc.ts';
import type { SolanaSendReceipt } from '../sendTypes.ts';
import { toSmallestUnit } from './amount.ts';
import { solanaClusterOf } from './appChains.ts';
import { readBalance } from './balances.ts';
import { solTransferTransaction, splTransferTransaction } from './solanaTransaction.ts';
import type { FundingTarget } from './types.ts';
import { walletAnswer } from './walletPrompt.ts';

/**
 * A connected external Solana wallet funds come from: its entry (`useSolanaWallets()`), and its
 * Wallet Standard wallet (`discoverSolanaWallets().getWallet(wallet.meta.id)` of `/solana`).
 */
export type SolanaFundingWallet = ConnectedExternalWallet<'solana'> & { standard: Wallet };

/** The transfer as the confirming screen shows it (lamports and token units). */
export interface PreparedSolanaTransfer {
  /** Unsigned, its recent blockhash filled in. */
  transaction: Uint8Array;
  cluster: SolanaCluster;
  /** Lamports: the cluster's fee for the message. */
  fee: bigint;
  /** Amount + fee for SOL (lamports), else the amount (token units). */
  total: bigint;
  /** The wallet holds the amount and the fee (the simulation agrees); false: it cannot pay. */
  hasFunds: boolean;
}

const isSolanaAddress = (address: string) => {
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
};

/** The Wallet Standard chain of a cluster: `solana:mainnet` for `mainnet-beta`, else `solana:<name>`. */
const standardChain = (cluster: SolanaCluster) =>
  `solana:${cluster.name === 'mainnet-beta' ? 'mainnet' : cluster.name}` as const;

/** The program that owns `mint` (SPL Token or Token-2022); `token_details_unavailable` for anything else. */
async function tokenProgramOf(url: string, mint: string, signal: AbortSignal): Promise<string> {
  const { value } = await rpc<{ value: { owner: string } | null }>(
    url,
    { method: 'getAccountInfo', params: [mint, { encoding: 'base64', commitment: 'confirmed' }] },
    signal,
  );
  if (!value || !TOKEN_PROGRAMS.has(value.owner)) {
    throw new FoyerError(ErrorCode.TOKEN_DETAILS_UNAVAILABLE, `${mint} is not a token mint on this cluster`);
  }
  return value.owner;
}

/**
 * Builds and prepares the transfer of the target's amount from `from` to the target (SOL, or the
 * target's SPL mint into its associated token account). Errors: `invalid_funding_data` for another
 * asset or a bad amount, `funding_chain_not_configured` for a cluster the app lacks,
 * `token_details_unavailable` for a mint the cluster does not know, `simulation_failed` for a
 * transfer the wallet could pay that would still fail.
 */
export async function prepareSolanaWalletTransfer(
  core: FoyerCore,
  { from, target }: { from: Pick<ConnectedExternalWallet, 'address'>; target: FundingTarget },
  { signal }: { signal: AbortSignal },
): Promise<PreparedSolanaTransfer> {
  const { asset } = target;
  const spl = asset.kind === 'spl' && asset.address !== null;
  if (target.chainType !== 'solana' || (asset.kind !== 'native' && !spl)) {
    throw new FoyerError(
      ErrorCode.INVALID_FUNDING_DATA,
      `A Solana wallet cannot send ${asset.kind} on ${target.chainId}`,
    );
  }
  if (!isSolanaAddress(target.address)) {
    throw new FoyerError(ErrorCode.INVALID_FUNDING_DATA, `${target.address} is not a Solana address`);
  }
  const cluster = solanaClusterOf(core, target.chainId);
  const amount = toSmallestUnit(target.amount, asset.decimals);
  if (!spl) {
    const transaction = solTransferTransaction(from.address, target.address, amount);
    const prepared = await prepareSolanaSend({
      core,
      wallet: from,
      transaction,
      cluster,
      refreshBlockhash: true,
      signal,
    });
    const fee = prepared.preview.fee.value;
    return {
      transaction: prepared.transaction,
      cluster,
      fee,
      total: amount + fee,
      hasFunds: prepared.preview.hasFunds,
    };
  }
  const mint = asset.address as string;
  const [tokenProgram, balance] = await Promise.all([
    tokenProgramOf(cluster.rpcUrl, mint, signal),
    readBalance(core, { ...target, address: from.address }, { signal }),
  ]);
  const transaction = splTransferTransaction({
    from: from.address,
    to: target.address,
    mint,
    tokenProgram,
    amount,
    decimals: asset.decimals,
  });
  // Without the tokens the simulation can only fail: the fee of its one signature is what it would cost.
  if (balance < amount) return { transaction, cluster, fee: LAMPORTS_PER_SIGNATURE, total: amount, hasFunds: false };
  const prepared = await prepareSolanaSend({
    core,
    wallet: from,
    transaction,
    cluster,
    refreshBlockhash: true,
    signal,
  });
  return {
    transaction: prepared.transaction,
    cluster,
    fee: prepared.preview.fee.value,
    total: amount,
    hasFunds: prepared.preview.hasFunds,
  };
}

/** The wallet's account for `address`: among its accounts, else from a silent `standard:connect` (it is connected already). */
async function accountOf(from: SolanaFundingWallet, signal: AbortSignal) {
  const listed = from.standard.accounts.find((account) => account.address === from.address);
  if (listed) return listed;
  const connect = (from.standard.features as Partial<StandardConnectFeature>)['standard:connect'];
  const { accounts } = connect
    ? await walletAnswer(connect.connect({ silent: true }), signal, 'the wallet connection')
    : { accounts: [] };
  const account = accounts.find((candidate) => candidate.address === from.address);
  if (!account)
    throw new FoyerError(ErrorCode.WALLET_NOT_CONNECTED, `${from.meta.name} is not connected as ${from.address}`);
  return account;
}

/**
 * Has `from` sign the prepared transfer and sends it through the app's cluster, waiting for the
 * confirmation. Errors: `insufficient_balance` when it cannot pay (nothing is asked),
 * `not_supported` for a wallet that signs no transactions, `wallet_not_connected`,
 * `user_rejected_request` when the user refuses, `unable_to_sign` for another wallet failure,
 * `wallet_request_timeout` after 120 s, then the cluster's (`simulation_failed`,
 * `transaction_failure`, `client_request_timeout` with the signature).
 */
export async function submitSolanaWalletTransfer(
  from: SolanaFundingWallet,
  prepared: PreparedSolanaTransfer,
  { signal }: { signal: AbortSignal },
): Promise<SolanaSendReceipt> {
  if (!prepared.hasFunds) throw insufficient(from.address);
  const feature = (from.standard.features as Partial<SolanaSignTransactionFeature>)['solana:signTransaction'];
  if (!feature) throw new FoyerError(ErrorCode.NOT_SUPPORTED, `${from.meta.name} signs no transactions`);
  let signed: Uint8Array;
  try {
    const account = await accountOf(from, signal);
    const [output] = await walletAnswer(
      feature.signTransaction({ account, transaction: prepared.transaction, chain: standardChain(prepared.cluster) }),
      signal,
      'the transaction signature',
    );
    if (!output) throw new Error('The wallet returned no transaction');
    signed = output.signedTransaction;
  } catch (error) {
    throw toSolanaWalletError(error, ErrorCode.UNABLE_TO_SIGN);
  }
  return sendSignedSolanaTransaction({
    url: prepared.cluster.rpcUrl,
    signed,
    feePayer: from.address,
    fee: prepared.fee,
    signal,
  });
}
