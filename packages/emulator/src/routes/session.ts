import { routeDomains as routes } from '@foyer/headless/contract';
import type { EmulatorCore } from '../core.ts';
import { optionalString } from '../http/body.ts';
import type { Handle } from '../http/handle.ts';
import { endSession, refreshSession } from '../sessions.ts';

export function registerSessionRoutes(handle: Handle, core: EmulatorCore): void {
  handle(routes.session.refresh, ({ body, appId, bearer }) =>
    refreshSession(core, appId, optionalString(body, 'refresh_token'), bearer),
  );

  handle(routes.session.logout, async ({ body, appId, bearer }) => {
    await endSession(core, appId, optionalString(body, 'refresh_token'), bearer);
    return {};
  });
}
