/**
 * `@foyer/emulator/in-process`: the emulator without a server, for browsers (Storybook, DOM tests)
 * and any runtime with `fetch` and Web Crypto. Nothing here may import `node:*` or a Node adapter.
 */
import { createInstance, type EmulatorControls, type InstanceOptions } from './instance.ts';

export { DEFAULT_APP_ID, defaultAppConfig, type SeedApp } from './apps.ts';
export type { EmulatorControls } from './instance.ts';
export type { SeedData, SeedResult } from './seed.ts';
export type { SeedUser } from './users.ts';
export type { Fault, FaultInput } from './http/faults.ts';
export type { AnalyticsEvent, OutboxChannel, OutboxMessage } from './state.ts';
export type { EmulatorStateJson } from './persistence.ts';
export { JWKS_PATH } from './routes/app.ts';
export { DEV_PREFIX } from './http/paths.ts';
export { latestCode, loginWithEmail, loginWithoutEmail } from './testing.ts';

/** The pseudo origin every in-process emulator answers on; requests never reach the network. */
export const IN_PROCESS_URL = 'http://emulator.invalid';

export type InProcessEmulatorOptions = InstanceOptions;

export interface InProcessEmulator extends EmulatorControls {
  /** `IN_PROCESS_URL`: pass it as the kit's `apiUrl`, together with `fetch`. */
  readonly url: string;
  /**
   * Answers by path, whatever the origin. Rejects as a real fetch would: with the signal's reason
   * on abort, with a TypeError when a `drop` fault ends the "connection".
   */
  readonly fetch: typeof fetch;
  /** Nothing to stop; there so an in-process instance can stand in for `createEmulator()`'s. */
  close(): Promise<void>;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** An emulator instance (own state, clock, signing key and faults) called through `fetch`, no port. */
export async function createInProcessEmulator(options: InProcessEmulatorOptions = {}): Promise<InProcessEmulator> {
  const { hono, controls } = await createInstance(options);

  const fetchInProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    let dropped = false;
    const dropConnection = () => {
      dropped = true;
    };
    const answer = Promise.resolve(hono.fetch(request, { dropConnection }));
    const response = await Promise.race([answer, rejectOnAbort(request.signal)]);
    if (dropped) throw new TypeError('Failed to fetch: the emulator dropped the connection');
    return response;
  };

  return {
    ...controls,
    url: IN_PROCESS_URL,
    fetch: fetchInProcess,
    close: async () => undefined,
  };
}
