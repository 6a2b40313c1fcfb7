import { API_RETRIES, API_RETRY_DELAY_MS, API_RETRY_FACTOR, RETRY_STATUSES } from '../constants.ts';

/** Delay before retry `attempt` (1-based): 500 ms, then tripling. */
export function retryDelay(attempt: number, baseMs = API_RETRY_DELAY_MS): number {
  return baseMs * API_RETRY_FACTOR ** (attempt - 1);
}

/** Only these statuses are retried, and only up to three times (spec 000 §7). */
export function shouldRetry(status: number, attempt: number): boolean {
  return attempt <= API_RETRIES && RETRY_STATUSES.has(status);
}

/** Waits `ms`; an abort of `signal` rejects at once with its reason and leaves no timer or listener. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
