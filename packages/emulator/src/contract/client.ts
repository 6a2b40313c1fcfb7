import { type ApiErrorBody, buildPath, type WireAuthResponse } from '@foyer/headless/contract';
import { type ClockState, devRoutes } from '../dev/routes.ts';
import type { AnalyticsEvent } from '../domains/analytics/index.ts';
import type { DevApp } from '../domains/apps/index.ts';
import type { DevUser } from '../domains/identity/index.ts';
import type { EmulatorStateJson, SeedData, SeedResult } from '../domains/index.ts';
import type { OAuthNextInput } from '../domains/oauth/index.ts';
import type { OutboxMessage } from '../domains/outbox/index.ts';
import type { Fault, FaultInput } from '../http/faults.ts';
import type { DevRequest, DevResponse, DevRoute } from '../kernel/devRoute.ts';

/** A developer endpoint answered with an error status; `body` is the emulator's `ApiErrorBody`. */
export class EmulatorClientError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(route: DevRoute, status: number, body: ApiErrorBody | null) {
    super(`${route.method} ${route.path} answered ${status}${body ? `: ${body.error}` : ''}`);
    this.name = 'EmulatorClientError';
    this.status = status;
    this.body = body;
  }
}

/** The developer endpoints of an emulator over HTTP, typed by `devRoutes` (the instance's and each domain's). */
export interface EmulatorClient {
  readonly url: string;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** The newest code sent to `to`, waiting up to `timeoutMs` (default 5 s) for one to arrive. */
  latestCode(to: string, options?: { timeoutMs?: number }): Promise<string>;
  analytics(): Promise<AnalyticsEvent[]>;
  users(): Promise<DevUser[]>;
  apps(): Promise<DevApp[]>;
  reset(): Promise<void>;
  seed(data: SeedData): Promise<SeedResult>;
  /** A session for an existing user: the auth envelope with its tokens. */
  createSession(userId: string): Promise<WireAuthResponse>;
  readonly clock: {
    get(): Promise<ClockState>;
    advance(ms: number): Promise<ClockState>;
  };
  readonly faults: {
    add(fault: FaultInput): Promise<{ id: string }>;
    list(): Promise<Fault[]>;
    remove(id: string): Promise<boolean>;
    clear(): Promise<void>;
  };
  exportState(): Promise<EmulatorStateJson>;
  importState(state: EmulatorStateJson): Promise<void>;
  readonly oauth: {
    /** The next OAuth consent page (of `provider`, or any) answers at once: `outcome` (default approve) as `identity`. */
    next(decision: OAuthNextInput): Promise<void>;
  };
}

type CallOptions<D> = {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
} & (DevRequest<D> extends undefined ? { body?: undefined } : { body: DevRequest<D> });

const POLL_INTERVAL_MS = 100;

/**
 * A typed client for the developer endpoints of the emulator at `url` (no trailing slash), e.g.
 * `createEmulatorClient('http://127.0.0.1:8787')`. `fetch` defaults to the global one; pass an
 * in-process emulator's to drive it the same way.
 */
export function createEmulatorClient(url: string, options: { fetch?: typeof fetch } = {}): EmulatorClient {
  const base = url.replace(/\/+$/, '');
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<D extends DevRoute>(route: D, callOptions: CallOptions<D>): Promise<DevResponse<D>> {
    const query = new URLSearchParams(
      Object.entries(callOptions.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    const init: RequestInit = { method: route.method };
    if (callOptions.body !== undefined) {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(callOptions.body);
    }
    const response = await send(`${base}${buildPath(route.path, callOptions.params)}${query ? `?${query}` : ''}`, init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new EmulatorClientError(route, response.status, json as ApiErrorBody | null);
    return json as DevResponse<D>;
  }

  const client: EmulatorClient = {
    url: base,
    outbox: async (to) => (await call(devRoutes.outbox, { query: { to } })).messages,
    async latestCode(to, { timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [message] = await client.outbox(to);
        if (message) return message.code;
        if (Date.now() > deadline) throw new Error(`No code was sent to ${to} within ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, POLL_INTERVAL_MS));
      }
    },
    analytics: async () => (await call(devRoutes.analytics, {})).events,
    users: async () => (await call(devRoutes.users, {})).users,
    apps: async () => (await call(devRoutes.apps, {})).apps,
    reset: async () => {
      await call(devRoutes.reset, { body: {} });
    },
    seed: (data) => call(devRoutes.seed, { body: data }),
    createSession: (userId) => call(devRoutes.createSession, { body: { user_id: userId } }),
    clock: {
      get: () => call(devRoutes.clock, {}),
      advance: (ms) => call(devRoutes.advanceClock, { body: { advanceMs: ms } }),
    },
    faults: {
      add: (fault) => call(devRoutes.addFault, { body: fault }),
      list: async () => (await call(devRoutes.faults, {})).faults,
      remove: async (id) => (await call(devRoutes.removeFault, { params: { id } })).ok,
      clear: async () => {
        await call(devRoutes.clearFaults, {});
      },
    },
    exportState: () => call(devRoutes.exportState, {}),
    importState: async (state) => {
      await call(devRoutes.importState, { body: state });
    },
    oauth: {
      next: async (decision) => {
        await call(devRoutes.oauthNext, { body: decision });
      },
    },
  };
  return client;
}
