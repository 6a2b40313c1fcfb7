import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../../core/errors/FoyerError.ts';

/** Calls to the funding services end after this; the caller's signal ends them sooner. */
export const SERVICE_TIMEOUT_MS = 20_000;

/** An outside service's answer: its HTTP status and JSON body (null when it sent none). */
export interface ServiceAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * One JSON call to a funding service (the card provider's status API, the bridge), within 20 s. A
 * non-OK answer is returned, not thrown: each service reads its own errors. No answer in time rejects
 * with `client_request_timeout`, an unreachable host with `network_error`; `fetch` is looked up per
 * call (tests replace it).
 */
export async function serviceJson(
  url: string,
  { signal, body }: { signal: AbortSignal; body?: unknown },
): Promise<ServiceAnswer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), SERVICE_TIMEOUT_MS);
  const onAbort = () => deadline.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: deadline.signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { ok: response.ok, status: response.status, body: parsed };
  } catch (cause) {
    if (signal.aborted) throw new AbortedError(`The call to ${url}`);
    if (deadline.signal.aborted) {
      throw new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `${url} did not answer within 20 s`, { cause });
    }
    throw new FoyerError(ErrorCode.NETWORK_ERROR, `${url} could not be reached`, { cause });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
