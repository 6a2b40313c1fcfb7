import {
  type AfterLoginStepId,
  ApiError,
  type AppConfig,
  ErrorCode,
  type LoginComplete,
  type User,
} from '@foyer/headless';
import { describe, expect, it, vi } from 'vitest';
import type { IntentType } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';
import type { SuccessHold } from '../screens/useScreen.ts';
import { failureScreen } from './failureScreen.ts';
import {
  createModalMachine,
  initialModalState,
  type ModalEffect,
  type ModalEvent,
  type ModalState,
  modalMachine,
} from './modal.machine.ts';
import { exitError, type ModalIntent, settleIntent } from './settleIntent.ts';

const intent = (type: IntentType = 'login', callbacks = { onComplete: vi.fn(), onError: vi.fn() }): ModalIntent => ({
  type,
  options: {},
  callbacks: () => callbacks,
});

const user = { id: 'u1', linkedAccounts: [], mfaMethods: [], hasAcceptedTerms: false } as unknown as User;
const result: LoginComplete = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'email',
  loginAccount: null,
};
/** An app config that requires the given after-login steps of a new user (null: none). */
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
const opener = {} as HTMLElement;
const open = (type?: IntentType): ModalEvent => ({ type: 'open', intent: intent(type), returnFocus: opener });

/** Runs events in order; screen events name the screen current at that moment (`from`). */
type Step = ModalEvent | ((state: ModalState) => ModalEvent);
function run(steps: Step[], machine = modalMachine, from: ModalState = initialModalState) {
  let state = from;
  const effects: ModalEffect[] = [];
  for (const step of steps) {
    const next = machine(state, typeof step === 'function' ? step(state) : step);
    state = next.snapshot;
    effects.push(...next.effects);
  }
  return { state, effects };
}
const current = (screen: (from: number) => ModalEvent) => (state: ModalState) => screen(state.stack.current.key);
const navigate = (screen: 'email/enter-code' | 'error', params: unknown = { email: 'a@b.co' }) =>
  current((from) => ({ type: 'navigate', from, screen, params }));
const back = current((from) => ({ type: 'back', from }));
const completeWith = (config: AppConfig | null) => current((from) => ({ type: 'complete', from, result, config }));
const complete = completeWith(null);
const fail = (error = new ApiError(429, { error: 'slow down' }, '/init')) =>
  current((from) => ({ type: 'fail', from, error }));
const restart = current((from) => ({ type: 'restart', from }));
const ids = (state: ModalState) => [...state.stack.history, state.stack.current].map((entry) => entry.id);

describe('modalMachine: open, close, reset', () => {
  it('open starts a run on the landing screen and remembers the focused element', () => {
    const { state, effects } = run([open()]);
    expect(state).toMatchObject({ status: 'open', session: 1, outcome: null, afterLogin: null, returnFocus: opener });
    expect(ids(state)).toEqual(['landing']);
    expect(effects).toEqual([]);
  });

  it('ignores open while open', () => {
    const first = run([open()]).state;
    expect(modalMachine(first, open('link')).snapshot).toBe(first);
  });

  it('close settles the intent with its outcome; once settled, the reset follows 500 ms later', () => {
    const { state, effects } = run([open(), complete, { type: 'close' }]);
    expect(state.status).toBe('closed');
    expect(effects.at(-1)).toEqual({ type: 'settle', intent: state.intent, outcome: { type: 'complete', result } });
    expect(modalMachine(state, { type: 'settled' }).effects).toEqual([
      { type: 'schedule', ms: 500, event: { type: 'reset' } },
    ]);
  });

  it('settled schedules nothing once the modal has opened again (a callback opened it)', () => {
    const reopened = run([open(), { type: 'close' }, open('link')]).state;
    expect(modalMachine(reopened, { type: 'settled' })).toEqual({ snapshot: reopened, effects: [] });
  });

  it('close without an outcome settles with none (the user exited); a second close does nothing', () => {
    const { effects } = run([open(), { type: 'close' }, { type: 'close' }]);
    expect(effects.filter((effect) => effect.type === 'settle')).toEqual([expect.objectContaining({ outcome: null })]);
  });

  it('reset clears a closed run; it does nothing while open', () => {
    const opened = run([open(), navigate('email/enter-code')]).state;
    expect(modalMachine(opened, { type: 'reset' }).snapshot).toBe(opened);
    const reset = run([{ type: 'close' }, { type: 'reset' }], modalMachine, opened).state;
    expect(reset).toMatchObject({ status: 'closed', intent: null, outcome: null, returnFocus: null, session: 1 });
    expect(ids(reset)).toEqual(['landing']);
    expect(modalMachine(reset, { type: 'reset' }).snapshot).toBe(reset);
  });

  it('ignores everything but open while closed', () => {
    for (const event of [
      { type: 'close' },
      { type: 'settled' },
      { type: 'navigate', from: 0, screen: 'error', params: undefined },
      { type: 'back', from: 0 },
      { type: 'complete', from: 0, result, config: null },
      { type: 'restart', from: 0 },
      { type: 'advance' },
    ] satisfies ModalEvent[]) {
      expect(modalMachine(initialModalState, event)).toEqual({ snapshot: initialModalState, effects: [] });
    }
  });
});

