/**
 * `@foyer/headless/contract`: the provider's wire protocol as types and route definitions
 * (reference §4-§5, §7): what the client sends and what a server (the emulator, or your own test
 * double) answers. No React, no state.
 */

export { OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '../core/api/oauthCauses.ts';
export {
  buildPath,
  defineRoute,
  type HttpMethod,
  type NoBody,
  type PathParams,
  type RouteDef,
  type RouteParams,
  type RouteRequest,
  type RouteResponse,
} from '../core/api/route.ts';
export { type RouteDomain, routeDomains } from '../core/api/routes/index.ts';
export type { PasskeyInit } from '../core/api/routes/passkey.ts';
export * from '../core/api/webauthnWire.ts';
export type * from '../core/api/wire.ts';
export { oauthProviders } from '../core/api/wire.ts';
export { CLIENT_VERSION, CODE_LENGTH, HEADER, REFRESH_COOKIE_DAYS, SDK_VERSION } from '../core/constants.ts';
export { ErrorCode, type FoyerErrorCode } from '../core/errors/codes.ts';
export { isErrorCode } from '../core/errors/isErrorCode.ts';
export type * from '../core/wallets/protocol.ts';
export {
  IFRAME_EVENT_PREFIX,
  IFRAME_TIMEOUT_MS,
  WALLET_IFRAME_PATH,
  walletErrorTypes,
} from '../core/wallets/protocol.ts';
