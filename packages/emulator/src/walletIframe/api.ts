import {
  buildPath,
  HEADER,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
  routeDomains,
} from '@foyer/headless/contract';
import { IframeError } from './errors.ts';

export const walletRoutes = routeDomains.embeddedWallets;
export const meRoute = routeDomains.users.me;

export interface ProviderApi {
  call<R extends RouteDef>(
    def: R,
    accessToken: string,
    body: RouteRequest<R>,
    params?: Record<string, string>,
  ): Promise<RouteResponse<R>>;
}

/** A provider error as the iframe answers it: 400/404 are the caller's arguments, the rest a plain error. */
export class ProviderError extends IframeError {
  readonly status: number;
  constructor(status: number, body: unknown) {
    const message =
      typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : `The provider answered ${status}`;
    super(status === 400 || status === 404 ? 'invalid_request_arguments' : 'error', message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

/**
 * The provider's API on the iframe's own origin (relative URLs), with the user's access token.
 * `send` is the page's `fetch`; tests pass one that targets an emulator and sets the `Origin`.
 */
export function createProviderApi(
  appId: string,
  clientId: string | undefined,
  send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init),
): ProviderApi {
  return {
    async call(def, accessToken, body, params) {
      const headers: Record<string, string> = { [HEADER.appId]: appId, authorization: `Bearer ${accessToken}` };
      if (clientId) headers[HEADER.clientId] = clientId;
      const init: RequestInit = { method: def.method, headers, credentials: 'omit' };
      if (def.method !== 'GET') {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(body ?? {});
      }
      const response = await send(buildPath(def.path, params), init);
      const json: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new ProviderError(response.status, json);
      return json as never;
    },
  };
}
