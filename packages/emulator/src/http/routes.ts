import { ErrorCode, type RouteDef, routeDomains } from '@foyer/headless/contract';
import type * as v from 'valibot';
import { requireApp } from '../domains/apps/index.ts';
import type { DomainChains } from '../kernel/chains.ts';
import type { EmulatorApp, EmulatorContext } from '../kernel/context.ts';
import type { EmulatorCore } from '../kernel/core.ts';
import type { DevRoute } from '../kernel/devRoute.ts';
import type { Domain } from '../kernel/domain.ts';
import { ApiError, jsonResponse } from '../kernel/errors.ts';
import type { Registry } from '../kernel/registry.ts';
import { validate } from '../kernel/validate.ts';
import { readJsonBody } from './body.ts';

/** The request body (already capped by `bodyCap`) parsed by `schema` (none for `null`): JSON, then validated. */
async function parsedBody(c: EmulatorContext, schema: v.GenericSchema | null): Promise<unknown> {
  return schema === null ? undefined : validate(schema, await readJsonBody(c));
}

/**
 * The registry domains register with. Provider routes check the app-id header, then parse the body
 * with the route's schema; developer endpoints parse theirs. Both answer JSON.
 */
export function createRegistry(
  core: EmulatorCore,
  chains: DomainChains,
  hono: EmulatorApp,
  registered: { routes: Set<RouteDef>; devRoutes: Set<DevRoute> },
): Registry {
  return {
    core,
    chains,
    hono,
    route(def, schema, handler) {
      registered.routes.add(def);
      hono.on(def.method, def.path, async (c) => {
        const { appId, app } = requireApp(core, c.req.raw.headers);
        const body = await parsedBody(c, schema as v.GenericSchema | null);
        const params = c.req.param() as never;
        return jsonResponse(c, await handler({ body: body as never, params, c, appId, app }));
      });
    },
    dev(def: DevRoute, schema, handler) {
      registered.devRoutes.add(def);
      hono.on(def.method, def.path, async (c) => {
        const body = await parsedBody(c, schema as v.GenericSchema | null);
        return jsonResponse(c, await handler({ body: body as never, params: c.req.param(), c }));
      });
    },
  };
}

/** Every developer endpoint a domain declares has its handler; else the instance does not build. */
export function requireDevRoutes(domains: readonly Domain[], registered: Set<DevRoute>): void {
  for (const domain of domains) {
    for (const [name, def] of Object.entries(domain.devRoutes ?? {})) {
      if (!registered.has(def))
        throw new Error(`Domain ${domain.name} declares ${name} (${def.method} ${def.path}) but answers it nowhere`);
    }
  }
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
