import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../core/config/types.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import {
  type AfterLoginEffect,
  type AfterLoginEvent,
  type AfterLoginSnapshot,
  createAfterLoginMachine,
  initialAfterLoginSnapshot,
} from './afterLogin.machine.ts';
import type { AfterLoginStepId } from './afterLoginSteps.ts';

const user = { id: 'u1', linkedAccounts: [], mfaMethods: [], hasAcceptedTerms: false } as unknown as User;
const result: LoginComplete = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'email',
  loginAccount: null,
};
const accepted: LoginComplete = { ...result, user: { ...user, hasAcceptedTerms: true } };

/** An app config that requires the given steps of a new user. */
function requiring(...steps: AfterLoginStepId[]): AppConfig {
  return {
    legal: { requireUsersAcceptTerms: steps.includes('accept-terms') },
    embeddedWallets: {
      ethereum: { createOnLogin: steps.includes('create-wallets') ? 'all-users' : 'off' },
      solana: { createOnLogin: 'off' },
    },
    mfa: { methods: steps.includes('enrol-mfa') ? ['totp'] : [], noPromptOnMfaRequired: false },
  } as unknown as AppConfig;
}

const everything = createAfterLoginMachine({ runs: () => true });

function run(events: AfterLoginEvent[], machine = everything, from = initialAfterLoginSnapshot) {
  let snapshot = from;
  const effects: AfterLoginEffect[] = [];
  for (const event of events) {
    const next = machine(snapshot, event);
    snapshot = next.snapshot;
    effects.push(...next.effects);
  }
  return { snapshot, effects };
}

const complete = (config: AppConfig | null = requiring(), login = result): AfterLoginEvent => ({
  type: 'complete',
  result: login,
  config,
});
const advance: AfterLoginEvent = { type: 'advance' };

describe('afterLogin machine (spec §2, §4; document 2)', () => {
  it('a login waits 0.9 s, shows the success 1.4 s, then is done with the login as its result', () => {
    const waiting = run([complete()]);
    expect(waiting.snapshot).toMatchObject({ status: 'waiting', login: result, next: 0, result: null });
    expect(waiting.effects).toEqual([{ type: 'wait', ms: 900 }]);
    const success = run([advance], everything, waiting.snapshot);
    expect(success.snapshot).toMatchObject({ status: 'success', step: null, result: null });
    expect(success.effects).toEqual([{ type: 'wait', ms: 1_400 }]);
    expect(run([advance], everything, success.snapshot).snapshot).toMatchObject({ status: 'done', result });
  });

  it('each required step in order: its completion waits 0.9 s again, with the result it gives', () => {
    const terms = run([complete(requiring('accept-terms', 'enrol-mfa')), advance]);
    expect(terms.snapshot).toMatchObject({ status: 'step', step: 'accept-terms', next: 0 });
    const mfa = run([complete(requiring('accept-terms', 'enrol-mfa'), accepted), advance], everything, terms.snapshot);
    expect(mfa.snapshot).toMatchObject({ status: 'step', step: 'enrol-mfa', next: 2, login: accepted });
    expect(mfa.effects).toEqual([{ type: 'wait', ms: 900 }]);
    const done = run(
      [complete(requiring('accept-terms', 'enrol-mfa'), accepted), advance, advance],
      everything,
      mfa.snapshot,
    );
    expect(done.snapshot).toMatchObject({ status: 'done', result: accepted });
  });

  it('a required step the UI cannot run is skipped and reported, one at a time, then the next', () => {
    const termsOnly = createAfterLoginMachine({ runs: (step) => step === 'accept-terms' });
    const config = requiring('create-wallets', 'enrol-mfa');
    const skipped = run([complete(config), advance], termsOnly);
    expect(skipped.snapshot).toMatchObject({ status: 'waiting', next: 2 });
    expect(skipped.effects.at(-1)).toEqual({ type: 'skip', step: 'create-wallets' });
    const again = run([advance], termsOnly, skipped.snapshot);
    expect(again.effects).toEqual([{ type: 'skip', step: 'enrol-mfa' }]);
    expect(run([advance], termsOnly, again.snapshot).snapshot.status).toBe('success');
  });

  it('a step that shows its own success holds it, then is done without a second success', () => {
    const config = requiring('create-wallets');
    const onStep = run([complete(config), advance]).snapshot;
    expect(onStep).toMatchObject({ status: 'step', step: 'create-wallets' });
    const held = run([{ type: 'finishStep', holdMs: 2_500 }], everything, onStep);
    expect(held.snapshot).toMatchObject({ status: 'waiting', step: null, next: 2, shownSuccess: true });
    expect(held.effects).toEqual([{ type: 'wait', ms: 2_500 }]);
    const done = run([advance], everything, held.snapshot);
    expect(done.snapshot).toMatchObject({ status: 'done', result });
    expect(done.effects).toEqual([]);
  });

  it('after a step that showed its success, a further step still runs, and the success shows after it', () => {
    const config = requiring('create-wallets', 'enrol-mfa');
    const { snapshot } = run([complete(config), advance, { type: 'finishStep', holdMs: 2_500 }, advance]);
    expect(snapshot).toMatchObject({ status: 'step', step: 'enrol-mfa', shownSuccess: false });
    expect(run([complete(config), advance], everything, snapshot).snapshot.status).toBe('success');
  });

  it('nothing completes while it waits or shows success; finishStep needs a step; advance needs a wait', () => {
    const waiting = run([complete()]).snapshot;
    const success = run([advance], everything, waiting).snapshot;
    for (const snapshot of [waiting, success]) {
      expect(everything(snapshot, complete())).toEqual({ snapshot, effects: [] });
      expect(everything(snapshot, { type: 'finishStep', holdMs: 1 })).toEqual({ snapshot, effects: [] });
    }
    expect(everything(initialAfterLoginSnapshot, advance)).toEqual({
      snapshot: initialAfterLoginSnapshot,
      effects: [],
    });
    const onStep = run([complete(requiring('accept-terms')), advance]).snapshot;
    expect(everything(onStep, advance)).toEqual({ snapshot: onStep, effects: [] });
  });

  it('reset returns to idle; a new login after done starts over', () => {
    const done: AfterLoginSnapshot = run([complete(), advance, advance]).snapshot;
    expect(everything(done, { type: 'reset' }).snapshot).toBe(initialAfterLoginSnapshot);
    expect(everything(initialAfterLoginSnapshot, { type: 'reset' }).snapshot).toBe(initialAfterLoginSnapshot);
    expect(run([complete()], everything, done).snapshot).toMatchObject({ status: 'waiting', next: 0, result: null });
  });
});