describe('modalMachine: the screen stack', () => {
  it.each<[string, Step[], string[]]>([
    ['navigate stacks the screen', [navigate('email/enter-code')], ['landing', 'email/enter-code']],
    ['back returns to the last screen', [navigate('email/enter-code'), back], ['landing']],
    ['back at the bottom stays', [back], ['landing']],
    [
      'fail shows the error screen on top',
      [navigate('email/enter-code'), fail()],
      ['landing', 'email/enter-code', 'error'],
    ],
    ['restart starts over on the landing screen', [navigate('email/enter-code'), fail(), restart], ['landing']],
    [
      'an allowlist rejection shows the allowlist screen on top',
      [
        navigate('email/enter-code'),
        fail(new ApiError(403, { error: 'no', code: ErrorCode.ALLOWLIST_REJECTED }, '/a')),
      ],
      ['landing', 'email/enter-code', 'allowlist'],
    ],
  ])('%s', (_, steps, expected) => {
    expect(ids(run([open(), ...steps]).state)).toEqual(expected);
  });

  it('every entry gets a new key: showing a screen again mounts it afresh', () => {
    const { state } = run([open(), navigate('email/enter-code'), back, navigate('email/enter-code')]);
    const keys = [...state.stack.history, state.stack.current].map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(state.stack.current.key).toBeGreaterThan(2);
  });

  it('setParams replaces the current params in place (same key), and back shows them', () => {
    const opened = run([open()]).state;
    const { key } = opened.stack.current;
    const { state } = run(
      [{ type: 'setParams', from: key, params: { email: 'ada@example.com' } }, navigate('email/enter-code'), back],
      modalMachine,
      opened,
    );
    expect(state.stack.current).toEqual({ id: 'landing', params: { email: 'ada@example.com' }, key });
  });

  it('passes params to the screen and the error to the error screen', () => {
    const error = new ApiError(400, { error: 'bad' }, '/init');
    const { state } = run([open(), navigate('email/enter-code', { email: 'ada@example.com' }), fail(error)]);
    expect(state.stack.history.at(-1)?.params).toEqual({ email: 'ada@example.com' });
    expect(state.stack.current.params).toEqual({ error });
    expect(state.outcome).toEqual({ type: 'error', error });
    expect(run([restart], modalMachine, state).state.outcome).toBeNull();
  });

  it('does not hear a screen that is no longer current', () => {
    const onLanding = run([open()]).state;
    const stale = onLanding.stack.current.key;
    const onCode = run([navigate('email/enter-code')], modalMachine, onLanding).state;
    for (const event of [
      { type: 'navigate', from: stale, screen: 'error', params: undefined },
      { type: 'back', from: stale },
      { type: 'setParams', from: stale, params: { email: 'x' } },
      { type: 'restart', from: stale },
      { type: 'close', from: stale },
      { type: 'complete', from: stale, result, config: null },
      { type: 'fail', from: stale, error: exitError('login') },
    ] satisfies ModalEvent[]) {
      expect(modalMachine(onCode, event)).toEqual({ snapshot: onCode, effects: [] });
    }
  });
});

