import { ErrorCode, type FoyerErrorCode, type FundingTarget } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';
import { formatAmount, formatUsd } from '../../lib/formatAmount.ts';
import { amountText } from '../embeddedWallet/amountText.ts';

/** Spec §9: a balance shows 3 decimals. */
const BALANCE_DECIMALS = 3;

/** The currency a chain's fees are counted in (spec §9: ETH 18 decimals, SOL 9); a bridge's origin is an Ethereum chain. */
const chainCurrency = {
  ethereum: { kind: 'native', address: null, symbol: 'ETH', decimals: 18 },
  solana: { kind: 'native', address: null, symbol: 'SOL', decimals: 9 },
} as const;

/** The amount the user typed, in whole units, with the asset's symbol: '0.05 ETH'. */
export const typedAmountText = (m: Messages, target: FundingTarget): string =>
  format(m.sendTransaction.amountValue, { amount: target.amount, symbol: target.asset.symbol });

/** An amount of the funded asset in its smallest unit, as the send screens write it (up to 6 decimals when native). */
export const assetAmountText = (m: Messages, target: FundingTarget, value: bigint): string =>
  amountText(m.sendTransaction, { asset: target.asset, value, usd: null });

/** A fee, in the smallest unit of the funded chain's own currency. */
export function feeText(m: Messages, target: FundingTarget, fee: bigint): string {
  const asset = target.asset.kind === 'native' ? target.asset : chainCurrency[target.chainType];
  return amountText(m.sendTransaction, { asset, value: fee, usd: null });
}

/** What a bridge asks the wallet to send on the origin chain, in wei. */
export const bridgeCostText = (m: Messages, wei: bigint): string =>
  amountText(m.sendTransaction, { asset: chainCurrency.ethereum, value: wei, usd: null });

/** A balance, 3 decimals (spec §9): '0.123 ETH'. */
export const balanceText = (m: Messages, asset: { symbol: string; decimals: number }, balance: bigint): string =>
  format(m.sendTransaction.amountValue, {
    amount: formatAmount(balance, asset.decimals, BALANCE_DECIMALS),
    symbol: asset.symbol,
  });

/** The external wallet's balance on a bridge's origin chain (wei), 3 decimals. */
export const bridgeBalanceText = (m: Messages, wei: bigint): string => balanceText(m, chainCurrency.ethereum, wei);

/** Dollars, 2 decimals (spec §9), '<$0.01' under a cent. */
export function usdText(m: Messages, usd: number): string {
  const dollars = formatUsd(usd);
  return dollars === null ? m.funding.payment.tinyUsd : format(m.funding.payment.usd, { usd: dollars });
}

/** The chain an error names (`details.chainId`), if it names one. */
function chainIdOf(details: object | undefined): string | null {
  if (!details || !('chainId' in details)) return null;
  const { chainId } = details;
  return typeof chainId === 'string' || typeof chainId === 'number' ? String(chainId) : null;
}

/**
 * A funding failure as the Views take it: a `FoyerError`, whose `details` may name the chain
 * (`chainId`, for 'Funding chain <id> is not in PrivyProvider chains list').
 */
export interface FundingError {
  code: FoyerErrorCode;
  details?: object | undefined;
}

/**
 * A funding failure's text: the code's copy, with the chain's id in the two that name one ('Funding
 * chain 8453 is not in PrivyProvider chains list', 'Unsupported chainId 10 for Coinbase Onramp').
 */
export function fundingErrorText(error: FundingError, m: Messages): string {
  const chainId = chainIdOf(error.details);
  if (chainId !== null && error.code === ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED) {
    return format(m.funding.errors.chainNotConfigured, { chainId });
  }
  if (chainId !== null && error.code === ErrorCode.UNSUPPORTED_ONRAMP_CHAIN) {
    return format(m.funding.errors.unsupportedOnrampChain, { chainId });
  }
  return errorMessage(error, m);
}
