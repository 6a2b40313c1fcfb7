import type { FoyerError } from '@foyer/headless';
import type { IntentResult } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';
import type { SuccessHold } from '../screens/useScreen.ts';
import {
  type AfterLoginFacts,
  type AfterLoginStep,
  type AfterLoginStepId,
  type AfterLoginStepParams,
  afterLoginSteps,
} from './afterLogin.ts';
import { type ModalStack, pop, push, stackOf, withParams } from './modalStack.ts';
import type { IntentOutcome, ModalIntent } from './settleIntent.ts';
import { MODAL_RESET_DELAY_MS, SUCCESS_CLOSE_DELAY_MS, SUCCESS_DELAY_MS, WALLET_CREATED_DELAY_MS } from './timing.ts';

/** A screen's own success shows this long before the modal moves on. */
const holdMs: Record<SuccessHold, number> = {
  success: SUCCESS_CLOSE_DELAY_MS,
  'wallet-created': WALLET_CREATED_DELAY_MS,
};

/** Where every run of the modal starts. */
export const FIRST_SCREEN = 'landing' satisfies ScreenId;

/**
 * The after-login pipeline of a completed intent: `waiting` the 0.9 s before the next step,
 * on a step's screen (`step`), or showing success until the modal closes itself.
 */
export interface AfterLogin {
  phase: 'waiting' | 'step' | 'success';
  result: IntentResult;
  facts: AfterLoginFacts;
  /** Steps before this index are done or skipped. */
  next: number;
  /** The last step showed a success of its own (wallet created): with no step left, the modal closes without another. */
  shownSuccess?: boolean;
}

export interface ModalState {
  open: boolean;
  /** Bumped for every run: the modal's content remounts on it. */
  session: number;
  /** The running intent; kept after close (the callbacks have fired) until `reset`. */
  intent: ModalIntent | null;
  /** The element that had focus when the modal opened: it gets focus back on close. */
  returnFocus: HTMLElement | null;
  stack: ModalStack;
  outcome: IntentOutcome | null;
  afterLogin: AfterLogin | null;
  /**
   * The key of the screen entry that took the way out away (header close, Escape, outside click),
   * e.g. a signature request that is not cancellable; null when the user may close. Showing another
   * screen gives it back.
   */
  closeLockedBy: number | null;
  /** The key the next screen entry gets. */
  nextKey: number;
}

/** Timers the machine asks for; one of each name at most. */
export type ModalTimer = 'after-login' | 'close' | 'reset';

/** Events a screen sends carry `from`, the key of its entry: a screen that is no longer current is not heard. */
type FromScreen = { from: number };

export type ModalEvent =
  | { type: 'open'; intent: ModalIntent; returnFocus: HTMLElement | null }
  /**
   * From the success timer, a screen (with `from`), or the user (`dismiss`: the header's close,
   * Escape, a click outside), which a screen may refuse with `lockClose`.
   */
  | { type: 'close'; from?: number; dismiss?: boolean }
  /** 500 ms after close: drop the intent and the stack. */
  | { type: 'reset' }
  | ({ type: 'navigate'; screen: ScreenId; params: unknown } & FromScreen)
  | ({ type: 'back' } & FromScreen)
  | ({ type: 'setParams'; params: unknown } & FromScreen)
  | ({ type: 'restart' } & FromScreen)
  | ({ type: 'complete'; result: IntentResult; facts: AfterLoginFacts } & FromScreen)
  /** `inPlace`: the screen shows the error itself; it only becomes the outcome (and ends the after-login steps). */
  | ({ type: 'fail'; error: FoyerError; inPlace?: boolean } & FromScreen)
  /**
   * The screen has done what the modal was opened for, or its after-login step, and shows its own
   * success: after `hold`, the next after-login step, else the modal closes.
   */
  | ({ type: 'finish'; hold: SuccessHold } & FromScreen)
  /** The screen takes away (or gives back) the user's way out. */
  | ({ type: 'lockClose'; locked: boolean } & FromScreen)
  /** The after-login wait is over: the next step, or success. */
  | { type: 'advance' };