describe('modalMachine: after login', () => {
  const advance: ModalEvent = { type: 'advance' };

  it('complete records the outcome and waits 0.9 s; then success shows 1.4 s and the modal closes', () => {
    const completed = run([open(), navigate('email/enter-code'), complete]);
    expect(completed.state.outcome).toEqual({ type: 'complete', result });
    expect(completed.state.afterLogin).toMatchObject({ status: 'waiting', next: 0 });
    expect(completed.effects.at(-1)).toEqual({ type: 'schedule', ms: 900, event: advance });

    const success = run([advance], modalMachine, completed.state);
    expect(success.state.afterLogin?.status).toBe('success');
    expect(success.effects).toEqual([{ type: 'schedule', ms: 1400, event: advance }]);
    expect(ids(success.state)).toEqual(['landing', 'email/enter-code']);

    const closed = run([advance], modalMachine, success.state);
    expect(closed.state.status).toBe('closed');
    expect(closed.effects).toEqual([
      { type: 'settle', intent: closed.state.intent, outcome: { type: 'complete', result } },
    ]);
  });

  it('nothing moves while it waits or shows success: no back, no navigate, no second complete', () => {
    for (const phase of [[], [advance]]) {
      const { state } = run([open(), navigate('email/enter-code'), complete, ...phase]);
      for (const step of [back, navigate('error'), complete]) {
        expect(run([step], modalMachine, state)).toEqual({ state, effects: [] });
      }
    }
  });

  it('a completed intent does not fail while it waits or shows success', () => {
    const { state } = run([open(), complete]);
    expect(run([fail()], modalMachine, state)).toEqual({ state, effects: [] });
  });

  /** Step screens of the test's choosing: 'error' and 'email/enter-code' stand in for them. */
  const withScreens = (screens: Partial<Record<AfterLoginStepId, ScreenId>>) =>
    createModalMachine({
      stepScreens: { 'accept-terms': null, 'create-wallets': null, 'enrol-mfa': null, ...screens },
      firstScreen: 'landing',
      failureScreen,
    });

  it('skips steps that are not required, and skips (reporting them) required steps that have no screen yet', () => {
    const machine = withScreens({ 'accept-terms': 'error' });
    const { state, effects } = run([open(), completeWith(requiring('create-wallets')), advance], machine);
    expect(state.afterLogin).toMatchObject({ status: 'waiting', next: 2 });
    expect(effects.at(-1)).toEqual({ type: 'skip', step: 'create-wallets' });
    // The skip reports, then advances: the success.
    const success = run([advance], machine, state);
    expect(success.state.afterLogin?.status).toBe('success');
    expect(success.effects).toEqual([{ type: 'schedule', ms: 1400, event: advance }]);
  });

  it('a step with a screen replaces the stack; its complete waits 0.9 s again, then the next step', () => {
    const machine = withScreens({ 'accept-terms': 'error', 'create-wallets': 'email/enter-code' });
    const config = requiring('accept-terms', 'create-wallets');
    const terms = run([open(), navigate('email/enter-code'), completeWith(config), advance], machine).state;
    expect(terms.afterLogin).toMatchObject({ status: 'step', step: 'accept-terms', next: 0 });
    expect(ids(terms)).toEqual(['error']);

    const waiting = run([completeWith(config)], machine, terms);
    expect(waiting.state.afterLogin).toMatchObject({ status: 'waiting', next: 1 });
    expect(waiting.effects).toEqual([{ type: 'schedule', ms: 900, event: advance }]);

    const wallets = run([advance], machine, waiting.state).state;
    expect(wallets.afterLogin).toMatchObject({ status: 'step', step: 'create-wallets', next: 1 });
    expect(ids(wallets)).toEqual(['email/enter-code']);
    // A step's own screens may move.
    expect(ids(run([navigate('error'), back], machine, wallets).state)).toEqual(['email/enter-code']);

    const done = run([completeWith(config), advance], machine, wallets);
    expect(done.state.afterLogin?.status).toBe('success');
    expect(done.effects.at(-1)).toEqual({ type: 'schedule', ms: 1400, event: advance });
  });

  it("a step's screen is opened with the intent's result", () => {
    const machine = withScreens({ 'create-wallets': 'error' });
    const { state } = run([open(), completeWith(requiring('create-wallets')), advance], machine);
    expect(state.stack.current.params).toEqual({ result });
  });

  const finish = (hold: SuccessHold) => current((from) => ({ type: 'finish', from, hold }));

  it('a step that shows its own success (finish) holds it, then the modal closes without another success', () => {
    const machine = withScreens({ 'create-wallets': 'error' });
    const onStep = run([open(), completeWith(requiring('create-wallets')), advance], machine).state;
    const held = run([finish('wallet-created')], machine, onStep);
    expect(held.state.afterLogin).toMatchObject({ status: 'waiting', next: 2, shownSuccess: true });
    expect(held.effects).toEqual([{ type: 'schedule', ms: 2500, event: advance }]);
    // Nothing moves while it holds.
    expect(run([back, fail(), finish('success')], machine, held.state).state).toBe(held.state);

    const closed = run([advance], machine, held.state);
    expect(closed.state.status).toBe('closed');
    expect(closed.effects).toEqual([
      { type: 'settle', intent: closed.state.intent, outcome: { type: 'complete', result } },
    ]);
  });

  it('after a step that showed its success, a further step still runs (and success shows after it)', () => {
    const machine = withScreens({ 'create-wallets': 'error', 'enrol-mfa': 'email/enter-code' });
    const config = requiring('create-wallets', 'enrol-mfa');
    const { state } = run([open(), completeWith(config), advance, finish('wallet-created'), advance], machine);
    expect(state.afterLogin).toMatchObject({ status: 'step', step: 'enrol-mfa', next: 2, shownSuccess: false });
    expect(ids(state)).toEqual(['email/enter-code']);
    const done = run([completeWith(config), advance], machine, state);
    expect(done.state.afterLogin?.status).toBe('success');
  });

  it('fail in place makes the error the outcome and ends the steps, without the error screen', () => {
    const machine = withScreens({ 'create-wallets': 'error' });
    const onStep = run([open(), completeWith(requiring('create-wallets')), advance], machine).state;
    const error = exitError('login');
    const { state, effects } = run(
      [current((from) => ({ type: 'fail', from, error, inPlace: true }))],
      machine,
      onStep,
    );
    expect(effects).toEqual([]);
    expect(state.stack).toBe(onStep.stack);
    expect(state.outcome).toEqual({ type: 'error', error });
    expect(state.afterLogin).toBeNull();
  });

  it('link and update complete through the same pipeline (without the terms)', () => {
    for (const type of ['link', 'update'] as const) {
      const linked = { intent: type, user, linkMethod: 'email', linkedAccount: null } as never;
      const { state } = run([
        open(type),
        current((from) => ({ type: 'complete', from, result: linked, config: requiring('accept-terms') })),
        advance,
      ]);
      expect(state.afterLogin?.status).toBe('success');
      expect(state.outcome?.type).toBe('complete');
    }
  });

  it("@foyer/ui's modal: terms and wallet creation have their screens, MFA enrolment has none yet", () => {
    const config = requiring('accept-terms', 'create-wallets', 'enrol-mfa');
    const terms = run([open(), completeWith(config), advance]).state;
    expect(ids(terms)).toEqual(['terms']);
    const wallets = run([completeWith(config), advance], modalMachine, terms).state;
    expect(ids(wallets)).toEqual(['wallet/create']);
    const mfa = run([completeWith(config), advance], modalMachine, wallets);
    expect(mfa.effects.at(-1)).toEqual({ type: 'skip', step: 'enrol-mfa' });
  });
});

