import { HEADER, routeDomains } from '@foyer/headless/contract';
import * as v from 'valibot';
import { asBadRequest, ChainUnavailableError } from '../../kernel/chains.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import { devRoute, type NoBody, type Ok } from '../../kernel/devRoute.ts';
import { jsonResponse } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { findApp, originAllowed } from '../apps/index.ts';
import { consentError } from '../oauth/index.ts';
import {
  COINBASE_PAGE_PATH,
  coinbaseInitBody,
  coinbaseStatus,
  type ExchangeTarget,
  exchangeTarget,
  startCoinbaseSession,
} from './coinbase.ts';
import { currencyOn, wholeAmount } from './currencies.ts';
import {
  MOONPAY_PAGE_PATH,
  MOONPAY_STATUS_PATH,
  moonpayCharges,
  moonpayKey,
  moonpaySignBody,
  moonpayTransaction,
  signedPayment,
  signMoonpayUrl,
} from './moonpay.ts';
import { bridgeRequestPage, cardPage, closePage, exchangePage } from './pages.ts';
import {
  applyOutcome,
  type FundingPayment,
  fundingPayments,
  type OnRampOutcome,
  type Settlement,
  scriptNextOnRamp,
  settlePayment,
  takeNextOutcome,
} from './payments.ts';
import {
  bridgeRequests,
  bridgeStatus,
  quoteBridge,
  RELAY_QUOTE_PATH,
  RELAY_REQUEST_PAGE_PATH,
  RELAY_STATUS_PATH,
  RelayError,
  relayQuoteBody,
  scriptNextBridge,
} from './relay.ts';
import {
  type BridgeNextInput,
  type BridgeRequest,
  bridgeNextSchema,
  fundingSlice,
  type MoonpayPayment,
  type OnRampNextInput,
  onRampNextSchema,
  onRampOutcomes,
  settlements,
} from './slice.ts';

const routes = routeDomains.funding;
const ok = { ok: true } as const;

export const fundingDevRoutes = {
  /** The next on-ramp page of `provider` (with `privy-app-id`, of that app) ends at once as `outcome`. */
  fundingNext: devRoute<OnRampNextInput, Ok>()('POST', '/funding/next'),
  /** Settles a payment not yet final (`id`: Moonpay's `externalTransactionId` or Coinbase's `partner_user_id`). */
  fundingSettle: devRoute<{ id: string; status: Settlement }, Ok>()('POST', '/funding/settle'),
  /** The on-ramps' payments (with `privy-app-id`, of that app), oldest first. */
  fundingPayments: devRoute<NoBody, { payments: FundingPayment[] }>()('GET', '/funding/payments'),
  /** The next deposit the bridge sees ends as `outcome`. */
  bridgeNext: devRoute<BridgeNextInput, Ok>()('POST', '/funding/bridge/next'),
  /** The bridge's requests, oldest first. */
  bridgeRequests: devRoute<NoBody, { requests: BridgeRequest[] }>()('GET', '/funding/bridge/requests'),
};

const settleSchema = v.object({
  id: v.string('`id` is required'),
  status: v.picklist(settlements, '`status` must be completed or failed'),
});

const titles: Record<OnRampOutcome, { moonpay: string; coinbase: string }> = {
  approve: { moonpay: 'Payment complete', coinbase: 'Purchase complete' },
  decline: { moonpay: 'Payment declined', coinbase: 'Purchase cancelled' },
  pending: { moonpay: 'Payment pending', coinbase: 'Purchase pending' },
};

/** A page's outcome applied, then the page saying the popup may close; a payout that fails says why. */
async function finish(c: EmulatorContext, apply: () => Promise<void>, title: string): Promise<Response> {
  try {
    await apply();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ChainUnavailableError) return consentError(c, 501, message);
    return consentError(c, error instanceof TypeError ? 400 : 500, `The payout failed: ${message}`);
  }
  return closePage(c, title);
}

