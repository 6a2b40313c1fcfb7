/**
 * Wallet-API authorization signatures (reference §6.6). A request that signs with a server wallet or
 * changes one carries `privy-authorization-signature`: ECDSA P-256 / SHA-256 signatures (DER, base64;
 * several comma-separated for a quorum) of the request's canonical JSON:
 * `{ version: 1, method, url, body, headers: { 'privy-app-id', 'privy-request-expiry', 'privy-idempotency-key'? } }`,
 * canonicalized as RFC 8785 (JSON Canonicalization Scheme). `privy-request-expiry` (milliseconds since
 * the epoch, at most `AUTHORIZATION_LIMITS.maxExpiryMs` ahead) is required: the provider refuses an
 * expired request, and a signature it has already accepted (a replay) until that expiry.
 * Pure; shared by the kit (`useAuthorizationSignature`), the emulator, and app servers.
 */

export const AUTHORIZATION_SIGNATURE_HEADER = 'privy-authorization-signature';
export const REQUEST_EXPIRY_HEADER = 'privy-request-expiry';
export const IDEMPOTENCY_KEY_HEADER = 'privy-idempotency-key';

export const AUTHORIZATION_LIMITS = {
  /** How far ahead a request's expiry may be. */
  maxExpiryMs: 5 * 60_000,
} as const;

/** What is signed: the request as the provider receives it. `url`: the full URL, query included. */
export interface AuthorizationRequest {
  version: 1;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  headers: {
    'privy-app-id': string;
    'privy-request-expiry': string;
    'privy-idempotency-key'?: string;
  };
}

/**
 * RFC 8785: object keys sorted by UTF-16 code units, no whitespace, numbers and strings as ECMAScript
 * serializes them; `undefined` members dropped. Throws a `TypeError` on what JSON cannot hold
 * (a non-finite number, a bigint, a function).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('Canonical JSON has no non-finite numbers');
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  throw new TypeError(`Canonical JSON cannot hold a ${typeof value}`);
}

/** The bytes an authorization key signs for `request`. */
export function authorizationPayload(request: AuthorizationRequest): Uint8Array {
  return new TextEncoder().encode(canonicalJson(request));
}
