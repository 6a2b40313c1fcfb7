import type { FoyerError } from '@foyer/headless';
import type { AuthIntentResult, IntentResult } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';
import type { SuccessHold } from '../screens/useScreen.ts';
import { MODAL_RESET_DELAY_MS } from '../timing.ts';
import type { AfterLoginFacts, AfterLoginStepId } from './afterLogin.ts';
import { type ModalStack, stackOf } from './modalStack.ts';
import type { IntentOutcome, ModalIntent } from './settleIntent.ts';

/*
 * The modal's state, its events, and the transitions the page needs before the modal's code has
 * loaded: open, close and reset. This module is in the startup bundle; the rest of the machine
 * (`modal.machine.ts`: the screen stack, the after-login steps, wallet requests) loads with the
 * modal and is installed into the store then (`installModalMachine`).
 */

/** Where every run of the modal starts. */
export const FIRST_SCREEN = 'landing' satisfies ScreenId;

/**
 * The after-login pipeline of a completed intent: `waiting` the 0.9 s before the next step,
 * on a step's screen (`step`), or showing success until the modal closes itself.
 */
export interface AfterLogin {
  phase: 'waiting' | 'step' | 'success';
  result: AuthIntentResult;
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
  | ({ type: 'complete'; result: AuthIntentResult; facts: AfterLoginFacts } & FromScreen)
  /** `inPlace`: the screen shows the error itself; it only becomes the outcome (and ends the after-login steps). */
  | ({ type: 'fail'; error: FoyerError; inPlace?: boolean } & FromScreen)
  /**
   * The screen has done what the modal was opened for, or its after-login step, and shows its own
   * success: after `hold`, the next after-login step, else the modal closes.
   */
  | ({ type: 'finish'; hold: SuccessHold; result?: IntentResult } & FromScreen)
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

export const to = (state: ModalState, effects: ModalEffect[] = []): ModalTransition => ({ state, effects });

/** A new entry for `screen`, and the state's next key. */
export const screenEntry = (state: ModalState, id: ScreenId, params: unknown) => ({
  entry: { id, params, key: state.nextKey },
  nextKey: state.nextKey + 1,
});

/** A new run, on the intent's start screen (else `firstScreen`); ignored while open. */
export function openRun(state: ModalState, event: Extract<ModalEvent, { type: 'open' }>, firstScreen: ScreenId) {
  if (state.open) return to(state);
  const start = event.intent.start;
  const { entry: first, nextKey } = screenEntry(state, start?.screen ?? firstScreen, start?.params);
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

/** Closes the modal: the intent settles with its outcome, and the state resets 500 ms later. */
export function closeRun(state: ModalState, effects: ModalEffect[] = []): ModalTransition {
  return to({ ...state, open: false }, [
    ...effects,
    { type: 'cancelTimers' },
    ...(state.intent ? [{ type: 'settle', intent: state.intent, outcome: state.outcome } as const] : []),
    { type: 'schedule', timer: 'reset', ms: MODAL_RESET_DELAY_MS, event: { type: 'reset' } },
  ]);
}

/** 500 ms after close: drop the run (intent, stack); nothing while open. */
export function resetRun(state: ModalState): ModalTransition {
  if (state.open || state.intent === null) return to(state);
  return to({ ...initialModalState, session: state.session, nextKey: state.nextKey });
}

/** What the store runs until the modal's code has loaded: open, close (a failed load) and reset. */
export function startupMachine(state: ModalState, event: ModalEvent): ModalTransition {
  if (event.type === 'open') return openRun(state, event, FIRST_SCREEN);
  if (event.type === 'reset') return resetRun(state);
  return event.type === 'close' && state.open ? closeRun(state) : to(state);
}
