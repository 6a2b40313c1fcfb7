import { routeDomains as routes } from '@foyer/headless/contract';
import * as v from 'valibot';
import { devRoutes } from '../../contract/devRoutes.ts';
import { defineDomain, defineSlice } from '../domain.ts';

export interface AnalyticsEvent {
  event_name: string;
  client_id: string | null;
  payload: Record<string, unknown> | null;
  /** ISO 8601, emulator clock. */
  receivedAt: string;
}

const payload = v.nullable(v.record(v.string(), v.unknown()));
const eventBody = v.object({
  event_name: v.pipe(v.string(), v.minLength(1)),
  client_id: v.exactOptional(v.nullable(v.string()), null),
  payload: v.exactOptional(payload),
});
const eventSchema = v.strictObject({
  event_name: v.string(),
  client_id: v.nullable(v.string()),
  payload,
  receivedAt: v.string(),
});

/** Events received, oldest first (readers reverse). */
export const analyticsSlice = defineSlice('analytics', (): AnalyticsEvent[] => []);

export function readAnalytics(events: AnalyticsEvent[]): AnalyticsEvent[] {
  return structuredClone(events).reverse();
}

/** Analytics events (reference §5.1): recorded, answered with null, listed at `GET /__emulator/analytics`. */
export const analyticsDomain = defineDomain({
  ...analyticsSlice,
  state: { schema: v.array(eventSchema), save: (events) => structuredClone(events), load: (events) => events },
  register({ core, route, dev }) {
    route(routes.analytics.event, eventBody, ({ body }) => {
      core.slice(analyticsSlice).push({
        event_name: body.event_name,
        client_id: body.client_id,
        payload: body.payload ?? null,
        receivedAt: new Date(core.clock.now()).toISOString(),
      });
      return null;
    });
    dev(devRoutes.analytics, null, () => ({ events: readAnalytics(core.slice(analyticsSlice)) }));
  },
});
