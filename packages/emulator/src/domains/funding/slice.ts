import * as v from 'valibot';
import { randomToken } from '../../kernel/random.ts';
import { defineSlice } from '../../kernel/slice.ts';

/** The on-ramps the emulator stands in for. */
export const onRampProviders = ['moonpay', 'coinbase'] as const;
export type OnRampProvider = (typeof onRampProviders)[number];

/** How a scripted (or clicked) on-ramp page ends: paid, declined or cancelled, or left pending. */
export const onRampOutcomes = ['approve', 'decline', 'pending'] as const;
/** How a payment left pending ends (`funding.settle`). */
export const settlements = ['completed', 'failed'] as const;
/** How the bridge ends a deposit (`funding.bridge.next`): filled, refunded on the origin chain, or kept. */
export const bridgeOutcomes = ['success', 'refund', 'failure'] as const;

const chain = v.union([v.number(), v.literal('solana')]);
const asset = v.picklist(['native', 'usdc']);

/** Where a payment's funds go: an address on a local chain, an asset and an amount in whole units. */
const orderSchema = v.object({
  address: v.string(),
  chain,
  asset,
  /** The on-ramp's name for it: Moonpay's currency code (`usdc_base`), or Coinbase's asset and network (`USDC on base`). */
  currency: v.string(),
  /** Whole units, a decimal string (`'0.05'`). */
  amount: v.string(),
});
export type PaymentOrder = v.InferOutput<typeof orderSchema>;

const common = {
  app_id: v.string(),
  user_id: v.string(),
  /** `created` until its page is submitted (Moonpay's status API answers 404 meanwhile). */
  status: v.picklist(['created', 'pending', 'completed', 'failed']),
  /** The payout's transaction, once completed. */
  transaction: v.nullable(v.string()),
  created_at: v.number(),
};

/** A card payment, by its `externalTransactionId`. */
const moonpayPaymentSchema = v.object({
  provider: v.literal('moonpay'),
  id: v.string(),
  ...common,
  order: orderSchema,
  /** Moonpay's own id of the transaction. */
  moonpay_id: v.string(),
  /** Signed for the sandbox: its status API answers the sandbox key only. */
  sandbox: v.boolean(),
  payment_method: v.string(),
  /** Once completed, the status API has answered `waitingAuthorization` once. */
  authorization_shown: v.boolean(),
});

/** An exchange session, by its `partner_user_id`; its page picks the order. */
const coinbasePaymentSchema = v.object({
  provider: v.literal('coinbase'),
  id: v.string(),
  ...common,
  order: v.nullable(orderSchema),
  /** Opens the exchange's page once: null once used. */
  session_token: v.nullable(v.string()),
  addresses: v.array(v.object({ address: v.string(), blockchains: v.array(v.string()) })),
});

export const paymentSchema = v.variant('provider', [moonpayPaymentSchema, coinbasePaymentSchema]);
export type Payment = v.InferOutput<typeof paymentSchema>;
export type MoonpayPayment = v.InferOutput<typeof moonpayPaymentSchema>;
export type CoinbasePayment = v.InferOutput<typeof coinbasePaymentSchema>;

/** A scripted outcome for the next on-ramp page of `provider` (with `app_id`, of that app's payments only). */
export const onRampNextSchema = v.object({
  provider: v.picklist(onRampProviders, '`provider` must be moonpay or coinbase'),
  outcome: v.picklist(onRampOutcomes, '`outcome` must be approve, decline or pending'),
});
const queuedOnRampSchema = v.object({ ...onRampNextSchema.entries, app_id: v.exactOptional(v.string()) });
export type OnRampNext = v.InferOutput<typeof queuedOnRampSchema>;
/** What `funding.next()` and `POST /__emulator/funding/next` take. */
export type OnRampNextInput = v.InferInput<typeof onRampNextSchema>;

export const bridgeNextSchema = v.object({
  outcome: v.picklist(bridgeOutcomes, '`outcome` must be success, refund or failure'),
});
/** What `funding.bridge.next()` and `POST /__emulator/funding/bridge/next` take. */
export type BridgeNextInput = v.InferInput<typeof bridgeNextSchema>;

/** A bridge quote: what the user deposits on the origin chain for what the recipient gets. */
const quoteSchema = v.object({
  /** The request id (`0x` + 64 hex digits): the deposit's `data`. */
  id: v.string(),
  user: v.string(),
  recipient: v.string(),
  origin_chain_id: v.number(),
  /** Relay's id of the destination (`RELAY_SOLANA_CHAIN_ID` for Solana). */
  destination_chain_id: v.number(),
  destination_asset: asset,
  /** What the recipient gets, smallest units of the destination currency (decimal). */
  amount: v.string(),
  /** What the deposit must carry, wei (decimal). */
  value: v.string(),
  created_at: v.number(),
  /** The deposit that used it. */
  deposit: v.nullable(v.string()),
});
export type BridgeQuote = v.InferOutput<typeof quoteSchema>;

const txRef = v.object({ hash: v.string(), chainId: v.number() });

/** A bridge request: a deposit the relayer saw, by the deposit's transaction hash. */
const bridgeRequestSchema = v.object({
  /** The quote's request id. */
  id: v.string(),
  deposit: v.string(),
  origin_chain_id: v.number(),
  destination_chain_id: v.number(),
  user: v.string(),
  recipient: v.string(),
  /** `pending` while the relayer acts, then how it ended. */
  status: v.picklist(['pending', ...bridgeOutcomes]),
  /** The fill on the destination chain, or the refund on the origin chain. */
  out_txs: v.array(txRef),
  /** The status route has answered `pending` once (it does before any final status). */
  pending_shown: v.boolean(),
  created_at: v.number(),
});
export type BridgeRequest = v.InferOutput<typeof bridgeRequestSchema>;

export interface FundingState {
  /** By id: `externalTransactionId` (Moonpay) or `partner_user_id` (Coinbase). */
  payments: Map<string, Payment>;
  next: OnRampNext[];
  /** The key the card page's URLs are signed with (HMAC-SHA256). */
  moonpay_secret: string;
  quotes: Map<string, BridgeQuote>;
  /** By deposit hash. */
  requests: Map<string, BridgeRequest>;
  bridge_next: (typeof bridgeOutcomes)[number][];
}

export const fundingSlice = defineSlice(
  'funding',
  (): FundingState => ({
    payments: new Map(),
    next: [],
    moonpay_secret: randomToken(32),
    quotes: new Map(),
    requests: new Map(),
    bridge_next: [],
  }),
);

export const fundingStateSchema = v.object({
  payments: v.array(paymentSchema),
  next: v.array(queuedOnRampSchema),
  moonpay_secret: v.string(),
  quotes: v.array(quoteSchema),
  requests: v.array(bridgeRequestSchema),
  bridge_next: v.array(v.picklist(bridgeOutcomes)),
});
