import type { RouteDef } from '@foyer/headless/contract';
import { Hono } from 'hono';
import type { ChainHub } from '../chains/hub.ts';
import { registerWalletIframe, type WalletIframeScript } from '../domains/wallets/index.ts';
import type { EmulatorApp, EmulatorEnv } from '../kernel/context.ts';
import type { EmulatorCore } from '../kernel/core.ts';
import { DEV_PREFIX, type DevRoute } from '../kernel/devRoute.ts';
import type { Domain } from '../kernel/domain.ts';
import { jsonResponse, onError } from '../kernel/errors.ts';
import type { Registry } from '../kernel/registry.ts';
import { bodyCap } from './body.ts';
import { providerCors } from './cors.ts';
import { devGuard } from './devGuard.ts';
import { type FaultStore, faultMiddleware } from './faults.ts';
import { createRegistry, registerUnimplemented, requireDevRoutes } from './routes.ts';

export interface HttpOptions {
  /** Refuse developer endpoints unless the `Host` is a loopback name (off in-process, where there is no network). */
  checkDevHost: boolean;
  /** The wallet iframe's script; without it (in-process) the iframe page loads nothing. */
  walletIframeScript?: WalletIframeScript;
  /** The provider routes answered, 501 where no domain implements one; default the client's whole table. */
  table?: readonly RouteDef[];
}

/**
 * The whole HTTP surface of one instance: the developer-endpoint guard and the provider CORS first,
 * then the body cap (every route's body), then faults, then every domain's routes, the instance's
 * own developer endpoints, and 501 for table routes nobody implements. Every developer endpoint a
 * domain declares must be answered.
 */
export function buildApp(
  {
    core,
    domains,
    faults,
    chains,
  }: { core: EmulatorCore; domains: readonly Domain[]; faults: FaultStore; chains: ChainHub },
  options: HttpOptions,
  registerInstanceEndpoints: (registry: Registry) => void,
): EmulatorApp {
  const hono = new Hono<EmulatorEnv>();
  const guard = devGuard({ checkHost: options.checkDevHost });
  hono.use(DEV_PREFIX, guard);
  hono.use(`${DEV_PREFIX}/*`, guard);
  hono.use('*', providerCors(core));
  hono.use('*', bodyCap);
  hono.use('*', faultMiddleware(faults));
  const registered = { routes: new Set<RouteDef>(), devRoutes: new Set<DevRoute>() };
  const registry = createRegistry(core, chains, hono, registered);
  for (const domain of domains) domain.register?.(registry);
  registerWalletIframe(hono, core, options.walletIframeScript);
  registerInstanceEndpoints(registry);
  requireDevRoutes(domains, registered.devRoutes);
  registerUnimplemented(hono, core, registered.routes, options.table);
  hono.notFound((c) => jsonResponse(c, { error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  hono.onError(onError);
  return hono;
}
