import {
  type ApiErrorBody,
  buildPath,
  type CloudRecoveryProvider,
  HEADER,
  type WireAuthResponse,
} from '@foyer/headless/contract';
import type { ChainControls } from '../chains/hub.ts';
import { type ClockState, devRoutes } from '../dev/routes.ts';
import type { AnalyticsEvent } from '../domains/analytics/index.ts';
import type { DevApp } from '../domains/apps/index.ts';
import type { CloudNextInput } from '../domains/cloud/index.ts';
import type {
  BridgeNextInput,
  BridgeRequest,
  FundingPayment,
  OnRampNextInput,
  Settlement,
} from '../domains/funding/index.ts';
import type { DevUser } from '../domains/identity/index.ts';
import { type EmulatorStateJson, type SeedData, type SeedResult, seedOfApp } from '../domains/index.ts';
import type { OAuthNextInput } from '../domains/oauth/index.ts';
import type { OutboxMessage } from '../domains/outbox/index.ts';
import type { Fault, FaultInput } from '../http/faults.ts';
import type { DevRequest, DevResponse, DevRoute } from '../kernel/devRoute.ts';
import { waitForCode } from './waitFor.ts';

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

/** The faults of an emulator, or of one app (`forApp`): there `add` hits only that app's requests. */
export interface FaultClient {
  add(fault: FaultInput): Promise<{ id: string }>;
  list(): Promise<Fault[]>;
  remove(id: string): Promise<boolean>;
  clear(): Promise<void>;
}

/**
 * The developer endpoints of one app of an emulator (`client.forApp(appId)`): each call sends the
 * `privy-app-id` header, so it resets that app only, sees the codes sent for that app only, adds
 * faults that answer that app's requests only, and reads and moves the app's own clock.
 */
export interface AppClient {
  readonly url: string;
  readonly appId: string;
  /** This app's state emptied, its faults cleared, its clock back to the emulator's; its config kept, other apps untouched. */
  reset(): Promise<void>;
  /** Codes "sent" for this app, newest first; with `to`, only those to that address. */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** `seed(data)` with each user in this app unless it names its `app_id`. */
  seed(data: SeedData): Promise<SeedResult>;
  /** A session for an existing user (of this app): the auth envelope with its tokens. */
  createSession(userId: string): Promise<WireAuthResponse>;
  /** This app's users. */
  users(): Promise<DevUser[]>;
  /** Scripted OAuth consents of this app's requests only. */
  readonly oauth: EmulatorClient['oauth'];
  /** The cloud stand-ins' files and scripted consents, of this app only. */
  readonly cloud: EmulatorClient['cloud'];
  /** The newest code sent for this app to `to`, waiting up to `timeoutMs` (default 5 s) for one to arrive. */
  latestCode(to: string, options?: { timeoutMs?: number }): Promise<string>;
  readonly faults: FaultClient;
  readonly clock: ClockClient;
  /** The local chains, shared by every app; `denyList` sets this app's list. */
  readonly chains: ChainClient;
  /** The on-ramps' scripted pages and payments of this app only; the bridge (which knows no app) as the emulator's. */
  readonly funding: FundingClient;
  /** This app's wallet-API secret. */
  readonly walletApi: { appSecret(): Promise<string> };
}

/** The funding stand-ins (`/__emulator/funding/…`), as `FundingControls`. */
export interface FundingClient {
  /** The next page of `provider` ends as `outcome` as soon as it is loaded. */
  next(decision: OnRampNextInput): Promise<void>;
  /** A payment not yet final completes (its funds sent at once) or fails; 400 for an unknown or final one. */
  settle(id: string, status: Settlement): Promise<void>;
  payments(): Promise<FundingPayment[]>;
  readonly bridge: {
    /** The next deposit the bridge sees ends as `outcome`. */
    next(decision: BridgeNextInput): Promise<void>;
    requests(): Promise<BridgeRequest[]>;
  };
}

/**
 * The local chains of an emulator (`createEmulator()`'s; an in-process one answers 501), as
 * `ChainControls`; `denyList` sets the list of the client's app, or (unscoped) the emulator's.
 */
export interface ChainClient extends Omit<ChainControls, 'denyList'> {
  denyList(addresses: string[]): Promise<void>;
}

