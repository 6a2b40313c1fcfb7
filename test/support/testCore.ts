import type { Emulator } from '@foyer/emulator';
import { createFoyerCore, type FoyerCoreOptions, memoryStorage } from '@foyer/headless/core';

export const DEMO_APP_ID = 'foyer-demo-app-0000000001';

export interface RecordedRequest {
  method: string;
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Real fetch to the emulator (or through `inner`, e.g. a fault of the test's own), recording what the client sent. */
export function recordingFetch(inner: typeof fetch = (input, init) => fetch(input, init)) {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    requests.push({
      method: init?.method ?? 'GET',
      origin: url.origin,
      path: url.pathname,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    return inner(input, init);
  };
  return { fetch: fetchImpl, requests, count: (path: string) => requests.filter((r) => r.path === path).length };
}

/**
 * A core wired to an emulator instance: memory storage, the emulator's clock, recorded requests
 * (`testing.fetch`, when given, is recorded too).
 */
export function createTestCore(emulator: Emulator, options: Partial<FoyerCoreOptions> = {}) {
  const recorder = recordingFetch(options.testing?.fetch);
  const storage = options.storage ?? memoryStorage();
  const core = createFoyerCore({
    appId: DEMO_APP_ID,
    apiUrl: emulator.url,
    storage,
    ...options,
    testing: { now: () => emulator.clock.now(), ...options.testing, fetch: recorder.fetch },
  });
  return { core, storage, ...recorder };
}

let counter = 0;
/** A fresh address per test, so files can share an emulator without resets. */
/** A browser page's fetch: every request carries the page's `Origin` (passkeys and the wallet routes check it). */
export const fetchFromOrigin =
  (origin: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    return fetch(input, { ...init, headers });
  };

export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;