describe('modalMachine: wallet requests', () => {
  const signIntent = (): ModalIntent => ({
    ...intent('sign'),
    start: { screen: 'error', params: { request: 'r1' } },
  });
  const openSign: ModalEvent = { type: 'open', intent: signIntent(), returnFocus: null };
  const finish = (hold: SuccessHold) => current((from) => ({ type: 'finish', from, hold }));
  const lock = (locked: boolean) => current((from) => ({ type: 'lockClose', from, locked }));

  it("opens on the intent's start screen with its params; restart returns there", () => {
    const { state } = run([openSign]);
    expect(state.stack.current).toMatchObject({ id: 'error', params: { request: 'r1' } });
    expect(ids(run([navigate('email/enter-code'), restart], modalMachine, state).state)).toEqual(['error']);
  });

  it('finish outside the after-login steps: the outcome is finished and the modal closes after holdMs', () => {
    const finished = run([openSign, finish('success')]);
    expect(finished.state.outcome).toEqual({ type: 'finished' });
    expect(finished.effects.at(-1)).toEqual({ type: 'schedule', ms: 1400, event: { type: 'close' } });
    const closed = run([{ type: 'close' }], modalMachine, finished.state);
    expect(closed.effects).toContainEqual({
      type: 'settle',
      intent: finished.state.intent,
      outcome: { type: 'finished' },
    });
  });

  it('finish with a result (an account transfer): the intent completes with it, the modal closes after 1 s', () => {
    const linked = { intent: 'link', user, linkMethod: 'email', linkedAccount: null } as const;
    const finished = run([
      openSign,
      current((from) => ({ type: 'finish', from, hold: 'account-transfer', result: linked })),
    ]);
    expect(finished.state.outcome).toEqual({ type: 'complete', result: linked });
    expect(finished.effects.at(-1)).toEqual({ type: 'schedule', ms: 1000, event: { type: 'close' } });
  });

  it("lockClose refuses the user's dismissals (not the screen's own close or a timer's) until unlocked", () => {
    const locked = run([openSign, lock(true)]).state;
    expect(locked.closeLockedBy).toBe(locked.stack.current.key);
    expect(run([{ type: 'close', dismiss: true }], modalMachine, locked).state).toBe(locked);
    expect(run([{ type: 'close' }], modalMachine, locked).state.status).toBe('closed');
    expect(run([current((from) => ({ type: 'close', from }))], modalMachine, locked).state.status).toBe('closed');
    expect(run([lock(false), { type: 'close', dismiss: true }], modalMachine, locked).state.status).toBe('closed');
    // Another screen is not locked; a new run starts unlocked.
    expect(
      run([navigate('email/enter-code'), { type: 'close', dismiss: true }], modalMachine, locked).state.status,
    ).toBe('closed');
    expect(run([openSign]).state.closeLockedBy).toBeNull();
  });
});

