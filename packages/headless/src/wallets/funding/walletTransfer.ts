/**
 * Spec wallets §2 'Transfer from wallet', §4 'Funding (Ethereum)': the transfer of the funding
 * amount from a connected external Ethereum wallet to the funded address, on the funded chain. The
 * native currency is a plain value transfer, an ERC-20 (USDC) its `transfer(to, amount)`.
 */
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { revertReason } from '../ethereum/prepareSend.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import { ChainRpcError, chainRpc } from '../jsonRpc.ts';
import type { EthereumSendReceipt } from '../sendTypes.ts';
import type { Address, Hex } from '../types.ts';
import { toSmallestUnit } from './amount.ts';
import { evmChainOf } from './appChains.ts';
import { type BalanceQuery, readBalance } from './balances.ts';
import { type EthereumFundingWallet, sendWithWallet, type WalletTransactionRequest } from './ethereumWallet.ts';
import type { FundingTarget } from './types.ts';

/** The transfer as the confirming screen shows it (spec §2 'Confirming screen': Total, Estimated fee). */
export interface PreparedWalletTransfer {
  request: WalletTransactionRequest;
  /** Wei: the gas estimate × the fee per gas the chain asks now (base fee doubled + tip). */
  fee: bigint;
  /** Amount + fee for the native currency (wei), else the amount (token units). */
  total: bigint;
  /** The wallet holds the amount and the fee on the target chain; false: bridge from another (spec §4). */
  hasFunds: boolean;
}

const TRANSFER = '0xa9059cbb';
/** The gas assumed when the chain cannot estimate because the wallet lacks the funds: a value transfer, an ERC-20 transfer. */
const FALLBACK_GAS = { native: 21_000n, erc20: 65_000n } as const;
/** The tip when the node does not say (1 gwei). */
const DEFAULT_TIP = '0x3b9aca00';

const word = (value: string) => value.padStart(64, '0');

/** `transfer(to, amount)` of an ERC-20. */
const erc20TransferData = (to: string, amount: bigint): Hex =>
  `${TRANSFER}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;

/**
 * What sending the target's amount from `from` costs on the target chain, and whether `from` can pay
 * it (its balances there). The estimate simulates the transfer: a transfer the wallet could pay for
 * that would still fail gives `simulation_failed` (the reason in `details`). An asset that is not
 * the chain's currency or an ERC-20 gives `invalid_funding_data`; a chain the app lacks
 * `funding_chain_not_configured`.
 */
export async function prepareWalletTransfer(
  core: Pick<FoyerCore, 'store'>,
  { from, target }: { from: Pick<ConnectedExternalWallet, 'address'>; target: FundingTarget },
  { signal }: { signal: AbortSignal },
): Promise<PreparedWalletTransfer> {
  const { asset } = target;
  const erc20 = asset.kind === 'erc20' && asset.address !== null;
  if (target.chainType !== 'ethereum' || (asset.kind !== 'native' && !erc20)) {
    throw new FoyerError(
      ErrorCode.INVALID_FUNDING_DATA,
      `An Ethereum wallet cannot send ${asset.kind} on ${target.chainId}`,
    );
  }
  if (!/^0x[0-9a-f]{40}$/i.test(target.address)) {
    throw new FoyerError(ErrorCode.INVALID_FUNDING_DATA, `${target.address} is not an Ethereum address`);
  }
  const chain = evmChainOf(core, target.chainId);
  const rpc = chainRpc(chain.rpcUrl, signal);
  const amount = toSmallestUnit(target.amount, asset.decimals);
  const sender = from.address as Address;
  const request: WalletTransactionRequest = erc20
    ? {
        from: sender,
        to: asset.address as Address,
        value: 0n,
        data: erc20TransferData(target.address, amount),
        chainId: chain.id,
      }
    : { from: sender, to: target.address as Address, value: amount, data: null, chainId: chain.id };

  const balance = (asset: BalanceQuery['asset']) =>
    readBalance(core, { ...target, address: sender, asset }, { signal });
  const [native, tokenBalance, block, tip] = await Promise.all([
    balance({ kind: 'native', address: null }),
    erc20 ? balance(asset) : 0n,
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Hex } | null>,
    rpc('eth_maxPriorityFeePerGas').catch(() => DEFAULT_TIP),
  ]);
  const feePerGas = BigInt(block?.baseFeePerGas ?? '0x0') * 2n + BigInt(tip as Hex);
  const covered = erc20 ? tokenBalance >= amount : native >= amount;

  let gas: bigint;
  try {
    const call = {
      from: sender,
      to: request.to,
      value: `0x${request.value.toString(16)}`,
      ...(request.data ? { data: request.data } : {}),
    };
    gas = BigInt((await rpc('eth_estimateGas', [call])) as Hex);
  } catch (error) {
    if (!(error instanceof ChainRpcError)) throw error;
    if (covered && native > 0n) {
      const reason = revertReason(error);
      throw new FoyerError(ErrorCode.SIMULATION_FAILED, `The transfer would fail: ${reason}`, {
        cause: error,
        details: { reason },
      });
    }
    gas = erc20 ? FALLBACK_GAS.erc20 : FALLBACK_GAS.native;
  }
  const fee = gas * feePerGas;
  return {
    request,
    fee,
    total: erc20 ? amount : amount + fee,
    hasFunds: erc20 ? covered && native >= fee : native >= amount + fee,
  };
}

/**
 * Has `from` send the prepared transfer (switching it to the chain first, adding the chain when it
 * does not know it) and waits for the receipt on the app's node. Errors: `insufficient_balance`
 * when it cannot pay (nothing is asked), then those of `sendWithWallet` (`user_rejected_request`,
 * `transaction_failure` for a reverted receipt, the timeouts).
 */
export async function submitWalletTransfer(
  core: Pick<FoyerCore, 'store'>,
  from: EthereumFundingWallet,
  prepared: PreparedWalletTransfer,
  { signal }: { signal: AbortSignal },
): Promise<EthereumSendReceipt> {
  if (!prepared.hasFunds) {
    throw new FoyerError(ErrorCode.INSUFFICIENT_BALANCE, `Wallet ${from.address} does not have enough funds.`, {
      details: { address: from.address },
    });
  }
  return sendWithWallet(core, from, prepared.request, signal);
}
