/**
 * `@foyer/emulator/in-process`: the emulator without a server, for browsers (Storybook, DOM tests)
 * and any runtime with `fetch` and Web Crypto, plus everything else that is browser-safe: the
 * developer-endpoint contract and its client, and the test helpers. Nothing here may import `node:*`
 * or a Node adapter.
 */
import type { EmulatorControls } from './controls.ts';
import { createInstance, type InstanceOptions } from './instance.ts';

export type { ChainControls, FundOptions } from './chains/hub.ts';
export {
  type AppClient,
  type ChainClient,
  type ClockClient,
  createEmulatorClient,
  type EmulatorClient,
  EmulatorClientError,
  type FaultClient,
} from './contract/client.ts';
export type { AppControls, ClockControls, EmulatorControls, FaultControls } from './controls.ts';
export { type ClockState, devRoutes } from './dev/routes.ts';
export type { AnalyticsEvent } from './domains/analytics/index.ts';
export { DEFAULT_APP_ID, type DevApp, defaultAppConfig, JWKS_PATH, type SeedApp } from './domains/apps/index.ts';
export {
  decideFarcasterSigner,
  FARCASTER_CONNECT_PATH,
  FARCASTER_SIGNER_PATH,
  type SignerDecision,
} from './domains/farcaster/index.ts';
export {
  type DevUser,
  REFRESH_REUSE_GRACE_MS,
  SESSION_COOKIE,
  type SeedLinkedAccount,
  type SeedUser,
} from './domains/identity/index.ts';
export type { EmulatorStateJson, SeedData, SeedResult } from './domains/index.ts';
export type { OutboxChannel, OutboxMessage } from './domains/outbox/index.ts';
export {
  signTelegramLogin,
  signTelegramWebAppData,
  TELEGRAM_AUTH_PATH,
  telegramBotToken,
} from './domains/telegram/index.ts';
export type { Fault, FaultInput } from './http/faults.ts';
export type { ChainId } from './kernel/chains.ts';
export { DEV_PREFIX, type DevRequest, type DevResponse, type DevRoute, type Ok } from './kernel/devRoute.ts';
export { createSession, fundWallet, latestCode, loginWithEmail } from './testing.ts';

/** The pseudo origin every in-process emulator answers on; requests never reach the network. */
export const IN_PROCESS_URL = 'http://emulator.invalid';

export type InProcessEmulatorOptions = InstanceOptions;

export interface InProcessEmulator extends EmulatorControls {
  /** `IN_PROCESS_URL`: pass it as the kit's `apiUrl`, together with `fetch`. */
  readonly url: string;
  /**
   * Answers by path, whatever the origin. Rejects as a real fetch would: with the signal's reason
   * on abort (also while a body is still arriving), with a TypeError when a `drop` fault ends the
   * "connection".
   */
  readonly fetch: typeof fetch;
  /** Stops the domains' services; there so an in-process instance can stand in for `createEmulator()`'s. */
  close(): Promise<void>;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The response with a body that errors with the signal's reason on abort, as a network body does. */
function abortableBody(response: Response, signal: AbortSignal): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(signal.reason);
          void reader.cancel(signal.reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * An emulator instance (own state, clock, signing key and faults) called through `fetch`, no port.
 * Its developer endpoints skip the `Host` check: no other page can reach an in-process instance.
 */
export async function createInProcessEmulator(options: InProcessEmulatorOptions = {}): Promise<InProcessEmulator> {
  const { hono, controls, stop } = await createInstance(options, { checkDevHost: false });

  const fetchInProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    // The caller's own signal, not `request.signal`: undici's Request follows the caller's signal
    // through a WeakRef, so once the Request is collected an abort would never reach the body.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : request.signal);
    let dropped = false;
    const dropConnection = () => {
      dropped = true;
    };
    const answer = Promise.resolve(hono.fetch(request, { dropConnection }));
    const response = await Promise.race([answer, rejectOnAbort(signal)]);
    if (dropped) throw new TypeError('Failed to fetch: the emulator dropped the connection');
    return abortableBody(response, signal);
  };

  return {
    ...controls,
    url: IN_PROCESS_URL,
    fetch: fetchInProcess,
    close: stop,
  };
}
