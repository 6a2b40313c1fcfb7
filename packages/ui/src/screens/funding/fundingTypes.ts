/**
 * The funding state's shapes the Views show, the same as @foyer/headless's (`wallets/funding/types.ts`,
 * `services.ts`) until its public entry exports them; `fundingTypes.test-d.ts` fails when the two
 * drift apart.
 */
import type { FoyerErrorCode } from '@foyer/headless';

/** How the user adds funds: a card, an exchange, another wallet, or by hand. */
export type FundingMethod = 'card' | 'exchange' | 'wallet' | 'manual';
export type CardProvider = 'moonpay' | 'coinbase';

/** What is funded: the wallet, its chain, the asset and the amount (whole units, digits and at most one dot). */
export interface FundingTarget {
  chainType: 'ethereum' | 'solana';
  address: string;
  /** CAIP-2: `eip155:8453`, `solana:mainnet-beta`. */
  chainId: string;
  networkName: string;
  asset: {
    kind: 'native' | 'erc20' | 'spl';
    address: string | null;
    symbol: string;
    decimals: number;
    isUSDC: boolean;
  };
  amount: string;
  uiConfig: { receiveFundsTitle: string | null; receiveFundsSubtitle: string | null };
}

/** The methods the chooser offers. */
export interface FundingOptions {
  card: CardProvider[];
  cardBadge: 'apple-pay' | 'google-pay' | null;
  exchange: boolean;
  wallet: boolean;
  manual: true;
  showAlternateProvider: boolean;
}

/** A card payment's summary from the provider's status API. */
export interface CardPaymentSummary {
  paymentMethod: string;
  currencyCode: string;
  baseCurrencyAmount: number;
  quoteCurrencyAmount: number | null;
  fees: number;
}

/** One network the user can bridge from: the external wallet's balance there, and what the bridge asks for (wei). */
export interface BridgeSource {
  chainId: string;
  networkName: string;
  balance: bigint;
  cost: bigint | null;
}

/** The bridge's statuses. */
export type RelayStatus = 'delayed' | 'waiting' | 'pending' | 'success' | 'refund' | 'failure';

/** What funding resolves with. */
export interface FundWalletResult {
  method: FundingMethod;
  provider: CardProvider | 'wallet' | 'bridge' | null;
  status: 'completed' | 'submitted';
  address: string;
  chainId: string;
  /** Whole units. */
  value: string;
  token: string;
  transactionHash: string | null;
}

/**
 * A funding failure as the Views take it: a `FoyerError`, whose `details` may name the chain
 * (`chainId`, for 'Funding chain <id> is not in PrivyProvider chains list').
 */
export interface FundingError {
  code: FoyerErrorCode;
  details?: object | undefined;
}
