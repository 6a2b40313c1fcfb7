import type { RouteDef } from '@foyer/headless/contract';
import { Hono } from 'hono';
import { DEV_PREFIX } from '../contract/devRoute.ts';
import type { EmulatorCore } from '../core.ts';
import { domains } from '../domains/index.ts';
import { registerWalletIframe, type WalletIframeScript } from '../domains/wallets/iframePage.ts';
import { bodyCap } from './body.ts';
import { providerCors } from './cors.ts';
import { devGuard } from './devGuard.ts';
import { jsonResponse, onError } from './errors.ts';
import { faultMiddleware } from './faults.ts';
import type { EmulatorApp, EmulatorEnv, Registry } from './registry.ts';
import { createRegistry, registerUnimplemented } from './routes.ts';

export interface HttpOptions {
  /** Refuse developer endpoints unless the `Host` is a loopback name (off in-process, where there is no network). */
  checkDevHost: boolean;
  /** The wallet iframe's script; without it (in-process) the iframe page loads nothing. */
  walletIframeScript?: WalletIframeScript;
}

/**
 * The whole HTTP surface of one instance: the developer-endpoint guard and the provider CORS first,
 * then the body cap (every route's body), then faults, then every domain's routes, the instance's own developer endpoints, and 501 for table
 * routes nobody implements.
 */
export function buildApp(
  core: EmulatorCore,
  options: HttpOptions,
  registerInstanceEndpoints: (registry: Registry) => void,
  table?: readonly RouteDef[],
): EmulatorApp {
  const hono = new Hono<EmulatorEnv>();
  const guard = devGuard({ checkHost: options.checkDevHost });
  hono.use(DEV_PREFIX, guard);
  hono.use(`${DEV_PREFIX}/*`, guard);
  hono.use('*', providerCors(core));
  hono.use('*', bodyCap);
  hono.use('*', faultMiddleware(core.faults));
  const registered = new Set<RouteDef>();
  const registry = createRegistry(core, hono, registered);
  for (const domain of domains) domain.register?.(registry);
  registerWalletIframe(hono, core, options.walletIframeScript);
  registerInstanceEndpoints(registry);
  registerUnimplemented(hono, core, registered, table);
  hono.notFound((c) => jsonResponse(c, { error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  hono.onError(onError);
  return hono;
}
