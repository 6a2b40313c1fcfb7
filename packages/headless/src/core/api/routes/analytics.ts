import { defineRoute } from '../route.ts';

/** Reference §5.1: fire-and-forget, never retried, never refreshes first. */
export const event = /* @__PURE__ */ defineRoute<
  { event_name: string; client_id: string | null; payload?: Record<string, unknown> },
  null
>()('POST', '/api/v1/analytics_events', { retry: false, refreshFirst: false });