export type ModalEffect =
  | { type: 'settle'; intent: ModalIntent; outcome: IntentOutcome | null }
  /** Run `event` after `ms`, replacing a pending timer of the same name. */
  | { type: 'schedule'; timer: ModalTimer; ms: number; event: ModalEvent }
  | { type: 'cancelTimers' }
  /** A required after-login step has no screen yet: it was skipped. */
  | { type: 'skipped'; step: AfterLoginStepId };

export interface ModalTransition {
  state: ModalState;
  effects: ModalEffect[];
}

export interface ModalMachineOptions {
  steps: readonly AfterLoginStep[];
  /** Where every run starts. */
  firstScreen: ScreenId;
  /** Where `fail` goes, with `{ error }`. */
  errorScreen: ScreenId;
}

export const initialModalState: ModalState = {
  open: false,
  session: 0,
  intent: null,
  returnFocus: null,
  stack: stackOf({ id: FIRST_SCREEN, params: undefined, key: 0 }),
  outcome: null,
  afterLogin: null,
  closeLockedBy: null,
  nextKey: 1,
};

const to = (state: ModalState, effects: ModalEffect[] = []): ModalTransition => ({ state, effects });

/**
 * The modal as a pure machine: open and close, the screen stack, the intent's outcome and the
 * after-login pipeline shared by every login method. Timers and callbacks are returned as effects
 * for the runtime (`modalStore.ts`) to run.
 */
