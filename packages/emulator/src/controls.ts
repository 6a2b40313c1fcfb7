import type { WireAuthResponse } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { EmulatorCore } from './core.ts';
import { type AnalyticsEvent, analyticsSlice, readAnalytics } from './domains/analytics/index.ts';
import { loopbackOnlyNotice } from './domains/apps/origins.ts';
import { appsSlice } from './domains/apps/slice.ts';
import { queueNextConsent } from './domains/oauth/routes.ts';
import { nextDecisionSchema, type OAuthNextInput } from './domains/oauth/slice.ts';
import { readOutbox } from './domains/outbox/outbox.ts';
import type { OutboxMessage } from './domains/outbox/slice.ts';
import { createSession } from './domains/sessions/sessions.ts';
import { invalidData } from './http/errors.ts';
import type { Fault, FaultInput } from './http/faults.ts';
import { applySeed, type SeedData, type SeedResult } from './state/seed.ts';
import type { SliceStore } from './state/slices.ts';
import { type EmulatorStateJson, exportState, importState } from './state/stateJson.ts';

/** The control surface every instance offers besides HTTP: what `/__emulator/` offers, as calls. */
export interface EmulatorControls {
  /** Empty state (configured apps kept), faults cleared, clock back to wall time. */
  reset(): void;
  /** "Sent" codes, newest first; with `to`, only those to that address. */
  outbox(to?: string): OutboxMessage[];
  /** Analytics events received, newest first. */
  analytics(): AnalyticsEvent[];
  /** Adds apps, then users (with any linked accounts). All or nothing; throws 400 `invalid_data`. */
  seed(data: SeedData): SeedResult;
  /** A session for an existing user, as if they had just logged in: the auth envelope with its tokens. */
  createSession(userId: string): Promise<WireAuthResponse>;
  readonly clock: {
    /** Emulator time, epoch ms. */
    now(): number;
    /** Moves the clock (at most ten years at a time); returns the new `now()`. */
    advance(ms: number): number;
  };
  readonly faults: {
    add(fault: FaultInput): Fault;
    remove(id: string): boolean;
    clear(): void;
    list(): Fault[];
  };
  exportState(): EmulatorStateJson;
  importState(json: EmulatorStateJson): Promise<void>;
  /** Scripted OAuth consents, for tests of apps: the next consent page answers at once, without the page. */
  readonly oauth: {
    /** The next consent (of `provider`, or any) as `outcome` (default approve) and `identity` (default a preset). */
    next(decision: OAuthNextInput): void;
    /** The next consent of `provider` approves as `identity`. */
    approveNext(decision: Omit<OAuthNextInput, 'outcome'>): void;
  };
}

export function createControls(
  core: EmulatorCore,
  slices: SliceStore,
  onNotice: (message: string) => void = () => undefined,
): EmulatorControls {
  const { clock, faults } = core;
  /** The notice of each app (of `appIds`, or every app) with no allowed_domains. */
  const noticeLoopbackOnly = (appIds?: readonly string[]) => {
    for (const { config } of core.slice(appsSlice).values()) {
      if (config.allowed_domains.length === 0 && (appIds?.includes(config.id) ?? true)) {
        onNotice(loopbackOnlyNotice(config.id));
      }
    }
  };
  return {
    reset() {
      slices.reset();
      faults.clear();
      clock.setOffset(0);
    },
    outbox: (to) => readOutbox(core, to),
    analytics: () => readAnalytics(core.slice(analyticsSlice)),
    seed(data) {
      const result = applySeed(core, slices, data);
      noticeLoopbackOnly(result.apps.map((app) => app.id));
      return result;
    },
    createSession: (userId) => createSession(core, userId),
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    faults: {
      add: (fault) => faults.add(fault),
      remove: (id) => faults.remove(id),
      clear: () => faults.clear(),
      list: () => faults.list(),
    },
    exportState: () => exportState(core, slices),
    async importState(json) {
      await importState(core, slices, json);
      noticeLoopbackOnly();
    },
    oauth: {
      next: (decision) => queue(decision),
      approveNext: (decision) => queue({ ...decision, outcome: 'approve' }),
    },
  };
  function queue(decision: OAuthNextInput): void {
    const parsed = v.safeParse(nextDecisionSchema, decision);
    if (!parsed.success) throw invalidData(parsed.issues[0].message);
    queueNextConsent(core, parsed.output);
  }
}
