import {
  buildPath,
  ErrorCode,
  HEADER,
  MFA_TOKEN_HEADER,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
  routeDomains,
  type WalletErrorType,
} from '@foyer/headless/contract';
import { IframeError } from './errors.ts';
import { createMfaTokens, type MfaTokens, userOf } from './mfaTokens.ts';

export const walletRoutes = routeDomains.embeddedWallets;
export const meRoute = routeDomains.users.me;

export interface ProviderApi {
  call<R extends RouteDef>(
    def: R,
    accessToken: string,
    body: RouteRequest<R>,
    params?: Record<string, string>,
  ): Promise<RouteResponse<R>>;
  /** The users' MFA tokens, sent with each of their calls. */
  readonly mfaTokens: MfaTokens;
}

const field = (body: unknown, name: 'error' | 'code') =>
  typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[name] === 'string'
    ? ((body as Record<string, string>)[name] as string)
    : undefined;

/**
 * A provider error as the iframe answers it: `missing_or_invalid_mfa` as such (the SDK then asks for
 * MFA), other 400/404 as the caller's arguments, the rest a plain error.
 */
export class ProviderError extends IframeError {
  readonly status: number;
  /** The body's `code`. */
  readonly code: string | undefined;
  constructor(status: number, body: unknown) {
    const code = field(body, 'code');
    const type: WalletErrorType =
      code === ErrorCode.MISSING_OR_INVALID_MFA
        ? 'missing_or_invalid_mfa'
        : status === 400 || status === 404
          ? 'invalid_request_arguments'
          : 'error';
    super(type, field(body, 'error') ?? `The provider answered ${status}`);
    this.name = 'ProviderError';
    this.status = status;
    this.code = code;
  }
}

/**
 * The provider's API on the iframe's own origin (relative URLs), with the user's access token and,
 * while this iframe holds one for the user, their MFA token (dropped when the provider refuses it).
 * `send` is the page's `fetch`; tests pass one that targets an emulator and sets the `Origin`.
 */
export function createProviderApi(
  appId: string,
  clientId: string | undefined,
  send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init),
  mfaTokens: MfaTokens = createMfaTokens(),
): ProviderApi {
  return {
    mfaTokens,
    async call(def, accessToken, body, params) {
      const headers: Record<string, string> = { [HEADER.appId]: appId, authorization: `Bearer ${accessToken}` };
      if (clientId) headers[HEADER.clientId] = clientId;
      const userId = userOf(accessToken);
      const mfaToken = userId === undefined ? undefined : mfaTokens.get(userId);
      if (mfaToken !== undefined) headers[MFA_TOKEN_HEADER] = mfaToken;
      const init: RequestInit = { method: def.method, headers, credentials: 'omit' };
      if (def.method !== 'GET') {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(body ?? {});
      }
      const response = await send(buildPath(def.path, params), init);
      const json: unknown = await response.json().catch(() => undefined);
      if (response.ok) return json as never;
      const error = new ProviderError(response.status, json);
      // A wrong code is 400; 403 is the gate refusing the token (expired, or no longer valid).
      if (
        userId !== undefined &&
        mfaToken !== undefined &&
        error.status === 403 &&
        error.type === 'missing_or_invalid_mfa'
      ) {
        mfaTokens.drop(userId);
      }
      throw error;
    },
  };
}
