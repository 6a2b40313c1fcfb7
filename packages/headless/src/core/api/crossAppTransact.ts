/**
 * Reference §5.13: the provider app's transact page, where a cross-app request is signed. Not a
 * route: a page the requesting app opens in a popup, which answers with window messages.
 */

/** Reference §5.13: the provider app's transact page, at the provider's API address (query `token`, `request`). */
export const CROSS_APP_TRANSACT_PATH = '/oauth/transact';

/** The signing methods a cross-app request carries (reference §3.12). */
export const crossAppRpcMethods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;
export type CrossAppRpcMethod = (typeof crossAppRpcMethods)[number];

/** One JSON-RPC request, bigints as 0x hex. */
export interface CrossAppRpcRequest {
  method: CrossAppRpcMethod;
  params: unknown[];
}

/** Reference §5.13: the transact page's `request` query parameter, as JSON. */
export interface CrossAppTransactRequest {
  content: { request: { request: CrossAppRpcRequest } };
  /** Unix milliseconds. */
  timestamp: number;
  /** The requesting page's origin: the only one the page answers. */
  callbackUrl: string;
}

/** The provider access token the page hands back with its answer: a new one, or none any more. */
export type CrossAppTokenUpdate = { action: 'set'; value: string } | { action: 'clear' };

/** Reference §5.13: what the transact page posts to its opener (at `callbackUrl`'s origin only). */
export type CrossAppActionMessage =
  | { type: 'PRIVY_CROSS_APP_ACTION_RESPONSE'; result: string; token?: CrossAppTokenUpdate }
  | { type: 'PRIVY_CROSS_APP_ACTION_ERROR'; error: string; token?: CrossAppTokenUpdate };
