import type {
  LoginMode,
  WireAppConfig,
  WireAuthResponse,
  WireSuccess,
  WireUser,
} from './wire.ts';

/**
 * The one typed route table (reference/provider-api.md §5). The client calls routes by key; the
 * emulator registers its handlers from the same table, so paths and body shapes cannot drift apart.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteDef<Req, Res, Path extends string = string> {
  method: HttpMethod;
  path: Path;
  /** Retry on 408/409/425/5xx. False for analytics, which is fire-and-forget. */
  retry: boolean;
  /** Whether the client may refresh an expired access token before calling. */
  refreshFirst: boolean;
  /** Phantom field carrying the body and response types; never set at runtime. */
  readonly types?: { request: Req; response: Res };
}

function route<Req, Res>() {
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

type NoBody = undefined;
const sessionRoute = { refreshFirst: false } as const;

export const routes = {
  // §5.1 app, session, user, analytics, terms
  appConfig: route<NoBody, WireAppConfig>()('GET', '/api/v1/apps/:app_id', sessionRoute),
  refreshSession: route<{ refresh_token?: string }, WireAuthResponse>()('POST', '/api/v1/sessions', sessionRoute),
  logout: route<{ refresh_token?: string }, Record<string, never>>()('POST', '/api/v1/sessions/logout', sessionRoute),
  me: route<NoBody, { user: WireUser; identity_token: string | null }>()('GET', '/api/v1/users/me'),
  acceptTerms: route<Record<string, never>, WireUser>()('POST', '/api/v1/users/me/accept_terms'),
  analyticsEvent: route<
    { event_name: string; client_id: string | null; payload?: Record<string, unknown> },
    null
  >()('POST', '/api/v1/analytics_events', { retry: false, refreshFirst: false }),

  // §5.2 e-mail (passwordless)
  emailInit: route<{ email: string; token?: string }, WireSuccess>()('POST', '/api/v1/passwordless/init'),
  emailAuthenticate: route<{ email: string; code: string; mode?: LoginMode }, WireAuthResponse>()(
    'POST',
    '/api/v1/passwordless/authenticate',
  ),
  emailLink: route<{ email: string; code: string }, WireUser>()('POST', '/api/v1/passwordless/link'),
  emailUpdate: route<{ oldAddress: string; newAddress: string; code: string }, WireUser>()(
    'POST',
    '/api/v1/passwordless/update',
  ),
  emailUnlink: route<{ address: string }, WireUser>()('POST', '/api/v1/passwordless/unlink'),
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;

type DefOf<K extends RouteKey> = Routes[K];
export type RouteRequest<K extends RouteKey> =
  DefOf<K> extends RouteDef<infer Req, unknown, string> ? Req : never;
export type RouteResponse<K extends RouteKey> =
  DefOf<K> extends RouteDef<unknown, infer Res, string> ? Res : never;

/** `'/api/v1/apps/:app_id'` → `{ app_id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export type RouteParams<K extends RouteKey> = PathParams<DefOf<K>['path']>;

/** Fill `:name` segments; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
