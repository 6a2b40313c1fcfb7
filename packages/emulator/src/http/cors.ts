import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HEADER } from '@foyer/headless/contract';

export const CORS_ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  HEADER.appId,
  HEADER.clientId,
  HEADER.client,
  HEADER.analyticsId,
  HEADER.ui,
];

/**
 * Any origin may call with credentials (the demo runs on another port): the request `Origin` is
 * reflected, never `*`. Preflights answer 204 before faults and the app-id check run.
 */
export function corsMiddleware(): MiddlewareHandler {
  return cors({
    origin: (origin) => origin || null,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
  });
}
