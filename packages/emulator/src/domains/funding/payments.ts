import * as v from 'valibot';
import { ChainUnavailableError, type DomainChains, NO_CHAINS_MESSAGE } from '../../kernel/chains.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import { currencyOn, smallestUnits } from './currencies.ts';
import {
  fundingSlice,
  type OnRampNextInput,
  type OnRampProvider,
  onRampNextSchema,
  type onRampOutcomes,
  type Payment,
  type PaymentOrder,
  type settlements,
} from './slice.ts';

export type OnRampOutcome = (typeof onRampOutcomes)[number];
export type Settlement = (typeof settlements)[number];

/** One payment of an on-ramp, as `funding.payments()` lists it. */
export interface FundingPayment {
  provider: OnRampProvider;
  /** Moonpay's `externalTransactionId`, or Coinbase's `partner_user_id`. */
  id: string;
  app_id: string;
  /** `created` until its page is submitted; `pending` until settled; then `completed` or `failed`. */
  status: Payment['status'];
  /** Where the funds go; null for an exchange session whose page has not chosen yet. */
  address: string | null;
  currency: string | null;
  /** Whole units. */
  amount: string | null;
  /** The payout's transaction (hash, or signature on Solana), once completed. */
  transaction: string | null;
}

/** `funding.next()`: the decision checked as its endpoint checks it (400 `invalid_data`), then queued. */
export function scriptNextOnRamp(core: EmulatorCore, decision: OnRampNextInput, appId?: string): void {
  const parsed = v.safeParse(onRampNextSchema, decision);
  if (!parsed.success) throw invalidData(parsed.issues[0].message);
  core.slice(fundingSlice).next.push(appId === undefined ? parsed.output : { ...parsed.output, app_id: appId });
}

/** The scripted outcome for this payment's page, if one is queued, taken off the queue. */
export function takeNextOutcome(core: EmulatorCore, payment: Payment): OnRampOutcome | undefined {
  const queue = core.slice(fundingSlice).next;
  const index = queue.findIndex(
    (decision) =>
      decision.provider === payment.provider && (decision.app_id === undefined || decision.app_id === payment.app_id),
  );
  return index === -1 ? undefined : queue.splice(index, 1)[0]?.outcome;
}

/** Sends the order's funds from the funding account: a real transfer on its chain; the transaction. */
function payOut(chains: DomainChains, order: PaymentOrder): Promise<string> {
  const chain = chains.chain(order.chain);
  if (!chain) throw new ChainUnavailableError(NO_CHAINS_MESSAGE);
  return chain.pay(order.address, order.asset, smallestUnits(order.amount, currencyOn(order.chain, order.asset)));
}

/**
 * The end of a payment's page (or a settlement): `approve` pays the order at once and completes it,
 * `decline` fails it, `pending` leaves it pending. `prepare` makes the page's own changes first
 * (the exchange's order, its used session). A payout that fails leaves the payment as it was, and throws.
 */
export async function applyOutcome(
  chains: DomainChains,
  payment: Payment,
  outcome: OnRampOutcome,
  prepare: () => void = () => undefined,
): Promise<void> {
  const before = structuredClone(payment);
  prepare();
  // Settled at once, before the payout's await: a second submission sees it taken.
  payment.status = outcome === 'decline' ? 'failed' : 'pending';
  if (outcome !== 'approve') return;
  try {
    if (!payment.order) throw new TypeError('The exchange’s page has not chosen what to buy yet');
    payment.transaction = await payOut(chains, payment.order);
    payment.status = 'completed';
    if (payment.provider === 'moonpay') payment.authorization_shown = false;
  } catch (error) {
    Object.assign(payment, before);
    throw error;
  }
}

/**
 * `funding.settle(id, status)`: a payment not yet final (of app `appId`, when given) completes
 * (paid at once) or fails. 400 `invalid_data` for an unknown or final one.
 */
export async function settlePayment(
  core: EmulatorCore,
  chains: DomainChains,
  id: string,
  status: Settlement,
  appId?: string,
): Promise<void> {
  const payment = core.slice(fundingSlice).payments.get(id);
  if (!payment || (appId !== undefined && payment.app_id !== appId)) {
    throw invalidData(`No on-ramp payment ${JSON.stringify(id)}`);
  }
  if (payment.status === 'completed' || payment.status === 'failed') {
    throw invalidData(`Payment ${JSON.stringify(id)} is ${payment.status} already`);
  }
  await applyOutcome(chains, payment, status === 'completed' ? 'approve' : 'decline');
}

/** The payments of every app, or of app `appId`, oldest first. */
export function fundingPayments(core: EmulatorCore, appId?: string): FundingPayment[] {
  return [...core.slice(fundingSlice).payments.values()]
    .filter((payment) => appId === undefined || payment.app_id === appId)
    .map((payment) => ({
      provider: payment.provider,
      id: payment.id,
      app_id: payment.app_id,
      status: payment.status,
      address: payment.order?.address ?? null,
      currency: payment.order?.currency ?? null,
      amount: payment.order?.amount ?? null,
      transaction: payment.transaction,
    }));
}
