/** Spec §4/§9: the Farcaster channel's status is polled every 2 s, for at most 120 s. */
export const FARCASTER_POLL_MS = 2_000;
export const FARCASTER_TIMEOUT_MS = 120_000;

/** The clock and the waits of a Farcaster run (replaced in tests, so a 120 s timeout takes no time). */
export interface FarcasterTimers {
  now(): number;
  /** Resolves after `ms`; rejects when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
