/**
 * The public shapes of funding a wallet (spec wallets §2 'Funding', §3 'Funding config', §4, §8, §9;
 * reference §3.7): what `useFundWallet` takes, the state it shows, and what it resolves with. Shared by
 * headless (which runs the on-ramps, transfers and bridges) and `@foyer/ui` (which shows them).
 * Amounts are decimal strings in whole units (`'0.05'` ETH) where the user types them, integers in
 * the asset's smallest unit (`bigint`) where a chain reports them.
 */
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import type { Address, Hex } from '../types.ts';
import type { RelayStatus } from './services.ts';

/** How the user adds funds (spec §3 `defaultFundingMethod`): a card, an exchange, another wallet, or by hand. */
export type FundingMethod = 'card' | 'exchange' | 'wallet' | 'manual';
/** The card providers (spec §3 `preferredCardProvider`): Moonpay, or Coinbase's on-ramp. */
export type CardProvider = 'moonpay' | 'coinbase';

/** What to fund with (reference §3.7 `asset`): the chain's currency (default), USDC, or an ERC-20. */
export type FundingAsset = 'native-currency' | 'USDC' | { erc20: Address };

/** `fundWallet(address, config)` (reference §3.7 native form); every field optional. */
export interface FundWalletConfig {
  /** Ethereum: the chain to fund on (one of the app's `supportedChains`; default the app's default chain). */
  chain?: { id: number };
  /** Solana: the cluster to fund on (default the app's first `solanaClusters` entry). */
  cluster?: { name: string; rpcUrl?: string };
  /** Whole units (default the app's `default_recommended_amount`, else the spec's). */
  amount?: string;
  asset?: FundingAsset;
  /** Start this method at once instead of showing the chooser (spec §4 'Funding default method'). */
  defaultFundingMethod?: FundingMethod;
  card?: { preferredProvider?: CardProvider };
  uiConfig?: { receiveFundsTitle?: string; receiveFundsSubtitle?: string };
}

/** What is funded, resolved from the call, the app's config and the chain (spec §3 'Funding config'). */
export interface FundingTarget {
  chainType: 'ethereum' | 'solana';
  address: string;
  /** CAIP-2: `eip155:31337`, or `solana:<cluster name>`. */
  chainId: string;
  /** The chain's or cluster's name, as the screens show it ('Make sure to send funds on <network>.'). */
  networkName: string;
  asset: {
    kind: 'native' | 'erc20' | 'spl';
    /** The token's contract or mint; null for the native currency. */
    address: string | null;
    symbol: string;
    decimals: number;
    isUSDC: boolean;
  };
  /** Whole units, digits and at most one dot (spec §5 'Funding amount'). */
  amount: string;
  uiConfig: { receiveFundsTitle: string | null; receiveFundsSubtitle: string | null };
}

/** The methods the chooser offers (spec §2 'Funding method chooser', §5 'Funding enablement'). */
export interface FundingOptions {
  /** Card providers in order (the preferred first); the second is the alternate-provider link. */
  card: CardProvider[];
  /** 'Pay with card' shows the Apple Pay or Google Pay badge (the browser supports it). */
  cardBadge: 'apple-pay' | 'google-pay' | null;
  exchange: boolean;
  wallet: boolean;
  /** 'Receive funds' is always offered. */
  manual: true;
  /** 'Having trouble or facing location restrictions? Try a different provider.' */
  showAlternateProvider: boolean;
  /**
   * A wallet transfer without funds on the target chain may bridge from another network (the app's
   * `cross_chain_bridging_enabled`, default off; spec §3 `crossChainBridgingEnabled`).
   */
  bridging: boolean;
}

/** A card payment's summary from the provider's status API (spec §3 'Card provider 1 transaction'). */
export interface CardPaymentSummary {
  paymentMethod: string;
  currencyCode: string;
  baseCurrencyAmount: number;
  quoteCurrencyAmount: number | null;
  fees: number;
}

/** One network the user can bridge from (spec §2 'Transfer from another network'). */
export interface BridgeSource {
  /** CAIP-2 of the origin chain. */
  chainId: string;
  networkName: string;
  /** The external wallet's balance there, in wei. */
  balance: bigint;
  /** What the bridge asks the wallet to send there (amount + fees), in wei; null before a quote. */
  cost: bigint | null;
}

