import type { CloudRecoveryProvider, WireAuthResponse } from '@foyer/headless/contract';
import type { ChainControls, ChainHub } from './chains/hub.ts';
import { waitForCode } from './contract/waitFor.ts';
import { type AnalyticsEvent, readAnalytics } from './domains/analytics/index.ts';
import { allApps, DEFAULT_APP_ID, findAppOr404, loopbackOnlyNotice } from './domains/apps/index.ts';
import { type CloudNextInput, cloudFileNames, scriptNextCloudConsent } from './domains/cloud/index.ts';
import {
  type BridgeNextInput,
  type BridgeRequest,
  bridgeRequests,
  type FundingPayment,
  fundingPayments,
  type OnRampNextInput,
  type Settlement,
  scriptNextBridge,
  scriptNextOnRamp,
  settlePayment,
} from './domains/funding/index.ts';
import { allUsers, createSession } from './domains/identity/index.ts';
import { type EmulatorStateJson, type SeedData, type SeedResult, seedOfApp } from './domains/index.ts';
import { currentTotpCode } from './domains/mfa/index.ts';
import { type OAuthNextInput, scriptNextConsent } from './domains/oauth/index.ts';
import { type OutboxMessage, readOutbox } from './domains/outbox/index.ts';
import type { Fault, FaultInput, FaultStore } from './http/faults.ts';
import type { EmulatorCore } from './kernel/core.ts';
import type { Domain } from './kernel/domain.ts';
import type { Seeder } from './state/seed.ts';
import { exportState, importState } from './state/stateJson.ts';
import type { StateStore } from './state/store.ts';

/** The faults of an instance, or of one app (`forApp`): there `add` hits only that app's requests. */
export interface FaultControls {
  add(fault: FaultInput): Fault;
  remove(id: string): boolean;
  clear(): void;
  list(): Fault[];
}

/**
 * The controls of one app of an instance (`controls.forApp(appId)`), so parallel test workers, each
 * with its own app, do not see each other: its own reset, the codes sent for that app, faults that
 * answer only its requests (an unscoped fault still answers every app's), and a clock of its own.
 */
export interface AppControls {
  readonly appId: string;
  /**
   * This app's state emptied (its users and what they had: sessions, wallets, passkeys; its codes,
   * outbox, pending OAuth, nonces and rate limits), its faults cleared, its clock back to the
   * instance's; its config kept, other apps untouched.
   */
  reset(): void;
  /** Codes "sent" for this app, newest first; with `to`, only those to that address. */
  outbox(to?: string): OutboxMessage[];
  /** The newest code sent for this app to `to`, waiting up to `timeoutMs` (default 5 s) for one to arrive. */
  latestCode(to: string, options?: { timeoutMs?: number }): Promise<string>;
  /** `seed(data)` with each user in this app unless it names its `app_id`. */
  seed(data: SeedData): SeedResult;
  /** A session for an existing user (of this app), as `createSession`. */
  createSession(userId: string): Promise<WireAuthResponse>;
  /** Scripted OAuth consents of this app's requests only. */
  readonly oauth: EmulatorControls['oauth'];
  /** The cloud stand-ins' files and scripted consents, of this app only. */
  readonly cloud: CloudControls;
  readonly faults: FaultControls;
  /** This app's time: the instance's plus the app's own offset, which `advance` moves (its tokens, codes and sessions follow it). */
  readonly clock: ClockControls;
  /** The local chains, shared by every app; `denyList` sets this app's list. */
  readonly chains: ChainControls;
  /** Wallet MFA of this app's users. */
  readonly mfa: MfaControls;
  /** The on-ramps' scripted pages and payments of this app only; the bridge (which knows no app) as the instance's. */
  readonly funding: FundingControls;
  /** This app's wallet-API secret. */
  readonly walletApi: { appSecret(): string };
}

/** The wallet API (`/api/v1/wallets`, key quorums, policies). */
export interface WalletApiControls {
  /** The app's secret for HTTP Basic `app_id:app_secret` (default: the default app); throws for an unknown app. */
  appSecret(appId?: string): string;
}

