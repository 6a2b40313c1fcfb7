import type { RouteDef, RouteParams, RouteRequest, RouteResponse } from '@foyer/headless/contract';
import type * as v from 'valibot';
import type { AppRecord } from './app.ts';
import type { DomainChains } from './chains.ts';
import type { EmulatorApp, EmulatorContext } from './context.ts';
import type { EmulatorCore } from './core.ts';
import type { DevRequest, DevResponse, DevRoute } from './devRoute.ts';

/** A body schema must accept every body the caller may send (its input type covers `Req`); `null` for no body. */
export type Accepts<Req, S> = S extends null
  ? Req extends undefined
    ? S
    : never
  : S extends v.GenericSchema
    ? Req extends v.InferInput<S>
      ? S
      : never
    : never;
type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface ProviderRequest<R extends RouteDef, S> {
  /** The body as the route's schema parsed it (already validated). */
  body: Parsed<S>;
  params: RouteParams<R>;
  c: EmulatorContext;
  /** The app named by the `privy-app-id` header (already checked to exist). */
  appId: string;
  app: AppRecord;
}

export type ProviderHandler<R extends RouteDef, S> = (
  request: ProviderRequest<R, S>,
) => RouteResponse<R> | Promise<RouteResponse<R>>;

export interface DevRequestContext<S> {
  body: Parsed<S>;
  params: Record<string, string>;
  c: EmulatorContext;
}

export type DevHandler<D extends DevRoute, S> = (
  request: DevRequestContext<S>,
) => DevResponse<D> | Promise<DevResponse<D>>;

/** What a domain registers its routes with. */
export interface Registry {
  readonly core: EmulatorCore;
  /** The instance's local chains (none in-process), for the domains that act on them (funding). */
  readonly chains: DomainChains;
  /** For the few routes in neither table (the JWKS, the developer page). */
  readonly hono: EmulatorApp;
  /** A provider route from the shared table; `schema` validates its body (400 `invalid_data`). */
  route<R extends RouteDef, S extends v.GenericSchema | null>(
    def: R,
    schema: Accepts<RouteRequest<R>, S>,
    handler: ProviderHandler<R, S>,
  ): void;
  /** A developer endpoint from the emulator's contract; `schema` validates its body. */
  dev<D extends DevRoute, S extends v.GenericSchema | null>(
    def: D,
    schema: Accepts<DevRequest<D>, S>,
    handler: DevHandler<D, S>,
  ): void;
}
