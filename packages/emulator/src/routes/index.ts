import { ErrorCode, routeDomains, type RouteDef } from '@foyer/headless/contract';
import type { EmulatorCore } from '../core.ts';
import { ApiError } from '../http/errors.ts';
import { createHandle, requireApp, type EmulatorApp } from '../http/handle.ts';
import { registerAnalyticsRoutes } from './analytics.ts';
import { registerAppRoutes } from './app.ts';
import { registerEmailRoutes } from './email.ts';
import { registerSessionRoutes } from './session.ts';
import { registerUserRoutes } from './users.ts';

/**
 * Mounts every provider route the emulator implements. Routes the shared table lists but the
 * emulator does not implement yet answer 501 `not_supported`, so a new client route fails loudly.
 */
export function registerProviderRoutes(
  hono: EmulatorApp,
  core: EmulatorCore,
  table: readonly RouteDef[] = Object.values(routeDomains).flatMap((domain) => Object.values(domain)),
): RouteDef[] {
  const registered = new Set<RouteDef>();
  const handle = createHandle(hono, core, registered);
  registerAppRoutes(hono, handle, core);
  registerSessionRoutes(handle, core);
  registerUserRoutes(handle, core);
  registerAnalyticsRoutes(handle, core);
  registerEmailRoutes(handle, core);

  for (const def of table) {
    if (registered.has(def)) continue;
    const { method, path } = def;
    hono.on(method, path, (c) => {
      requireApp(c, core);
      throw new ApiError(501, ErrorCode.NOT_SUPPORTED, `The emulator does not implement ${method} ${path} yet`);
    });
  }
  return [...registered];
}
