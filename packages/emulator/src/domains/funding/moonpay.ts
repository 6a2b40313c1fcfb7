import {
  MOONPAY_API_KEYS,
  type MoonpayTransactionStatus,
  type WireMoonpayConfig,
  type WireMoonpayTransaction,
} from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import * as v from 'valibot';
import { FUNDING_SERVICE_PATHS, TOKEN_PRICES_USD } from '../../chains/public.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import { randomId } from '../../kernel/random.ts';
import { currencyOn, isAddressOn, MOONPAY_CURRENCIES, wholeAmount } from './currencies.ts';
import { fundingSlice, type MoonpayPayment } from './slice.ts';

/** The card page (`GET` shows it, `POST` submits it); its URL is signed. */
export const MOONPAY_PAGE_PATH = `${FUNDING_SERVICE_PATHS.moonpayApi}/buy`;
/** The card provider's status API. */
export const MOONPAY_STATUS_PATH = `${FUNDING_SERVICE_PATHS.moonpayApi}/v1/transactions/ext/:externalTransactionId`;

const paymentMethods = [
  'credit_debit_card',
  'apple_pay',
  'google_pay',
  'sepa_bank_transfer',
  'gbp_bank_transfer',
] as const satisfies readonly NonNullable<WireMoonpayConfig['paymentMethod']>[];

/** `POST /api/v1/plugins/moonpay_on_ramp/sign`. */
export const moonpaySignBody = v.object({
  address: v.pipe(v.string('`address` is required'), v.minLength(1, '`address` is required')),
  config: v.object({
    quoteCurrencyAmount: v.exactOptional(v.number('`config.quoteCurrencyAmount` must be a number')),
    email: v.exactOptional(v.string()),
    paymentMethod: v.exactOptional(v.picklist(paymentMethods)),
    uiConfig: v.exactOptional(
      v.object({ accentColor: v.exactOptional(v.string()), theme: v.exactOptional(v.picklist(['light', 'dark'])) }),
    ),
    currencyCode: v.exactOptional(v.string()),
  }),
  useSandbox: v.exactOptional(v.boolean()),
});

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/** Moonpay's URL signature: base64 of HMAC-SHA256 of the query (from its `?`) with the secret. */
async function signQuery(secret: string, search: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), new TextEncoder().encode(search));
  return base64.encode(new Uint8Array(mac));
}

/**
 * The sign route: the order checked (a currency code the stand-in sells, an address of its chain, an
 * amount above 0), a payment created, and the card page's URL signed with the instance's secret.
 */
export async function signMoonpayUrl(
  core: EmulatorCore,
  caller: { appId: string; userId: string; origin: string },
  body: v.InferOutput<typeof moonpaySignBody>,
): Promise<{ signedUrl: string; externalTransactionId: string }> {
  const code = body.config.currencyCode ?? '';
  const currency = MOONPAY_CURRENCIES[code.toLowerCase()];
  if (!currency) {
    throw invalidData(
      `Unsupported currency code ${JSON.stringify(code)}: the emulator's card stand-in sells ${Object.keys(MOONPAY_CURRENCIES).join(', ')}`,
    );
  }
  if (!isAddressOn(currency.chain, body.address)) {
    throw invalidData(`${JSON.stringify(body.address)} is not an address of ${code.toLowerCase()}'s chain`);
  }
  let amount: string;
  try {
    amount = wholeAmount(body.config.quoteCurrencyAmount, currency);
  } catch (error) {
    throw invalidData(`\`config.quoteCurrencyAmount\`: ${(error as Error).message}`);
  }
  const sandbox = body.useSandbox ?? false;
  const payment: MoonpayPayment = {
    provider: 'moonpay',
    id: randomId('moonpay'),
    app_id: caller.appId,
    user_id: caller.userId,
    status: 'created',
    transaction: null,
    created_at: core.clock.now(caller.appId),
    order: {
      address: body.address,
      chain: currency.chain,
      asset: currency.asset,
      currency: code.toLowerCase(),
      amount,
    },
    moonpay_id: randomId('mptx'),
    sandbox,
    payment_method: body.config.paymentMethod ?? 'credit_debit_card',
    authorization_shown: false,
  };
  const state = core.slice(fundingSlice);
  state.payments.set(payment.id, payment);
  const search = `?${new URLSearchParams({
    apiKey: sandbox ? MOONPAY_API_KEYS.sandbox : MOONPAY_API_KEYS.live,
    walletAddress: body.address,
    currencyCode: payment.order.currency,
    quoteCurrencyAmount: amount,
    externalTransactionId: payment.id,
    theme: body.config.uiConfig?.theme ?? 'light',
  })}`;
  const signature = await signQuery(state.moonpay_secret, search);
  return {
    signedUrl: `${caller.origin}${MOONPAY_PAGE_PATH}${search}&signature=${encodeURIComponent(signature)}`,
    externalTransactionId: payment.id,
  };
}