export function createModalMachine({ steps, firstScreen, errorScreen }: ModalMachineOptions) {
  /** A new entry for `screen`, and the state with its key taken. */
  const entry = (state: ModalState, id: ScreenId, params: unknown) => ({
    entry: { id, params, key: state.nextKey },
    nextKey: state.nextKey + 1,
  });

  /** Closes the modal: the intent settles with its outcome, and the state resets 500 ms later. */
  function close(state: ModalState, effects: ModalEffect[] = []): ModalTransition {
    return to({ ...state, open: false }, [
      ...effects,
      { type: 'cancelTimers' },
      ...(state.intent ? [{ type: 'settle', intent: state.intent, outcome: state.outcome } as const] : []),
      { type: 'schedule', timer: 'reset', ms: MODAL_RESET_DELAY_MS, event: { type: 'reset' } },
    ]);
  }

  /**
   * From `afterLogin.next` on: the first required step with a screen (given the intent's result as
   * params), or success; when the last step showed its own success, the modal closes at once.
   */
  function advance(state: ModalState, afterLogin: AfterLogin): ModalTransition {
    const effects: ModalEffect[] = [];
    for (const [index, step] of steps.entries()) {
      if (index < afterLogin.next || !step.required(afterLogin.facts)) continue;
      if (step.screen === null) {
        effects.push({ type: 'skipped', step: step.id });
        continue;
      }
      const params: AfterLoginStepParams = { result: afterLogin.result };
      const { entry: stepEntry, nextKey } = entry(state, step.screen, params);
      return to(
        {
          ...state,
          nextKey,
          stack: stackOf(stepEntry),
          afterLogin: { ...afterLogin, phase: 'step', next: index, shownSuccess: false },
        },
        effects,
      );
    }
    const done = { ...state, afterLogin: { ...afterLogin, phase: 'success' as const, next: steps.length } };
    if (afterLogin.shownSuccess) return close(done, effects);
    return to(done, [
      ...effects,
      { type: 'schedule', timer: 'close', ms: SUCCESS_CLOSE_DELAY_MS, event: { type: 'close' } },
    ]);
  }

  return function modalMachine(state: ModalState, event: ModalEvent): ModalTransition {
    if (event.type === 'open') {
      if (state.open) return to(state);
      const start = event.intent.start;
      const { entry: first, nextKey } = entry(state, start?.screen ?? firstScreen, start?.params);
      return to(
        {
          open: true,
          session: state.session + 1,
          intent: event.intent,
          returnFocus: event.returnFocus,
          stack: stackOf(first),
          outcome: null,
          afterLogin: null,
          closeLockedBy: null,
          nextKey,
        },
        [{ type: 'cancelTimers' }],
      );
    }
    if (event.type === 'reset') {
      if (state.open || state.intent === null) return to(state);
      return to({ ...initialModalState, session: state.session, nextKey: state.nextKey });
    }
    if (!state.open) return to(state);
    if ('from' in event && event.from !== state.stack.current.key) return to(state);
    const { afterLogin } = state;

    switch (event.type) {
      case 'close':
        if (event.dismiss && state.closeLockedBy === state.stack.current.key) return to(state);
        return close(state);
      case 'navigate': {
        // While waiting or showing success nothing moves (nor fails); a step's screens may.
        if (afterLogin && afterLogin.phase !== 'step') return to(state);
        const { entry: next, nextKey } = entry(state, event.screen, event.params);
        return to({ ...state, nextKey, stack: push(state.stack, next) });
      }
      case 'back': {
        const stack = afterLogin && afterLogin.phase !== 'step' ? null : pop(state.stack);
        return stack ? to({ ...state, stack }) : to(state);
      }
      case 'setParams':
        return to({ ...state, stack: withParams(state.stack, event.params) });
      case 'restart': {
        const start = state.intent?.start;
        const { entry: first, nextKey } = entry(state, start?.screen ?? firstScreen, start?.params);
        return to({ ...state, nextKey, stack: stackOf(first), outcome: null, afterLogin: null });
      }
      case 'complete': {
        // The method's screen, or a step's screen, is done: wait, then the next step.
        if (afterLogin && afterLogin.phase !== 'step') return to(state);
        const next = afterLogin ? afterLogin.next + 1 : 0;
        return to(
          {
            ...state,
            outcome: { type: 'complete', result: event.result },
            afterLogin: { phase: 'waiting', result: event.result, facts: event.facts, next },
          },
          [{ type: 'schedule', timer: 'after-login', ms: SUCCESS_DELAY_MS, event: { type: 'advance' } }],
        );
      }
      case 'fail': {
        if (afterLogin && afterLogin.phase !== 'step') return to(state);
        const outcome = { type: 'error', error: event.error } as const;
        if (event.inPlace) return to({ ...state, outcome, afterLogin: null });
        const { entry: shown, nextKey } = entry(state, errorScreen, { error: event.error });
        return to({
          ...state,
          nextKey,
          stack: push(state.stack, shown),
          outcome,
          afterLogin: null,
        });
      }
      case 'finish': {
        const advanceLater: ModalEffect = {
          type: 'schedule',
          timer: 'after-login',
          ms: holdMs[event.hold],
          event: { type: 'advance' },
        };
        if (afterLogin?.phase === 'step') {
          const waiting: AfterLogin = {
            ...afterLogin,
            phase: 'waiting',
            next: afterLogin.next + 1,
            shownSuccess: true,
          };
          return to({ ...state, afterLogin: waiting }, [advanceLater]);
        }
        if (afterLogin) return to(state);
        // Not a login (a signature, a recovery method): done once this success has shown.
        return to({ ...state, outcome: { type: 'finished' } }, [
          { type: 'schedule', timer: 'close', ms: holdMs[event.hold], event: { type: 'close' } },
        ]);
      }
      case 'lockClose':
        return to({ ...state, closeLockedBy: event.locked ? event.from : null });
      case 'advance':
        return afterLogin?.phase === 'waiting' ? advance(state, afterLogin) : to(state);
    }
  };
}

/** The modal of @foyer/ui: runs start on the landing screen; the after-login steps of the spec. */
export const modalMachine = createModalMachine({
  steps: afterLoginSteps,
  firstScreen: FIRST_SCREEN,
  errorScreen: 'error',
});
