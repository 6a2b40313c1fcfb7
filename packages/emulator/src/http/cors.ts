import { HEADER, routeDomains as routes } from '@foyer/headless/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { FUNDING_SERVICE_PATHS } from '../chains/public.ts';
import { allApps, findApp, originAllowed, originRefused } from '../domains/apps/index.ts';
import { CLOUD_PREFIX } from '../domains/cloud/index.ts';
import { FARCASTER_CHANNEL_HEADER } from '../domains/farcaster/index.ts';
import type { EmulatorCore } from '../kernel/core.ts';
import { DEV_PREFIX } from '../kernel/devRoute.ts';
import { ApiError } from '../kernel/errors.ts';

export const CORS_ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  ...Object.values(HEADER),
  FARCASTER_CHANNEL_HEADER,
  // What @solana/kit's HTTP transport sends to a cluster's JSON-RPC (`/rpc/solana`), as real nodes allow.
  'solana-client',
];
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function allowOrigin(c: Context, origin: string): void {
  c.header('access-control-allow-origin', origin);
  c.header('access-control-allow-credentials', 'true');
  c.header('vary', 'Origin', { append: true });
}

/** The funding stand-ins' paths (the card's status API, the bridge): called from apps' pages with no app id. */
const isFundingService = (path: string) =>
  Object.values(FUNDING_SERVICE_PATHS).some((prefix) => path.startsWith(`${prefix}/`));

/** `/api/v1/apps/:app_id`, the app config: the kit's first call, and public. Captures the app id. */
const APP_CONFIG_PATH = new RegExp(`^${routes.app.config.path.replace(':app_id', '([^/]+)')}$`);

/**
 * CORS for the provider API, with credentials: the request `Origin` is reflected (never `*`) when the
 * app named by `privy-app-id` admits it (`originAllowed`: an entry of its `allowed_domains`, or a
 * loopback origin when the list is empty). Other origins get 403 with no allow-origin header, except
 * on the app config: there the refusal is readable, so the kit's console says which origin to add.
 * Preflights carry no app id, so one is answered (204) when any configured app admits the origin, and
 * always for the app config. The funding stand-ins (`/services/…`) carry no app id: they answer
 * origins some app admits, others get 403 (the card's status API then checks its payment's app).
 * Developer endpoints and the cloud stand-ins (`/cloud/…`) are not CORS-enabled at all.
 */
export function providerCors(core: EmulatorCore): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || c.req.path.startsWith(DEV_PREFIX)) return next();
    // The cloud stand-ins answer the wallet iframe only (same origin): never opened to apps.
    if (c.req.path.startsWith(`${CLOUD_PREFIX}/`)) return next();
    // The emulator's own pages (the wallet iframe) call it same-origin: no CORS involved.
    if (origin === new URL(c.req.url).origin) return next();
    const anyAppAdmits = () => allApps(core).some((app) => originAllowed(app, origin));
    if (isFundingService(c.req.path) && !anyAppAdmits()) return c.body(null, 403);
    const configOf = APP_CONFIG_PATH.exec(c.req.path)?.[1];
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const admitted = configOf !== undefined || anyAppAdmits();
      if (!admitted) return c.body(null, 403);
      allowOrigin(c, origin);
      c.header('access-control-allow-methods', CORS_ALLOWED_METHODS.join(','));
      c.header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(','));
      c.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      return c.body(null, 204);
    }
    const appId = c.req.header(HEADER.appId) ?? configOf;
    const app = appId === undefined ? undefined : findApp(core, appId);
    if (app && !originAllowed(app, origin)) {
      // On the app config the refusal is readable: the kit's console shows which origin to add.
      const headers =
        configOf === undefined
          ? {}
          : { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
      throw new ApiError(403, undefined, originRefused(app, origin), { headers });
    }
    allowOrigin(c, origin);
    return next();
  };
}
