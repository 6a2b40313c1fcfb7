import type { ApiErrorBody } from '../api/wire.ts';
import type { FoyerErrorCode } from './codes.ts';
import { isServerErrorCode } from './serverCodes.ts';

/** What went wrong, broadly: lets callers branch without `instanceof` across bundles. */
export type FoyerErrorKind = 'api' | 'timeout' | 'network' | 'aborted' | 'validation' | 'client';

export interface FoyerErrorOptions {
  cause?: unknown;
}

/**
 * The one error family of the kit. `code` is stable (see `ErrorCode`) and is what UIs map to copy;
 * `message` is for developers and is never shown to end users.
 */
export class FoyerError extends Error {
  override readonly name: string = 'FoyerError';
  readonly kind: FoyerErrorKind = 'client';
  readonly code: FoyerErrorCode;

  constructor(code: FoyerErrorCode, message: string, options: FoyerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/** The server answered with a non-2xx status. */
export class ApiError extends FoyerError {
  override readonly name = 'ApiError';
  override readonly kind = 'api';
  readonly status: number;
  /** The parsed `{ error, code, cause }` body, or null when the body was not JSON. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null, path: string) {
    super(codeFor(status, body), `${path} failed with ${status}${body?.error ? `: ${body.error}` : ''}`);
    this.status = status;
    this.body = body;
  }

  /** The server's own explanation (`body.error`), shown by UIs only for 400 and 422 responses. */
  get serverMessage(): string | undefined {
    return this.body?.error;
  }
}

export class TimeoutError extends FoyerError {
  override readonly name = 'TimeoutError';
  override readonly kind = 'timeout';
  readonly timeoutMs: number;
  constructor(path: string, timeoutMs: number) {
    super('client_request_timeout', `${path} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

export class NetworkError extends FoyerError {
  override readonly name = 'NetworkError';
  override readonly kind = 'network';
  constructor(path: string, cause: unknown) {
    super('network_error', `${path} could not reach the server`, { cause });
  }
}

export class AbortedError extends FoyerError {
  override readonly name = 'AbortedError';
  override readonly kind = 'aborted';
  constructor(what: string) {
    super('aborted', `${what} was aborted`);
  }
}

/** Input that failed a rule before anything was sent. `field` names the input. */
export class ValidationError extends FoyerError {
  override readonly name = 'ValidationError';
  override readonly kind = 'validation';
  readonly field: string;
  constructor(field: string, code: FoyerErrorCode, message: string) {
    super(code, message);
    this.field = field;
  }
}

function codeFor(status: number, body: ApiErrorBody | null): FoyerErrorCode {
  if (isServerErrorCode(body?.code)) return body.code;
  if (status === 429) return 'too_many_requests';
  if (status === 401) return 'missing_or_invalid_token';
  if (status === 400 || status === 422) return 'invalid_data';
  return 'unknown_auth_error';
}

/** True for any kit error; with `code`, only for that code. Works across bundle copies. */
export function isFoyerError(error: unknown, code?: FoyerErrorCode): error is FoyerError {
  if (!(error instanceof Error) || !('code' in error) || !('kind' in error)) return false;
  return code === undefined || (error as FoyerError).code === code;
}

/** Wrap anything thrown into the family, keeping kit errors as they are. */
export function toFoyerError(error: unknown, fallbackCode: FoyerErrorCode = 'unknown_auth_error'): FoyerError {
  if (isFoyerError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FoyerError(fallbackCode, message, { cause: error });
}