describe('intents', () => {
  it.each<[IntentType, string]>([
    ['login', ErrorCode.USER_EXITED_AUTH_FLOW],
    ['connect-or-create', ErrorCode.USER_EXITED_AUTH_FLOW],
    ['link', ErrorCode.USER_EXITED_LINK_FLOW],
    ['update', ErrorCode.USER_EXITED_UPDATE_FLOW],
    ['sign', ErrorCode.USER_REJECTED_REQUEST],
    ['set-wallet-recovery', ErrorCode.USER_EXITED_SET_RECOVERY_FLOW],
    ['set-wallet-password', ErrorCode.USER_EXITED_SET_PASSWORD_FLOW],
    ['recovery', ErrorCode.USER_EXITED_WALLET_RECOVERY],
  ])('an early exit from %s is %s', (type, code) => {
    expect(exitError(type).code).toBe(code);
    const callbacks = { onComplete: vi.fn(), onError: vi.fn() };
    settleIntent(intent(type, callbacks), null);
    expect(callbacks.onError).toHaveBeenCalledWith(expect.objectContaining({ code }));
    expect(callbacks.onComplete).not.toHaveBeenCalled();
  });

  it('settles success with onComplete and errors with onError', () => {
    const callbacks = { onComplete: vi.fn(), onError: vi.fn() };
    settleIntent(intent('login', callbacks), { type: 'complete', result });
    expect(callbacks.onComplete).toHaveBeenCalledWith(result);
    const error = new ApiError(400, { error: 'bad' }, '/x');
    settleIntent(intent('login', callbacks), { type: 'error', error });
    expect(callbacks.onError).toHaveBeenCalledWith(error);
  });

  it('settles a finished wallet intent with onFinished', () => {
    const callbacks = { onComplete: vi.fn(), onError: vi.fn(), onFinished: vi.fn() };
    settleIntent(intent('sign', callbacks), { type: 'finished' });
    expect(callbacks.onFinished).toHaveBeenCalledOnce();
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('a throwing callback does not break the modal', async () => {
    const boom = new Error('host bug');
    const reported = new Promise((resolve) => {
      process.once('uncaughtException', resolve);
    });
    const throwing = {
      onComplete: vi.fn(),
      onError: () => {
        throw boom;
      },
    };
    expect(() => settleIntent(intent('login', throwing as never), null)).not.toThrow();
    await expect(reported).resolves.toBe(boom);
  });
});
