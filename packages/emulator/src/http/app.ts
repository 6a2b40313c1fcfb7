import { Hono } from 'hono';
import type { EmulatorCore } from '../core.ts';
import { registerDevEndpoints } from '../dev/endpoints.ts';
import { registerProviderRoutes } from '../routes/index.ts';
import { corsMiddleware } from './cors.ts';
import { jsonResponse, onError } from './errors.ts';
import { faultMiddleware } from './faults.ts';
import type { EmulatorApp, EmulatorEnv } from './handle.ts';

/** The whole HTTP surface of one instance: CORS first, then faults, then routes. */
export function buildApp(core: EmulatorCore): EmulatorApp {
  const hono = new Hono<EmulatorEnv>();
  hono.use('*', corsMiddleware());
  hono.use('*', faultMiddleware(core.faults));
  registerProviderRoutes(hono, core);
  registerDevEndpoints(hono, core);
  hono.notFound((c) => jsonResponse(c, { error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  hono.onError(onError);
  return hono;
}
