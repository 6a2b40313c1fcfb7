import { routeDomains as routes } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { EmulatorCore } from '../../kernel/core.ts';
import { devRoute, type NoBody } from '../../kernel/devRoute.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { invalidData } from '../../kernel/errors.ts';
import { defineSlice } from '../../kernel/slice.ts';
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
const analyticsSlice = defineSlice('analytics', (): AnalyticsEvent[] => []);

/** The events received, newest first. */
export function readAnalytics(core: EmulatorCore): AnalyticsEvent[] {
  return structuredClone(core.slice(analyticsSlice)).reverse();
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

const analyticsDevRoutes = {
  /** Newest first. */
  analytics: devRoute<NoBody, { events: AnalyticsEvent[] }>()('GET', '/analytics'),
};

/**
 * Analytics events (reference §5.1): recorded within bounds (`limits.ts`: the newest per app, each
 * event small), answered with null, listed at `GET /__emulator/analytics`.
 */
export const analyticsDomain = defineDomain({
  ...analyticsSlice,
  state: { schema: v.array(eventSchema), save: (events) => structuredClone(events), load: (events) => events },
  devRoutes: analyticsDevRoutes,
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
    dev(analyticsDevRoutes.analytics, null, () => ({ events: readAnalytics(core) }));
  },
});
