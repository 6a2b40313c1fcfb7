import type { ApiErrorBody } from '../api/wire.ts';
import type { FoyerErrorCode } from './codes.ts';
import { isServerErrorCode, type ServerErrorCode } from './serverCodes.ts';

/** What went wrong, broadly: lets callers branch without `instanceof` across bundles. */
export type FoyerErrorKind = 'api' | 'timeout' | 'network' | 'aborted' | 'validation' | 'client';

export interface FoyerErrorOptions {
  cause?: unknown;
  /** Facts a UI may show with the error: the wallet's address, a revert reason, a transaction hash. */
  details?: FoyerErrorDetails;
}

/** What a failure is about, for the screen that explains it (e.g. spec 'Wallet {address} does not have enough funds.'). */
export interface FoyerErrorDetails {
  /** The wallet the error is about. */
  address?: string;
  /** The chain's own words: a revert reason, a simulation's error. */
  reason?: string;
  /** The transaction the error is about, once it has a hash. */
  hash?: string;
  /** The characters a rule refused (a password's), each once, in order. */
  characters?: readonly string[];
  /** The chain the error is about (a funding chain that is not configured: 'Funding chain <id> …'). */
  chainId?: string;
  /** A bridge's final status (`refund`, `failure`) or an outside service's message. */
  status?: string;
}

/**
 * The one error family of the kit. `code` is stable (see `ErrorCode`) and is what UIs map to copy;
 * `message` is for developers and is never shown to end users. `Code` narrows the codes an error
 * can have: a hook's `state.error` is typed by the codes its flow can give.
 */
export class FoyerError<Code extends FoyerErrorCode = FoyerErrorCode> extends Error {
  override readonly name: string = 'FoyerError';
  readonly kind: FoyerErrorKind = 'client';
  readonly code: Code;
  /** Facts for the screen that explains the error (absent when there are none). */
  readonly details?: FoyerErrorDetails;

  constructor(code: Code, message: string, options: FoyerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.details) this.details = options.details;
  }
}

/** The server answered with a non-2xx status: its code, or one read from the status. */
export class ApiError extends FoyerError<ServerErrorCode> {
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

export class TimeoutError extends FoyerError<'client_request_timeout'> {
  override readonly name = 'TimeoutError';
  override readonly kind = 'timeout';
  readonly timeoutMs: number;
  constructor(path: string, timeoutMs: number) {
    super('client_request_timeout', `${path} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

export class NetworkError extends FoyerError<'network_error'> {
  override readonly name = 'NetworkError';
  override readonly kind = 'network';
  constructor(path: string, cause: unknown) {
    super('network_error', `${path} could not reach the server`, { cause });
  }
}

export class AbortedError extends FoyerError<'aborted'> {
  override readonly name = 'AbortedError';
  override readonly kind = 'aborted';
  constructor(what: string) {
    super('aborted', `${what} was aborted`);
  }
}

/** Input that failed a rule before anything was sent. `field` names the input. */
export class ValidationError<Code extends FoyerErrorCode = FoyerErrorCode> extends FoyerError<Code> {
  override readonly name = 'ValidationError';
  override readonly kind = 'validation';
  readonly field: string;
  constructor(field: string, code: Code, message: string, options: FoyerErrorOptions = {}) {
    super(code, message, options);
    this.field = field;
  }
}

function codeFor(status: number, body: ApiErrorBody | null): ServerErrorCode {
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
