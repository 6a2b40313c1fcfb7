/**
 * The outside services funding talks to besides the provider (reference §5.12, spec §7): the card
 * provider's status API, the exchange's pay page and the bridge (Relay). Their wire shapes, and where
 * they are: the real hosts by default; an app tested against the emulator passes the emulator's
 * stand-ins (`emulatorFundingServices(url)` of `@foyer/emulator/chains`) as
 * `fundingMethodConfig.services`.
 */

import type { FundingServices } from '../../core/config/types.ts';

export const DEFAULT_FUNDING_SERVICES: Required<FundingServices> = {
  chainAliases: {},
  usdc: {},
  moonpayApiUrl: 'https://api.moonpay.com',
  coinbasePayUrl: 'https://pay.coinbase.com',
  relayApiUrl: 'https://api.relay.link',
  relayTestnetApiUrl: 'https://api.testnets.relay.link',
  relayExplorerUrl: 'https://relay.link/transaction',
  relayTestnetExplorerUrl: 'https://testnets.relay.link/transaction',
};

/** The card provider's publishable keys, by its sandbox setting (its status API takes one as `apiKey`). */
export const MOONPAY_API_KEYS = {
  live: 'pk_live_foyer',
  sandbox: 'pk_test_foyer',
} as const;

/**
 * Card provider statuses (spec §4 'Card provider 1 payment status'): `pending`/`initial` wait,
 * `waitingAuthorization` is 'Processing payment' (pending when paid by card), `completed` funded,
 * `failed`/`serviceFailure` back to the chooser with the error; any other is 'In Progress'.
 */
export type MoonpayTransactionStatus =
  | 'initial'
  | 'pending'
  | 'waitingPayment'
  | 'waitingAuthorization'
  | 'awaitingAuthorization'
  | 'completed'
  | 'failed'
  | 'serviceFailure';

/** One payment, as `GET {moonpayApiUrl}/v1/transactions/ext/{externalTransactionId}?apiKey=` lists it (an array). */
export interface WireMoonpayTransaction {
  id: string;
  externalTransactionId: string;
  status: MoonpayTransactionStatus;
  paymentMethod: string;
  cardPaymentType: string | null;
  currency: { code: string };
  baseCurrencyAmount: number;
  quoteCurrencyAmount: number | null;
  feeAmount: number | null;
  extraFeeAmount: number | null;
  networkFeeAmount: number | null;
  walletAddress: string;
  /** The on-chain transaction that delivered the funds, once completed. */
  cryptoTransactionId: string | null;
}

/** The query of the exchange's pay page (`{coinbasePayUrl}/buy/select-asset?…`). */
export interface CoinbasePayQuery {
  sessionToken: string;
  partnerUserId: string;
  /** `ETH`, `USDC`, `SOL`. */
  defaultAsset: string;
  /** Coinbase's network name (`ethereum`, `base`, `solana`, …). */
  defaultNetwork: string;
  /** Whole units, as a decimal string. */
  presetCryptoAmount?: string;
  defaultExperience?: 'buy' | 'send';
}

/** Relay's chain id for Solana (its origin and destination ids are numbers). */
export const RELAY_SOLANA_CHAIN_ID = 792703809;
/** The native currency on Relay: the zero address on EVM chains, the system program on Solana. */
export const RELAY_NATIVE_CURRENCY = {
  evm: '0x0000000000000000000000000000000000000000',
  solana: '11111111111111111111111111111111',
} as const;

/** `POST {relayApiUrl}/quote` (spec §7 'Bridge quote'). */
export interface WireRelayQuoteRequest {
  user: string;
  recipient: string;
  originChainId: number;
  destinationChainId: number;
  originCurrency: string;
  destinationCurrency: string;
  /** What the recipient gets, in the destination currency's smallest unit (tradeType EXPECTED_OUTPUT). */
  amount: string;
  tradeType: 'EXPECTED_OUTPUT';
}

/** The transaction the user sends on the origin chain to start the bridge. */
export interface WireRelayTransactionData {
  from: string;
  to: string;
  /** Wei, decimal string. */
  value: string;
  chainId: number;
  data: string;
}

/** The quote: what to send (steps[0].items[0].data) and what it costs; a non-OK answer has `message`. */
export interface WireRelayQuote {
  steps: {
    id: string;
    kind: 'transaction';
    items: { status: 'incomplete' | 'complete'; data: WireRelayTransactionData }[];
  }[];
  fees: { gas: { amount: string }; relayer: { amount: string } };
  details: {
    currencyIn: { amount: string; currency: { chainId: number; address: string; symbol: string; decimals: number } };
    currencyOut: { amount: string; currency: { chainId: number; address: string; symbol: string; decimals: number } };
    timeEstimate: number;
  };
}

/** Bridge statuses (spec §4): `delayed`, `waiting`, `pending` (polled every 1 s), then `success`, `refund` or `failure`. */
export type RelayStatus = 'delayed' | 'waiting' | 'pending' | 'success' | 'refund' | 'failure';

/** `GET {relayApiUrl}/requests/v2?hash={originTransactionHash}`; an unknown hash lists no request (pending). */
export interface WireRelayRequests {
  requests: {
    id: string;
    status: RelayStatus;
    data: {
      inTxs: { hash: string; chainId: number }[];
      outTxs: { hash: string; chainId: number }[];
    };
  }[];
}
