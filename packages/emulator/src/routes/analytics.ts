import { routeDomains as routes } from '@foyer/headless/contract';
import type { EmulatorCore } from '../core.ts';
import { invalidData } from '../http/errors.ts';
import { optionalString, requireString } from '../http/body.ts';
import type { Handle } from '../http/handle.ts';

export function registerAnalyticsRoutes(handle: Handle, core: EmulatorCore): void {
  handle(routes.analytics.event, ({ body }) => {
    const event_name = requireString(body, 'event_name');
    const client_id = optionalString(body, 'client_id') ?? null;
    const payload = body.payload;
    if (payload !== undefined && payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) {
      throw invalidData('`payload` must be an object');
    }
    core.state.analytics.push({
      event_name,
      client_id,
      payload: (payload as Record<string, unknown> | undefined) ?? null,
      receivedAt: new Date(core.clock.now()).toISOString(),
    });
    return null;
  });
}