/** The clock of an emulator, or of one app (`forApp`: its own offset on top of the emulator's). */
export interface ClockClient {
  get(): Promise<ClockState>;
  advance(ms: number): Promise<ClockState>;
}

/** The developer endpoints of an emulator over HTTP, typed by `devRoutes` (the instance's and each domain's). */
export interface EmulatorClient {
  readonly url: string;
  /** The `fetch` the client sends with (the one passed to `createEmulatorClient`, or the global one). */
  readonly fetch: typeof fetch;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /**
   * The newest code sent to `to`, waiting up to `timeoutMs` (default 5 s) of real time for one to
   * arrive (also under fake timers); then rejects with "No code was sent to … within … ms".
   */
  latestCode(to: string, options?: { timeoutMs?: number }): Promise<string>;
  analytics(): Promise<AnalyticsEvent[]>;
  users(): Promise<DevUser[]>;
  apps(): Promise<DevApp[]>;
  reset(): Promise<void>;
  seed(data: SeedData): Promise<SeedResult>;
  /** A session for an existing user: the auth envelope with its tokens. */
  createSession(userId: string): Promise<WireAuthResponse>;
  readonly clock: ClockClient;
  readonly faults: FaultClient;
  /** The same endpoints for app `appId` only (its reset, outbox, faults and clock). */
  forApp(appId: string): AppClient;
  /** The local chains: funding, blocks, time, snapshots, the scanner's deny list. */
  readonly chains: ChainClient;
  exportState(): Promise<EmulatorStateJson>;
  importState(state: EmulatorStateJson): Promise<void>;
  readonly oauth: {
    /** The next OAuth consent page (of `provider`, or any) answers at once: `outcome` (default approve) as `identity`. */
    next(decision: OAuthNextInput): Promise<void>;
    /** The next consent (of `provider`, or any) approves as `identity`. */
    approveNext(decision: Omit<OAuthNextInput, 'outcome'>): Promise<void>;
  };
  /** The cloud stand-ins (Google Drive, iCloud) of recovery files. */
  readonly cloud: {
    /** The names of the files `account` keeps in `provider`, sorted (never their contents). */
    files(provider: CloudRecoveryProvider, account: string): Promise<string[]>;
    /** The next cloud consent page (of `provider`, or any) answers at once: `outcome` (default approve) as `account` (default the user's e-mail). */
    next(decision: CloudNextInput): Promise<void>;
  };
  /** The funding stand-ins: scripted on-ramp pages and bridge outcomes, payments of every app. */
  readonly funding: FundingClient;
  /** The wallet API: an app's secret for HTTP Basic `app_id:app_secret` (default: the default app). */
  readonly walletApi: { appSecret(appId?: string): Promise<string> };
}

type CallOptions<D> = {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
} & (DevRequest<D> extends undefined ? { body?: undefined } : { body: DevRequest<D> });

/**
 * A typed client for the developer endpoints of the emulator at `url` (no trailing slash), e.g.
 * `createEmulatorClient('http://127.0.0.1:8787')`. `fetch` defaults to the global one; pass an
 * in-process emulator's to drive it the same way. With `appId`, the client of that app: the same as
 * `createEmulatorClient(url).forApp(appId)`.
 */
