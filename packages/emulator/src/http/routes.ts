import { ErrorCode, type RouteDef, routeDomains } from '@foyer/headless/contract';
import type * as v from 'valibot';
import type { DevRoute } from '../contract/devRoute.ts';
import type { EmulatorCore } from '../core.ts';
import { requireApp } from '../domains/apps/apps.ts';
import { readJsonBody } from './body.ts';
import { ApiError, jsonResponse } from './errors.ts';
import type { EmulatorApp, EmulatorContext, Registry } from './registry.ts';
import { validate } from './validate.ts';

/** The request body (already capped by `bodyCap`) parsed by `schema` (none for `null`): JSON, then validated. */
async function parsedBody(c: EmulatorContext, schema: v.GenericSchema | null): Promise<unknown> {
  return schema === null ? undefined : validate(schema, await readJsonBody(c));
}

/**
 * The registry domains register with. Provider routes check the app-id header, then parse the body
 * with the route's schema; developer endpoints parse theirs. Both answer JSON.
 */
export function createRegistry(core: EmulatorCore, hono: EmulatorApp, registered: Set<RouteDef>): Registry {
  return {
    core,
    hono,
    route(def, schema, handler) {
      registered.add(def);
      hono.on(def.method, def.path, async (c) => {
        const { appId, app } = requireApp(core, c.req.raw.headers);
        const body = await parsedBody(c, schema as v.GenericSchema | null);
        const params = c.req.param() as never;
        return jsonResponse(c, await handler({ body: body as never, params, c, appId, app }));
      });
    },
    dev(def: DevRoute, schema, handler) {
      hono.on(def.method, def.path, async (c) => {
        const body = await parsedBody(c, schema as v.GenericSchema | null);
        return jsonResponse(c, await handler({ body: body as never, params: c.req.param(), c }));
      });
    },
  };
}

/**
 * Routes of the shared table that no domain implements answer 501 `not_supported` (after the app-id
 * check), so a new client route fails loudly.
 */
export function registerUnimplemented(
  hono: EmulatorApp,
  core: EmulatorCore,
  registered: Set<RouteDef>,
  table: readonly RouteDef[] = Object.values(routeDomains).flatMap((domain) => Object.values(domain)),
): void {
  for (const def of table) {
    const { method, path } = def;
    if (registered.has(def)) continue;
    hono.on(method, path, (c) => {
      requireApp(core, c.req.raw.headers);
      throw new ApiError(501, ErrorCode.NOT_SUPPORTED, `The emulator does not implement ${method} ${path} yet`);
    });
  }
}
