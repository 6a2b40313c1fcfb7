import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createClock } from './clock.ts';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './constants.ts';
import { resetCore, type EmulatorCore } from './core.ts';
import { buildApp } from './http/app.ts';
import { createFaultStore, type Fault, type FaultInput } from './http/faults.ts';
import { readOutbox } from './outbox.ts';
import { exportState, importState, type EmulatorStateJson } from './persistence.ts';
import { applySeed, type SeedData, type SeedResult } from './seed.ts';
import { createState, type AnalyticsEvent, type OutboxMessage } from './state.ts';
import { createTokenService } from './tokens.ts';

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Applied once at start (apps, then users). */
  seed?: SeedData;
  /** Lifetime of access and identity tokens; default 3600. */
  accessTokenTtlSeconds?: number;
}

export interface Emulator {
  /** Base URL of the provider API, e.g. `http://127.0.0.1:51234` (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
  /** Empty state (configured apps kept), faults cleared, clock back to wall time. */
  reset(): void;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): OutboxMessage[];
  /** Analytics events received, newest first. */
  analytics(): AnalyticsEvent[];
  seed(data: SeedData): SeedResult;
  readonly clock: {
    /** Emulator time, epoch ms. */
    now(): number;
    /** Moves the clock; returns the new `now()`. */
    advance(ms: number): number;
  };
  readonly faults: {
    add(fault: FaultInput): Fault;
    clear(): void;
    list(): Fault[];
  };
  exportState(): EmulatorStateJson;
  importState(json: EmulatorStateJson): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts an emulator instance on its own port with its own state, clock and signing key. */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', seed, accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS } = options;
  if (!Number.isInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds <= 0) {
    throw new TypeError('accessTokenTtlSeconds must be a positive integer');
  }
  const clock = createClock();
  const core: EmulatorCore = {
    state: createState(),
    clock,
    tokens: await createTokenService(clock, accessTokenTtlSeconds),
    faults: createFaultStore(),
  };
  if (seed) applySeed(core, seed);

  const hono = buildApp(core);
  const server = createAdaptorServer({ fetch: hono.fetch, overrideGlobalObjects: false }) as Server;
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${actualPort}`,
    port: actualPort,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
    reset: () => resetCore(core),
    outbox: (to) => readOutbox(core.state, to),
    analytics: () => structuredClone(core.state.analytics).reverse(),
    seed: (data) => applySeed(core, data),
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    faults: {
      add: (fault) => core.faults.add(fault),
      clear: () => core.faults.clear(),
      list: () => core.faults.list(),
    },
    exportState: () => exportState(core),
    importState: (json) => importState(core, json),
  };
}
