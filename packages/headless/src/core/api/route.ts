/**
 * What a provider route is: method, path and, as phantom types, its body and response. Route
 * definitions live in `routes/<domain>.ts`, one named export per route, so a bundle holds only the
 * routes its flows call. The emulator registers its handlers from the same definitions.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteDef<Req = unknown, Res = unknown, Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  /**
   * Retry on 408/409/425/5xx. False for analytics, which is fire-and-forget, and for every route that
   * spends a one-time secret (a code, a challenge, a nonce, an authorization code, a captcha token):
   * once the server may have processed it, a second try would be refused with the wrong error.
   */
  readonly retry: boolean;
  /** Whether the client may refresh an expired access token before calling (reference §4). */
  readonly refreshFirst: boolean;
  /** Phantom field carrying the body and response types; never set at runtime. */
  readonly types?: { request: Req; response: Res };
}

/** A route with no body (GET). */
export type NoBody = undefined;

/**
 * `defineRoute<Req, Res>()('POST', '/api/v1/…')`: curried so the path stays a literal type while the
 * body and response types are given explicitly. Each definition carries a `@__PURE__` annotation, so
 * bundlers drop the ones an app never calls (a test checks the demo's build for it).
 */
export function defineRoute<Req, Res>() {
  return <Path extends string>(
    method: HttpMethod,
    path: Path,
    options: { retry?: boolean; refreshFirst?: boolean } = {},
  ): RouteDef<Req, Res, Path> => ({
    method,
    path,
    retry: options.retry ?? true,
    refreshFirst: options.refreshFirst ?? true,
  });
}

export type RouteRequest<R> = R extends RouteDef<infer Req, unknown, string> ? Req : never;
export type RouteResponse<R> = R extends RouteDef<unknown, infer Res, string> ? Res : never;

/** `'/api/v1/apps/:app_id'` → `{ app_id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export type RouteParams<R> = R extends RouteDef<unknown, unknown, infer Path> ? PathParams<Path> : never;

/** Fill `:name` segments; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