/** The outcome a page's form posted. */
const postedOutcome = async (c: EmulatorContext) => {
  const form = await c.req.parseBody();
  return onRampOutcomes.find((outcome) => outcome === form.outcome) ?? null;
};

/**
 * Reference §5.12 and the funding services (spec §7): the provider's on-ramp routes, the card and
 * exchange stand-ins' pages and the card's status API, the bridge's quote and status, and their
 * developer endpoints.
 */
export function registerFundingRoutes({ core, chains, route, hono, dev }: Registry): void {
  route(routes.moonpaySign, moonpaySignBody, async ({ body, appId, c }) => {
    const { user } = await core.identity.authenticate({ appId, c });
    return signMoonpayUrl(core, { appId, userId: user.id, origin: new URL(c.req.url).origin }, body);
  });
  route(routes.coinbaseInit, coinbaseInitBody, async ({ body, appId, c }) => {
    const { user } = await core.identity.authenticate({ appId, c });
    return startCoinbaseSession(core, { appId, userId: user.id }, body);
  });
  route(routes.coinbaseStatus, null, async ({ appId, c }) => {
    const { user } = await core.identity.authenticate({ appId, c });
    return coinbaseStatus(core, { appId, userId: user.id }, c.req.query('partnerUserId'));
  });

  const cardPayment = async (c: EmulatorContext): Promise<MoonpayPayment | Response> => {
    const payment = await signedPayment(core, new URL(c.req.url).search);
    if (!payment) return consentError(c, 403, 'This payment link is not signed by the emulator, or was changed.');
    return payment.status === 'created' ? payment : consentError(c, 400, 'This payment was submitted already.');
  };
  const finishCard = (c: EmulatorContext, payment: MoonpayPayment, outcome: OnRampOutcome) =>
    finish(c, () => applyOutcome(chains, payment, outcome), titles[outcome].moonpay);
  hono.get(MOONPAY_PAGE_PATH, async (c) => {
    const payment = await cardPayment(c);
    if (payment instanceof Response) return payment;
    const scripted = takeNextOutcome(core, payment);
    if (scripted) return finishCard(c, payment, scripted);
    const { base, fee, network } = moonpayCharges(payment);
    const { symbol } = currencyOn(payment.order.chain, payment.order.asset);
    return cardPage(
      c,
      payment.order,
      symbol,
      { base, fees: fee + network },
      `${MOONPAY_PAGE_PATH}${new URL(c.req.url).search}`,
    );
  });
  hono.post(MOONPAY_PAGE_PATH, async (c) => {
    const payment = await cardPayment(c);
    if (payment instanceof Response) return payment;
    const outcome = await postedOutcome(c);
    if (!outcome) return consentError(c, 400, 'Choose Pay, Decline or Leave pending.');
    return finishCard(c, payment, outcome);
  });

  hono.get(MOONPAY_STATUS_PATH, (c) => {
    const key = moonpayKey(c.req.query('apiKey'));
    if (!key) return jsonResponse(c, { message: 'Invalid API key', type: 'UnauthorizedError' }, 401);
    const payment = core.slice(fundingSlice).payments.get(c.req.param('externalTransactionId') ?? '');
    const app = payment && findApp(core, payment.app_id);
    if (
      payment?.provider !== 'moonpay' ||
      !app ||
      payment.sandbox !== (key === 'sandbox') ||
      payment.status === 'created'
    ) {
      return jsonResponse(c, { message: 'Transaction not found', type: 'NotFoundError' }, 404);
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin && !originAllowed(app, origin)) {
      c.header('access-control-allow-origin', undefined);
      c.header('access-control-allow-credentials', undefined);
      return jsonResponse(c, { message: `Origin ${origin} is not allowed`, type: 'ForbiddenError' }, 403);
    }
    return jsonResponse(c, [moonpayTransaction(payment)]);
  });

  const finishExchange = (c: EmulatorContext, target: ExchangeTarget, outcome: OnRampOutcome, typed: string) => {
    let amount: string | null = null;
    try {
      amount = wholeAmount(typed, target.currency);
    } catch (error) {
      if (outcome === 'approve') return consentError(c, 400, `The amount: ${(error as Error).message}`);
    }
    const { payment, currency, address, network } = target;
    const prepare = () => {
      payment.session_token = null;
      if (amount !== null) {
        const { chain, asset, symbol } = currency;
        payment.order = { address, chain, asset, currency: `${symbol} on ${network}`, amount };
      }
    };
    return finish(c, () => applyOutcome(chains, payment, outcome, prepare), titles[outcome].coinbase);
  };
  hono.get(COINBASE_PAGE_PATH, (c) => {
    const query = new URL(c.req.url).searchParams;
    const target = exchangeTarget(core, query);
    if (typeof target === 'string') return consentError(c, 400, target);
    const preset = query.get('presetCryptoAmount') ?? '';
    const scripted = takeNextOutcome(core, target.payment);
    if (scripted) return finishExchange(c, target, scripted, preset);
    const action = `${COINBASE_PAGE_PATH}${new URL(c.req.url).search}`;
    return exchangePage(c, { address: target.address, currency: target.currency, amount: preset }, action);
  });
  hono.post(COINBASE_PAGE_PATH, async (c) => {
    const target = exchangeTarget(core, new URL(c.req.url).searchParams);
    if (typeof target === 'string') return consentError(c, 400, target);
    const form = await c.req.parseBody();
    const outcome = onRampOutcomes.find((value) => value === form.outcome);
    if (!outcome) return consentError(c, 400, 'Choose Buy or Cancel.');
    return finishExchange(c, target, outcome, typeof form.amount === 'string' ? form.amount : '');
  });

  /** A bridge answer: its JSON, or `{ message }` with the refusal's status (Relay's error shape). */
  const relay = async (c: EmulatorContext, answer: () => Promise<unknown> | unknown) => {
    try {
      return jsonResponse(c, await answer());
    } catch (error) {
      if (!(error instanceof RelayError)) throw error;
      return jsonResponse(c, { message: error.message }, error.status);
    }
  };
  hono.post(RELAY_QUOTE_PATH, (c) =>
    relay(c, async () => {
      const body = v.safeParse(relayQuoteBody, await c.req.json().catch(() => undefined));
      if (!body.success) throw new RelayError(400, body.issues[0].message);
      return quoteBridge(core, chains, body.output);
    }),
  );
  hono.get(RELAY_STATUS_PATH, (c) => relay(c, () => bridgeStatus(core, chains, c.req.query('hash') ?? '')));
  hono.get(RELAY_REQUEST_PAGE_PATH, async (c) => {
    const hash = c.req.param('hash') ?? '';
    const { requests } = await bridgeStatus(core, chains, hash);
    return bridgeRequestPage(c, hash, requests[0]);
  });

  dev(fundingDevRoutes.fundingNext, onRampNextSchema, ({ body, c }) => {
    scriptNextOnRamp(core, body, c.req.header(HEADER.appId));
    return ok;
  });
  dev(fundingDevRoutes.fundingSettle, settleSchema, ({ body, c }) =>
    asBadRequest(async () => {
      await settlePayment(core, chains, body.id, body.status, c.req.header(HEADER.appId));
      return ok;
    }),
  );
  dev(fundingDevRoutes.fundingPayments, null, ({ c }) => ({
    payments: fundingPayments(core, c.req.header(HEADER.appId)),
  }));
  dev(fundingDevRoutes.bridgeNext, bridgeNextSchema, ({ body }) => {
    scriptNextBridge(core, body);
    return ok;
  });
  dev(fundingDevRoutes.bridgeRequests, null, () => ({ requests: bridgeRequests(core) }));
}