/** The funding stand-ins: the card and exchange on-ramps (Moonpay, Coinbase) and the bridge (Relay). */
export interface FundingControls {
  /**
   * The next page of `provider` (its card or exchange page) ends as `outcome` as soon as it is
   * loaded: `approve` pays at once, `decline` fails (cancels), `pending` leaves it pending.
   */
  next(decision: OnRampNextInput): void;
  /**
   * A payment not yet final, by Moonpay's `externalTransactionId` or Coinbase's `partner_user_id`:
   * `completed` sends its funds at once, `failed` fails it. Throws for an unknown or final one.
   */
  settle(id: string, status: Settlement): Promise<void>;
  /** The on-ramps' payments, oldest first. */
  payments(): FundingPayment[];
  readonly bridge: {
    /** The next deposit the bridge sees ends as `outcome`: filled (the default), refunded, or kept. */
    next(decision: BridgeNextInput): void;
    /** The bridge's requests (the deposits it saw), oldest first. */
    requests(): BridgeRequest[];
  };
}

export interface MfaControls {
  /**
   * The code the user's authenticator app shows now: the current TOTP code of the secret they
   * enrolled, on their app's clock (`clock.advance` moves it). Throws when they have none (of this
   * app, under `forApp`).
   */
  totpCode(userId: string): string;
}

/** The cloud stand-ins (Google Drive, iCloud) of recovery files. */
export interface CloudControls {
  /** The names of the files `account` keeps in `provider`, sorted (never their contents). */
  files(provider: CloudRecoveryProvider, account: string): string[];
  /**
   * The next cloud consent page (of `provider`, or any) answers at once: `outcome` (default approve)
   * as `account` (default the user's e-mail; another account makes the account-mismatch case).
   */
  next(decision: CloudNextInput): void;
}

export interface ClockControls {
  /** Emulator time, epoch ms. */
  now(): number;
  /** Moves the clock (at most ten years at a time); returns the new `now()`. */
  advance(ms: number): number;
}

/** The control surface every instance offers besides HTTP: what `/__emulator/` offers, as calls. */
export interface EmulatorControls {
  /** Empty state (configured apps kept), faults cleared, clock back to wall time, chains back to their start. */
  reset(): void;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): OutboxMessage[];
  /**
   * The newest code sent to `to`, waiting up to `timeoutMs` (default 5 s) of real time for one to
   * arrive (also under fake timers); then rejects with "No code was sent to … within … ms".
   */
  latestCode(to: string, options?: { timeoutMs?: number }): Promise<string>;
  /** Analytics events received, newest first. */
  analytics(): AnalyticsEvent[];
  /** Adds apps, then users (with any linked accounts). All or nothing; throws 400 `invalid_data`. */
  seed(data: SeedData): SeedResult;
  /** A session for an existing user, as if they had just logged in: the auth envelope with its tokens. */
  createSession(userId: string): Promise<WireAuthResponse>;
  readonly clock: ClockControls;
  readonly faults: FaultControls;
  /** The same controls for app `appId` only (its reset, outbox, faults and clock). */
  forApp(appId: string): AppControls;
  /** The local chains of `createEmulator()`: funding, blocks, time, snapshots, the scanner's deny list. */
  readonly chains: ChainControls;
  /** Wallet MFA of the users: what their authenticator apps show. */
  readonly mfa: MfaControls;
  /** The whole state, the chains' included (as the journal of their state-changing calls, replayed on import). */
  exportState(): EmulatorStateJson;
  importState(json: EmulatorStateJson): Promise<void>;
  /** Scripted OAuth consents, for tests of apps: the next consent page answers at once, without the page. */
  readonly oauth: {
    /** The next consent (of `provider`, or any) as `outcome` (default approve) and `identity` (default a preset). */
    next(decision: OAuthNextInput): void;
    /** The next consent of `provider` approves as `identity`. */
    approveNext(decision: Omit<OAuthNextInput, 'outcome'>): void;
  };
  /** The cloud stand-ins: files of every app, scripted consents of any app. */
  readonly cloud: CloudControls;
  /** The funding stand-ins: scripted on-ramp pages and bridge outcomes, payments of every app. */
  readonly funding: FundingControls;
  readonly walletApi: WalletApiControls;
}

