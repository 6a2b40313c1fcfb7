import { type ApiErrorBody, ErrorCode, type FoyerErrorCode } from '@foyer/headless/contract';
import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown by handlers; `onError` turns it into the provider's error body (`ApiErrorBody`). */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: FoyerErrorCode | undefined;
  readonly causeText: string | undefined;
  /** Extra response headers (e.g. `connection: close` on 413). */
  readonly headers: Record<string, string>;
  /** The body's `data` (the account transfer's nonce and names). */
  readonly data: unknown;

  constructor(
    status: ContentfulStatusCode,
    code: FoyerErrorCode | undefined,
    message: string,
    options: { cause?: string; headers?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.causeText = options.cause;
    this.headers = options.headers ?? {};
    this.data = options.data;
  }

  body(): ApiErrorBody {
    const body: ApiErrorBody = { error: this.message };
    if (this.code !== undefined) body.code = this.code;
    if (this.causeText !== undefined) body.cause = this.causeText;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

export const invalidData = (message: string): ApiError => new ApiError(400, ErrorCode.INVALID_DATA, message);
export const invalidToken = (): ApiError =>
  new ApiError(401, ErrorCode.MISSING_OR_INVALID_TOKEN, 'Missing or invalid token');
export const tooManyRequests = (): ApiError =>
  new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests. Please wait before trying again.');

/** JSON response with an explicit serialisation (works for `null` and any wire interface). */
export function jsonResponse(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(JSON.stringify(data), status);
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return jsonResponse(c, err.body(), err.status);
  }
  const message = err instanceof Error ? err.message : String(err);
  return jsonResponse(c, { error: 'Internal emulator error', cause: message } satisfies ApiErrorBody, 500);
};
