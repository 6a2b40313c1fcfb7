/** Developer endpoints live under this prefix (API.md), outside the provider API. */
export const DEV_PREFIX = '/__emulator';

export type DevMethod = 'GET' | 'POST' | 'DELETE';

/** A developer endpoint: method, path and, as phantom types, its JSON body and response. */
export interface DevRoute<Req = unknown, Res = unknown, Path extends string = string> {
  readonly method: DevMethod;
  readonly path: Path;
  /** Phantom field carrying the body and response types; never set at runtime. */
  readonly types?: { request: Req; response: Res };
}

/** A domain's developer endpoints, by the name the client and the public table (`devRoutes`) use. */
export type DevRoutes = Readonly<Record<string, DevRoute>>;

/** A route without a body (GET, and the DELETEs). */
export type NoBody = undefined;

/** The answer of an endpoint that only acts. */
export interface Ok {
  ok: true;
}

/** `devRoute<Req, Res>()('POST', '/seed')` → the endpoint at `/__emulator/seed`. */
export function devRoute<Req, Res>() {
  return <const Path extends string>(
    method: DevMethod,
    path: Path,
  ): DevRoute<Req, Res, `${typeof DEV_PREFIX}${Path}`> => ({
    method,
    path: `${DEV_PREFIX}${path}`,
  });
}

export type DevRequest<D> = D extends DevRoute<infer Req, unknown, string> ? Req : never;
export type DevResponse<D> = D extends DevRoute<unknown, infer Res, string> ? Res : never;
