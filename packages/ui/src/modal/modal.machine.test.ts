import { ApiError, ErrorCode, type LoginComplete, type User } from '@foyer/headless';
import { describe, expect, it, vi } from 'vitest';
import { exitError, type IntentType, type ModalIntent, settleIntent } from './intents.ts';
import { initialModalState, type ModalEvent, type ModalState, modalMachine } from './modal.machine.ts';

const intent = (type: IntentType = 'login', callbacks = { onComplete: vi.fn(), onError: vi.fn() }): ModalIntent => ({
  type,
  options: {},
  callbacks: () => callbacks,
});

const result: LoginComplete = {
  intent: 'login',
  user: { id: 'u1' } as User,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'email',
  loginAccount: null,
};

function run(events: ModalEvent[], from: ModalState = initialModalState) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = modalMachine(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('modalMachine', () => {
  it('open starts a fresh session on the landing screen', () => {
    const opened = intent();
    const { state } = run([{ type: 'open', intent: opened }]);
    expect(state).toMatchObject({ open: true, session: 1, intent: opened, outcome: null });
    expect(state.stack.current).toBe('landing');
  });

  it('ignores open while open', () => {
    const first = intent();
    const { state } = run([{ type: 'open', intent: first }, { type: 'open', intent: intent('link') }]);
    expect(state.intent).toBe(first);
    expect(state.session).toBe(1);
  });

  it('close settles the intent with its outcome and keeps it until reset', () => {
    const opened = intent();
    const { state, effects } = run([{ type: 'open', intent: opened }, { type: 'complete', result }, { type: 'close' }]);
    expect(state.open).toBe(false);
    expect(state.intent).toBe(opened);
    expect(effects).toEqual([{ type: 'settle', intent: opened, outcome: { type: 'complete', result } }]);
  });

  it('close without an outcome settles with none (the user exited)', () => {
    const { effects } = run([{ type: 'open', intent: intent() }, { type: 'close' }]);
    expect(effects).toHaveLength(1);
    expect(effects[0]?.outcome).toBeNull();
  });

  it('a second close does nothing', () => {
    const { effects } = run([{ type: 'open', intent: intent() }, { type: 'close' }, { type: 'close' }]);
    expect(effects).toHaveLength(1);
  });

  it('fail records the error and shows the error screen; retry starts over', () => {
    const error = new ApiError(429, { error: 'slow down' }, '/api/v1/passwordless/init');
    const failed = run([
      { type: 'open', intent: intent() },
      { type: 'navigate', screen: 'enter-code' },
      { type: 'fail', error },
    ]).state;
    expect(failed.outcome).toEqual({ type: 'error', error });
    expect(failed.stack).toMatchObject({ current: 'error', last: 'enter-code' });
    const retried = modalMachine(failed, { type: 'retry' }).state;
    expect(retried.outcome).toBeNull();
    expect(retried.stack).toMatchObject({ current: 'landing', last: null });
  });

  it('reset clears a closed modal and bumps the session; it does nothing while open', () => {
    const open = run([{ type: 'open', intent: intent() }, { type: 'navigate', screen: 'enter-code' }]).state;
    expect(modalMachine(open, { type: 'reset' }).state).toBe(open);
    const closed = modalMachine(open, { type: 'close' }).state;
    const reset = modalMachine(closed, { type: 'reset' }).state;
    expect(reset).toMatchObject({ open: false, intent: null, outcome: null, session: 2 });
    expect(reset.stack.current).toBe('landing');
    expect(modalMachine(reset, { type: 'reset' }).state).toBe(reset);
  });

  it('ignores screen and outcome events while closed', () => {
    for (const event of [
      { type: 'navigate', screen: 'error' },
      { type: 'back' },
      { type: 'complete', result },
      { type: 'retry' },
    ] satisfies ModalEvent[]) {
      expect(modalMachine(initialModalState, event).state).toBe(initialModalState);
    }
  });
});

describe('intents', () => {
  it.each<[IntentType, string]>([
    ['login', ErrorCode.USER_EXITED_AUTH_FLOW],
    ['connect-or-create', ErrorCode.USER_EXITED_AUTH_FLOW],
    ['link', ErrorCode.USER_EXITED_LINK_FLOW],
    ['update', ErrorCode.USER_EXITED_UPDATE_FLOW],
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

  it('a throwing callback does not break the modal', async () => {
    const boom = new Error('host bug');
    const reported = new Promise((resolve) => {
      const handler = (event: unknown) => resolve(event);
      process.once('uncaughtException', handler);
    });
    expect(() =>
      settleIntent(
        intent('login', {
          onComplete: vi.fn(),
          onError: () => {
            throw boom;
          },
        } as never),
        null,
      ),
    ).not.toThrow();
    await expect(reported).resolves.toBe(boom);
  });
});
