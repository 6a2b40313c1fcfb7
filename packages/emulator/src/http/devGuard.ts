import { ErrorCode } from '@foyer/headless/contract';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../kernel/errors.ts';

/** Hosts the developer endpoints answer on (any port): loopback names only, so DNS rebinding fails. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

const forbidden = (message: string) => new ApiError(403, undefined, message);

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function hasBody(headers: Headers): boolean {
  return headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;
}

/**
 * `/__emulator/*` holds the codes, the signing key and every refresh token, and can reset or replace
 * the state, so no other web page may reach it:
 * - same origin only: no CORS headers, and a request whose `Origin` is another origin gets 403
 *   (as does a cross-site or same-site subresource request, by its fetch metadata; navigations to
 *   the page still work);
 * - with `checkHost`, the `Host` must be localhost, 127.0.0.1 or [::1] (any port): a rebound DNS
 *   name pointing at 127.0.0.1 is refused;
 * - POST, PUT and PATCH, and a DELETE with a body, need `content-type: application/json` (415), which
 *   a form or a `text/plain` fetch cannot send without a preflight.
 */
export function devGuard({ checkHost }: { checkHost: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (checkHost && !LOOPBACK_HOST.test(c.req.header('host') ?? '')) {
      throw forbidden('Developer endpoints answer on localhost, 127.0.0.1 or [::1] only');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      throw forbidden('Developer endpoints answer same-origin requests only');
    }
    const site = c.req.header('sec-fetch-site');
    if ((site === 'cross-site' || site === 'same-site') && c.req.header('sec-fetch-mode') !== 'navigate') {
      throw forbidden('Developer endpoints answer same-origin requests only');
    }
    const method = c.req.method;
    const needsJson =
      method === 'POST' ||
      method === 'PUT' ||
      method === 'PATCH' ||
      (method === 'DELETE' && hasBody(c.req.raw.headers));
    if (needsJson && !isJson(c.req.header('content-type'))) {
      throw new ApiError(
        415,
        ErrorCode.INVALID_DATA,
        'Developer endpoints take `content-type: application/json` bodies',
      );
    }
    return next();
  };
}
