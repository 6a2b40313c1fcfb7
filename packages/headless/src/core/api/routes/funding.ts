import { defineRoute, type NoBody } from '../route.ts';

/**
 * Reference §5.12: the provider's side of the on-ramps. The card provider's page (Moonpay) needs a
 * URL the provider signs with the app's secret; the exchange on-ramp (Coinbase) needs a session the
 * provider opens for the user's addresses. Against the emulator both answer with its own stand-ins
 * (pages on its origin that approve, decline or leave a payment pending, and funds minted on its
 * local chains); against the hosted provider, the real services.
 */

/** The card provider's widget config (reference §5.12), as the SDK sends it. */
export interface WireMoonpayConfig {
  /** The amount of crypto to buy, in whole units (`'0.1'` ETH). */
  quoteCurrencyAmount?: number;
  email?: string;
  paymentMethod?: 'credit_debit_card' | 'apple_pay' | 'google_pay' | 'sepa_bank_transfer' | 'gbp_bank_transfer';
  uiConfig?: { accentColor?: string; theme?: 'light' | 'dark' };
  /** The card provider's currency code: `eth`, `usdc`, `sol`, `usdc_sol`, … (lower case). */
  currencyCode?: string;
}

/** A signed URL of the card provider's page, and the id its status API knows the payment by. */
export const moonpaySign = /* @__PURE__ */ defineRoute<
  { address: string; config: WireMoonpayConfig; useSandbox?: boolean },
  { signedUrl: string; externalTransactionId: string }
>()('POST', '/api/v1/plugins/moonpay_on_ramp/sign', { retry: false });

/** Coinbase's network names (reference §5.12 'Coinbase blockchains'). */
export type CoinbaseBlockchain =
  | 'ethereum'
  | 'bitcoin'
  | 'base'
  | 'avacchain'
  | 'optimism'
  | 'solana'
  | 'polygon'
  | 'arbitrum'
  | 'stellar';

/** An exchange on-ramp session for the addresses: its token opens the exchange's page. */
export const coinbaseInit = /* @__PURE__ */ defineRoute<
  { addresses: { address: string; blockchains: CoinbaseBlockchain[] }[]; assets?: string[] },
  { app_id: string; session_token: string; channel_id: string; partner_user_id: string }
>()('POST', '/api/v1/funding/coinbase_on_ramp/init', { retry: false });

/** The session's outcome, by the query `partnerUserId` (polled every 1.5 s, spec §9). */
export const coinbaseStatus = /* @__PURE__ */ defineRoute<NoBody, { status: 'pending' | 'success' | 'failure' }>()(
  'GET',
  '/api/v1/funding/coinbase_on_ramp/status',
);