/** What the controls act on: the instance's core, the state of its domains, its seeding and its faults. */
export interface ControlledInstance {
  core: EmulatorCore;
  domains: readonly Domain[];
  states: StateStore;
  seeder: Seeder<SeedData, SeedResult>;
  faults: FaultStore;
  chains: ChainHub;
}

export function createControls(
  { core, domains, states, seeder, faults, chains }: ControlledInstance,
  onNotice: (message: string) => void = () => undefined,
): EmulatorControls {
  const { clock } = core;
  /** The notice of each app (of `appIds`, or every app) with no allowed_domains. */
  const noticeLoopbackOnly = (appIds?: readonly string[]) => {
    for (const { config } of allApps(core)) {
      if (config.allowed_domains.length === 0 && (appIds?.includes(config.id) ?? true)) {
        onNotice(loopbackOnlyNotice(config.id));
      }
    }
  };
  const seed = (data: SeedData) => {
    const result = seeder.apply(core, states, data);
    noticeLoopbackOnly(result.apps.map((app) => app.id));
    return result;
  };
  const oauth = (appId?: string): EmulatorControls['oauth'] => ({
    next: (decision) => scriptNextConsent(core, decision, appId),
    approveNext: (decision) => scriptNextConsent(core, { ...decision, outcome: 'approve' }, appId),
  });
  const cloud = (appId?: string): CloudControls => ({
    files: (provider, account) => cloudFileNames(core, provider, account, appId),
    next: (decision) => scriptNextCloudConsent(core, decision, appId),
  });
  const funding = (appId?: string): FundingControls => ({
    next: (decision) => scriptNextOnRamp(core, decision, appId),
    settle: (id, status) => settlePayment(core, chains, id, status, appId),
    payments: () => fundingPayments(core, appId),
    bridge: {
      next: (decision) => scriptNextBridge(core, decision),
      requests: () => bridgeRequests(core),
    },
  });
  const appSecret = (appId: string = DEFAULT_APP_ID) => findAppOr404(core, appId).app_secret;
  return {
    reset() {
      states.reset();
      faults.clear();
      clock.reset();
      chains.reset();
    },
    outbox: (to) => readOutbox(core, { to }),
    latestCode: (to, options) => waitForCode((address) => readOutbox(core, { to: address }), to, options),
    analytics: () => readAnalytics(core),
    seed,
    createSession: (userId) => createSession(core, userId),
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    faults: faultControls(faults),
    forApp: (appId) => ({
      appId,
      reset() {
        for (const record of allUsers(core)) {
          if (record.app_id === appId) for (const domain of domains) domain.forgetUser?.(core, record.user.id);
        }
        for (const domain of domains) domain.forgetApp?.(core, appId);
        faults.clear(appId);
        clock.reset(appId);
        chains.forgetApp(appId);
      },
      outbox: (to) => readOutbox(core, { to, appId }),
      latestCode: (to, options) => waitForCode((address) => readOutbox(core, { to: address, appId }), to, options),
      seed: (data) => seed(seedOfApp(data, appId)),
      createSession: (userId) => createSession(core, userId),
      oauth: oauth(appId),
      cloud: cloud(appId),
      faults: faultControls(faults, appId),
      clock: { now: () => clock.now(appId), advance: (ms) => clock.advance(ms, appId) },
      chains: chains.controls(appId),
      mfa: { totpCode: (userId) => currentTotpCode(core, userId, appId) },
      funding: funding(appId),
      walletApi: { appSecret: () => appSecret(appId) },
    }),
    chains: chains.controls(),
    mfa: { totpCode: (userId) => currentTotpCode(core, userId) },
    exportState: () => exportState(core, states, chains),
    async importState(json) {
      await importState(core, states, domains, json, chains);
      noticeLoopbackOnly();
    },
    oauth: oauth(),
    cloud: cloud(),
    funding: funding(),
    walletApi: { appSecret },
  };
}

/** The faults of the instance, or with `appId` those of that app. */
function faultControls(faults: FaultStore, appId?: string): FaultControls {
  return {
    add: (fault) => faults.add(fault, appId),
    remove: (id) => faults.remove(id, appId),
    clear: () => faults.clear(appId),
    list: () => faults.list(appId),
  };
}
