import { routeDomains as routes } from '@foyer/headless/contract';
import * as v from 'valibot';
import { devRoutes } from '../../contract/devRoutes.ts';
import { invalidData } from '../../http/errors.ts';
import { defineDomain, defineSlice } from '../domain.ts';
import { ANALYTICS_EVENT_MAX_BYTES, ANALYTICS_EVENTS_PER_APP } from './limits.ts';

export interface AnalyticsEvent {
  /** The app named by the request's `privy-app-id`. */
  app_id: string;
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
  app_id: v.string(),
  event_name: v.string(),
  client_id: v.nullable(v.string()),
  payload,
  receivedAt: v.string(),
});

/** Events received, oldest first (readers reverse); at most `ANALYTICS_EVENTS_PER_APP` per app. */
export const analyticsSlice = defineSlice('analytics', (): AnalyticsEvent[] => []);

export function readAnalytics(events: AnalyticsEvent[]): AnalyticsEvent[] {
  return structuredClone(events).reverse();
}

/** Adds `event`, dropping its app's oldest event once the app has `ANALYTICS_EVENTS_PER_APP`. */
function record(events: AnalyticsEvent[], event: AnalyticsEvent): void {
  events.push(event);
  if (events.filter((other) => other.app_id === event.app_id).length <= ANALYTICS_EVENTS_PER_APP) return;
  events.splice(
    events.findIndex((other) => other.app_id === event.app_id),
    1,
  );
}

/**
 * Analytics events (reference §5.1): recorded within bounds (`limits.ts`: the newest per app, each
 * event small), answered with null, listed at `GET /__emulator/analytics`.
 */
export const analyticsDomain = defineDomain({
  ...analyticsSlice,
  state: { schema: v.array(eventSchema), save: (events) => structuredClone(events), load: (events) => events },
  register({ core, route, dev }) {
    route(routes.analytics.event, eventBody, ({ body, appId }) => {
      if (new TextEncoder().encode(JSON.stringify(body)).byteLength > ANALYTICS_EVENT_MAX_BYTES) {
        throw invalidData(`An analytics event may not exceed ${ANALYTICS_EVENT_MAX_BYTES} bytes`);
      }
      record(core.slice(analyticsSlice), {
        app_id: appId,
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
