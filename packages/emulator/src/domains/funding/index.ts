import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { fundingDevRoutes, registerFundingRoutes } from './routes.ts';
import { fundingSlice, fundingStateSchema } from './slice.ts';

/**
 * The funding stand-ins (reference §5.12, spec §7): the card on-ramp (Moonpay: a signed page and its
 * status API), the exchange on-ramp (Coinbase: sessions, a page and their status), and the bridge
 * (Relay: quotes, and a relayer that fills deposits). Funds really move on the local chains, from the
 * funding account (`FUNDING_ACCOUNT`).
 */
export const fundingDomain = defineDomain({
  ...fundingSlice,
  state: {
    schema: fundingStateSchema,
    save: (state) =>
      structuredClone({
        payments: [...state.payments.values()],
        next: state.next,
        moonpay_secret: state.moonpay_secret,
        quotes: [...state.quotes.values()],
        requests: [...state.requests.values()],
        bridge_next: state.bridge_next,
      }),
    load: (json) => ({
      payments: new Map(json.payments.map((payment) => [payment.id, payment])),
      next: json.next,
      moonpay_secret: json.moonpay_secret,
      quotes: new Map(json.quotes.map((quote) => [quote.id, quote])),
      requests: new Map(json.requests.map((request) => [request.deposit, request])),
      bridge_next: json.bridge_next,
    }),
  },
  devRoutes: fundingDevRoutes,
  forgetApp(core, appId) {
    const state = core.slice(fundingSlice);
    deleteRecordsOf(state.payments, appId);
    state.next = state.next.filter((decision) => decision.app_id !== appId);
  },
  forgetUser(core, userId) {
    const { payments } = core.slice(fundingSlice);
    for (const [id, payment] of payments) if (payment.user_id === userId) payments.delete(id);
  },
  register: registerFundingRoutes,
});

export type { FundingPayment, Settlement } from './payments.ts';
export { fundingPayments, scriptNextOnRamp, settlePayment } from './payments.ts';
export { bridgeRequests, scriptNextBridge } from './relay.ts';
export type { BridgeNextInput, BridgeRequest, OnRampNextInput } from './slice.ts';
