import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode, type FoyerErrorCode } from '@foyer/headless/contract';

/** The provider's error body (reference §4): `{ error, code?, cause? }`. */
export interface ErrorBody {
  error: string;
  code?: FoyerErrorCode;
  cause?: string;
}

/** Thrown by handlers; turned into an error body with this status by `onError`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: FoyerErrorCode | undefined;
  readonly causeText: string | undefined;

  constructor(status: ContentfulStatusCode, code: FoyerErrorCode | undefined, message: string, cause?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.causeText = cause;
  }

  body(): ErrorBody {
    const body: ErrorBody = { error: this.message };
    if (this.code !== undefined) body.code = this.code;
    if (this.causeText !== undefined) body.cause = this.causeText;
    return body;
  }
}

export const invalidData = (message: string): ApiError => new ApiError(400, ErrorCode.INVALID_DATA, message);
export const invalidToken = (): ApiError =>
  new ApiError(401, ErrorCode.MISSING_OR_INVALID_TOKEN, 'Missing or invalid token');

/** JSON response with an explicit serialisation (works for `null` and any wire interface). */
export function jsonResponse(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(JSON.stringify(data), status);
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return jsonResponse(c, err.body(), err.status);
  const message = err instanceof Error ? err.message : String(err);
  return jsonResponse(c, { error: 'Internal emulator error', cause: message } satisfies ErrorBody, 500);
};
