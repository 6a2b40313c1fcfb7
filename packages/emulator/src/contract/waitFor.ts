/**
 * The host's own timers, taken when this module loads: a test that then installs fake timers
 * (`vi.useFakeTimers()`) still gets a wait that ends, since the emulator answers on real time.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);

const POLL_INTERVAL_MS = 50;

/**
 * Reads `read()` until it gives a value, every 50 ms on real timers; rejects with `timeoutError()`
 * once `timeoutMs` of real time have passed without one.
 */
export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  timeoutError: () => Error,
): Promise<T> {
  let timedOut = false;
  const deadline = realSetTimeout(() => {
    timedOut = true;
  }, timeoutMs);
  try {
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (timedOut) throw timeoutError();
      await new Promise((done) => realSetTimeout(done, POLL_INTERVAL_MS));
    }
  } finally {
    realClearTimeout(deadline);
  }
}

/**
 * The newest code in `outbox(to)`, waiting up to `timeoutMs` (default 5 s) of real time for one to
 * arrive (also under fake timers); then rejects with "No code was sent to … within … ms".
 */
export function waitForCode(
  outbox: (to: string) => readonly { code: string }[] | Promise<readonly { code: string }[]>,
  to: string,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  return waitFor(
    async () => (await outbox(to))[0]?.code,
    timeoutMs,
    () => new Error(`No code was sent to ${to} within ${timeoutMs} ms`),
  );
}
