import type { Context, Hono } from 'hono';
import {
  ErrorCode,
  HEADER,
  type RouteDef,
  type RouteParams,
  type RouteRequest,
  type RouteResponse,
} from '@foyer/headless/contract';
import type { AppRecord } from '../apps.ts';
import type { EmulatorCore } from '../core.ts';
import { authenticate, bearerToken, type Authenticated } from '../sessions.ts';
import { readBody } from './body.ts';
import { ApiError, jsonResponse } from './errors.ts';

/** What the serving adapter passes with each request (none when it cannot drop connections). */
export interface EmulatorBindings {
  /** Ends the connection without an answer (the `drop` fault). */
  dropConnection?: () => void;
}

export type EmulatorEnv = { Bindings: EmulatorBindings };
export type EmulatorApp = Hono<EmulatorEnv>;

/**
 * A request body as received: the field names come from the route table, the values are not yet
 * trusted (read them with `requireString` / `optionalString` from `./body.ts`).
 */
export type Unvalidated<T> = T extends object ? { readonly [P in keyof T]?: unknown } : undefined;

export interface HandlerContext<K extends RouteDef> {
  body: Unvalidated<RouteRequest<K>>;
  params: RouteParams<K>;
  c: Context<EmulatorEnv>;
  /** The app named by the `privy-app-id` header (already checked to exist). */
  appId: string;
  app: AppRecord;
  /** The raw bearer token, if any (for routes that accept expired ones). */
  bearer: string | undefined;
  /** The user behind a valid, unexpired bearer; throws 401 `missing_or_invalid_token` otherwise. */
  auth(): Promise<Authenticated>;
}

export type Handler<K extends RouteDef> = (ctx: HandlerContext<K>) => RouteResponse<K> | Promise<RouteResponse<K>>;

export type Handle = <K extends RouteDef>(route: K, handler: Handler<K>) => void;

/** The app named by the `privy-app-id` header; 401 `missing_or_invalid_privy_app_id` otherwise. */
export function requireApp(c: Context, core: EmulatorCore): { appId: string; app: AppRecord } {
  const appId = c.req.header(HEADER.appId);
  const app = appId === undefined ? undefined : core.state.apps.get(appId);
  if (appId === undefined || !app) {
    throw new ApiError(401, ErrorCode.MISSING_OR_INVALID_APP_ID, 'Missing or invalid privy-app-id header');
  }
  return { appId, app };
}

/**
 * Registers provider handlers from the shared route table: method and path come from `routes[key]`,
 * the handler's body and response types from the same entry. Every route checks the app-id header.
 */
export function createHandle(hono: EmulatorApp, core: EmulatorCore, registered: Set<RouteDef>): Handle {
  return (def, handler) => {
    registered.add(def);
    hono.on(def.method, def.path, async (c) => {
      const { appId, app } = requireApp(c, core);
      const body = def.method === 'GET' ? undefined : await readBody(c);
      const authorization = c.req.header('authorization');
      const result = await handler({
        body: body as Unvalidated<RouteRequest<typeof def>>,
        params: c.req.param() as RouteParams<typeof def>,
        c,
        appId,
        app,
        bearer: bearerToken(authorization),
        auth: () => authenticate(core, appId, authorization),
      });
      return jsonResponse(c, result);
    });
  };
}