/**
 * The funding flow's state. `status` is the screen: the chooser, each method's steps, success, error.
 * Every status but `idle` carries the `target`.
 */
export type FundWalletState =
  | { status: 'idle' }
  | {
      status: 'choosing-method';
      target: FundingTarget;
      options: FundingOptions;
      /** The last method's failure, as the chooser's banner (spec §2 'An error banner shows when an error is set'). */
      error: FoyerError | null;
    }
  /** Confirm or edit the amount before a card, an exchange or a wallet transfer. `amountValid`: > 0 (spec §5). */
  | { status: 'editing-amount'; target: FundingTarget; method: Exclude<FundingMethod, 'manual'>; amountValid: boolean }
  /** The card provider's popup is open; `payment` follows its status API (spec §4 'Card provider 1 payment status'). */
  | {
      status: 'card-payment';
      target: FundingTarget;
      provider: 'moonpay';
      payment: 'opening' | 'pending' | 'processing' | 'completed' | 'in-progress';
      summary: CardPaymentSummary | null;
    }
  /** The exchange (or Coinbase card) popup; spec §4 'Other card provider (Coinbase onramp)'. */
  | {
      status: 'exchange-payment';
      target: FundingTarget;
      provider: 'coinbase';
      payment: 'pending-in-flow' | 'pending-after-flow' | 'success';
    }
  /** The connected external wallets to transfer from (spec §2 'Transfer from wallet'). */
  | { status: 'choosing-wallet'; target: FundingTarget; wallets: ConnectedExternalWallet[] }
  /** Spec §2 'Confirming screen': Total, To, Network, Estimated fee; `submitting` while the wallet signs and the chain confirms. */
  | {
      status: 'confirming-transfer';
      target: FundingTarget;
      from: ConnectedExternalWallet;
      /** Amount + fee, in the asset's smallest unit (native transfers), else the amount. */
      total: bigint;
      fee: bigint;
      submitting: boolean;
    }
  /** Spec §2 'Transfer from another network': the wallet lacks funds on the target chain; bridge from another. */
  | {
      status: 'choosing-bridge';
      target: FundingTarget;
      from: ConnectedExternalWallet;
      sources: BridgeSource[];
      /** The chosen source's chain id (default the first that covers the amount). */
      selected: string | null;
      quoting: boolean;
      submitting: boolean;
    }
  /** The bridge moves the funds; polled every 1 s (spec §9). */
  | { status: 'bridging'; target: FundingTarget; bridgeStatus: RelayStatus; originTransaction: Hex | string }
  /** 'We were unable to complete the bridging transaction. Funds will be refunded on your wallet.' */
  | { status: 'bridge-failed'; target: FundingTarget; refundStatusUrl: string | null; refunded: boolean }
  /**
   * Spec §2 'Receive funds': `qrValue` is the chain-typed URI of the address; `balance` polled every 2 s;
   * `canContinue` once a balance above the first observed one is seen; `funded` at ≥ the amount.
   */
  | {
      status: 'receiving';
      target: FundingTarget;
      qrValue: string;
      balance: bigint | null;
      canContinue: boolean;
      funded: boolean;
    }
  /** 'Success!' (the UI closes it after 4 s). */
  | { status: 'done'; target: FundingTarget; result: FundWalletResult }
  /** A failure that ends the flow (invalid config, funding not enabled); method failures return to the chooser. */
  | { status: 'error'; target: FundingTarget | null; error: FoyerError };

export type FundWalletStatus = FundWalletState['status'];

/** Spec §3 'Funding-completed event payload'. */
export interface FundWalletResult {
  method: FundingMethod;
  provider: CardProvider | 'wallet' | 'bridge' | null;
  status: 'completed' | 'submitted';
  address: string;
  chainId: string;
  /** Whole units. */
  value: string;
  token: string;
  /** The transaction that delivered the funds, when known. */
  transactionHash: string | null;
}

/** `onUserExited` (reference §3.7): the user closed funding before it completed. */
export interface FundWalletExit {
  address: string;
  chainId: string;
  fundingMethod: FundingMethod | null;
  /** The wallet's balance in the asset's smallest unit when the user left (null when unknown). */
  balance: bigint | null;
}