/**
 * The payment a card page's URL is for, when its signature (the last parameter) is the instance's
 * over the rest of the query; else null (a forged or changed URL).
 */
export async function signedPayment(core: EmulatorCore, search: string): Promise<MoonpayPayment | null> {
  const at = search.lastIndexOf('&signature=');
  if (!search.startsWith('?') || at === -1) return null;
  const state = core.slice(fundingSlice);
  let valid = false;
  try {
    const signature = Uint8Array.from(base64.decode(decodeURIComponent(search.slice(at + '&signature='.length))));
    const key = await hmacKey(state.moonpay_secret, 'verify');
    valid = await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(search.slice(0, at)));
  } catch {
    return null;
  }
  const payment = state.payments.get(new URLSearchParams(search.slice(0, at)).get('externalTransactionId') ?? '');
  return valid && payment?.provider === 'moonpay' ? payment : null;
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

/** What the card stand-in charges for an order, in USD: the crypto at the emulator's fixed prices, and fees. */
export function moonpayCharges(payment: MoonpayPayment): { base: number; fee: number; network: number } {
  const { chain, asset, amount } = payment.order;
  const base = cents(Number(amount) * TOKEN_PRICES_USD[currencyOn(chain, asset).symbol]);
  return {
    base,
    fee: cents(Math.max(3.99, base * 0.045)),
    network: chain === 'solana' ? 0.01 : chain === 31338 ? 0.05 : 1.2,
  };
}

/** The status API's status; the first read of a completed payment is `waitingAuthorization`. */
function wireStatus(payment: MoonpayPayment): MoonpayTransactionStatus {
  if (payment.status !== 'completed') return payment.status === 'failed' ? 'failed' : 'pending';
  if (payment.authorization_shown) return 'completed';
  payment.authorization_shown = true;
  return 'waitingAuthorization';
}

const cardPaymentTypes: Record<string, string> = {
  credit_debit_card: 'card',
  apple_pay: 'apple_pay',
  google_pay: 'google_pay',
};

/** The payment as the status API lists it (reading it moves `waitingAuthorization` on to `completed`). */
export function moonpayTransaction(payment: MoonpayPayment): WireMoonpayTransaction {
  const status = wireStatus(payment);
  const charges = moonpayCharges(payment);
  return {
    id: payment.moonpay_id,
    externalTransactionId: payment.id,
    status,
    paymentMethod: payment.payment_method,
    cardPaymentType: cardPaymentTypes[payment.payment_method] ?? null,
    currency: { code: payment.order.currency },
    baseCurrencyAmount: charges.base,
    quoteCurrencyAmount: Number(payment.order.amount),
    feeAmount: charges.fee,
    extraFeeAmount: 0,
    networkFeeAmount: charges.network,
    walletAddress: payment.order.address,
    cryptoTransactionId: status === 'completed' ? payment.transaction : null,
  };
}

/** Whether `apiKey` is one of the card provider's keys, and which. */
export function moonpayKey(apiKey: string | undefined): 'live' | 'sandbox' | null {
  if (apiKey === MOONPAY_API_KEYS.live) return 'live';
  return apiKey === MOONPAY_API_KEYS.sandbox ? 'sandbox' : null;
}
