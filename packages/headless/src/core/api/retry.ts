import { API_RETRIES, API_RETRY_DELAY_MS, API_RETRY_FACTOR, RETRY_STATUSES } from '../constants.ts';

/** Delay before retry `attempt` (1-based): 500 ms, then tripling. */
export function retryDelay(attempt: number, baseMs = API_RETRY_DELAY_MS): number {
  return baseMs * API_RETRY_FACTOR ** (attempt - 1);
}

/** Only these statuses are retried, and only up to three times (spec 000 §7). */
export function shouldRetry(status: number, attempt: number): boolean {
  return attempt <= API_RETRIES && RETRY_STATUSES.has(status);
}