export function createEmulatorClient(url: string, options: { fetch?: typeof fetch; appId: string }): AppClient;
export function createEmulatorClient(url: string, options?: { fetch?: typeof fetch }): EmulatorClient;
export function createEmulatorClient(
  url: string,
  options: { fetch?: typeof fetch; appId?: string } = {},
): EmulatorClient | AppClient {
  const base = url.replace(/\/+$/, '');
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<D extends DevRoute>(
    route: D,
    callOptions: CallOptions<D>,
    appId?: string,
  ): Promise<DevResponse<D>> {
    const query = new URLSearchParams(
      Object.entries(callOptions.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    const headers: Record<string, string> = appId === undefined ? {} : { [HEADER.appId]: appId };
    const init: RequestInit = { method: route.method, headers };
    if (callOptions.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(callOptions.body);
    }
    const response = await send(`${base}${buildPath(route.path, callOptions.params)}${query ? `?${query}` : ''}`, init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new EmulatorClientError(route, response.status, json as ApiErrorBody | null);
    return json as DevResponse<D>;
  }

  /** Reset, outbox, codes, faults, clock, OAuth consents, clouds and funding, of app `appId` or (without) of the whole emulator. */
  function scoped(
    appId?: string,
  ): Pick<
    AppClient,
    'reset' | 'outbox' | 'latestCode' | 'faults' | 'clock' | 'oauth' | 'cloud' | 'chains' | 'funding'
  > {
    const outbox = async (to?: string) => (await call(devRoutes.outbox, { query: { to } }, appId)).messages;
    return {
      reset: async () => {
        await call(devRoutes.reset, { body: {} }, appId);
      },
      outbox,
      latestCode: (to, options) => waitForCode(outbox, to, options),
      faults: {
        add: (fault) => call(devRoutes.addFault, { body: fault }, appId),
        list: async () => (await call(devRoutes.faults, {}, appId)).faults,
        remove: async (id) => (await call(devRoutes.removeFault, { params: { id } }, appId)).ok,
        clear: async () => {
          await call(devRoutes.clearFaults, {}, appId);
        },
      },
      clock: {
        get: () => call(devRoutes.clock, {}, appId),
        advance: (ms) => call(devRoutes.advanceClock, { body: { advanceMs: ms } }, appId),
      },
      chains: {
        fund: async (address, options = {}) => {
          await call(devRoutes.fundChain, { body: { address, ...options } }, appId);
        },
        mine: async (options = {}) => {
          await call(devRoutes.mineChain, { body: options }, appId);
        },
        increaseTime: async (seconds) => {
          await call(devRoutes.increaseChainTime, { body: { seconds } }, appId);
        },
        snapshot: async () => (await call(devRoutes.snapshotChains, { body: {} }, appId)).id,
        revert: async (id) => {
          await call(devRoutes.revertChains, { body: { id } }, appId);
        },
        denyList: async (addresses) => {
          await call(devRoutes.denyList, { body: { addresses } }, appId);
        },
      },
      oauth: {
        next: async (decision) => {
          await call(devRoutes.oauthNext, { body: decision }, appId);
        },
        approveNext: async (decision) => {
          await call(devRoutes.oauthNext, { body: { ...decision, outcome: 'approve' } }, appId);
        },
      },
      cloud: {
        files: async (provider, account) =>
          (await call(devRoutes.cloudFiles, { query: { provider, account } }, appId)).names,
        next: async (decision) => {
          await call(devRoutes.cloudNext, { body: decision }, appId);
        },
      },
      funding: {
        next: async (decision) => {
          await call(devRoutes.fundingNext, { body: decision }, appId);
        },
        settle: async (id, status) => {
          await call(devRoutes.fundingSettle, { body: { id, status } }, appId);
        },
        payments: async () => (await call(devRoutes.fundingPayments, {}, appId)).payments,
        bridge: {
          next: async (decision) => {
            await call(devRoutes.bridgeNext, { body: decision }, appId);
          },
          requests: async () => (await call(devRoutes.bridgeRequests, {}, appId)).requests,
        },
      },
    };
  }
  const seed = (data: SeedData) => call(devRoutes.seed, { body: data });
  const createSession = (userId: string) => call(devRoutes.createSession, { body: { user_id: userId } });
  const users = async () => (await call(devRoutes.users, {})).users;
  const appSecret = async (appId?: string) => (await call(devRoutes.appSecret, {}, appId)).app_secret;

  const client: EmulatorClient = {
    url: base,
    fetch: send,
    ...scoped(),
    forApp: (appId) => ({
      url: base,
      appId,
      ...scoped(appId),
      seed: (data) => seed(seedOfApp(data, appId)),
      createSession,
      users: async () => (await users()).filter((user) => user.app_id === appId),
      walletApi: { appSecret: () => appSecret(appId) },
    }),
    analytics: async () => (await call(devRoutes.analytics, {})).events,
    users,
    apps: async () => (await call(devRoutes.apps, {})).apps,
    seed,
    createSession,
    exportState: () => call(devRoutes.exportState, {}),
    walletApi: { appSecret },
    importState: async (state) => {
      await call(devRoutes.importState, { body: state });
    },
  };
  return options.appId === undefined ? client : client.forApp(options.appId);
}
