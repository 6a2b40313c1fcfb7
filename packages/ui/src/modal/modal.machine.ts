import {
  AFTER_LOGIN_TIMING,
  type AfterLoginSnapshot,
  type AfterLoginStepId,
  type AppConfig,
  type FoyerError,
} from '@foyer/headless';
import {
  type AfterLoginEffect,
  type AfterLoginEvent,
  createAfterLoginMachine,
  initialAfterLoginSnapshot,
  type Machine,
  type Transition,
} from '@foyer/headless/internal';
import type { AfterLoginStepParams, AuthIntentResult, IntentResult } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';
import type { SuccessHold } from '../screens/useScreen.ts';
import {
  ACCOUNT_TRANSFER_CLOSE_DELAY_MS,
  DELEGATION_RESULT_CLOSE_DELAY_MS,
  FARCASTER_SIGNER_CLOSE_DELAY_MS,
  FUNDING_SUCCESS_CLOSE_DELAY_MS,
  MODAL_RESET_DELAY_MS,
} from '../timing.ts';
import { afterLoginScreens } from './afterLogin.ts';
import { type FailureTarget, failureScreen } from './failureScreen.ts';
import { type ModalStack, pop, push, stackOf, withParams } from './modalStack.ts';
import type { IntentOutcome, ModalIntent } from './settleIntent.ts';

/** Where every run of the modal starts, unless its intent names a start screen. */
export const FIRST_SCREEN = 'landing' satisfies ScreenId;

/**
 * The modal's snapshot on the flow runtime (`modalFlow.ts`). It reports to the intent's own
 * callbacks (the `settle` effect), so `error` and `result` stay null.
 */
export interface ModalState {
  status: 'closed' | 'open';
  error: null;
  result: null;
  /** Bumped for every run: the modal's content remounts on it. */
  session: number;
  /** The running intent; kept after close (the callbacks have fired) until `reset`. */
  intent: ModalIntent | null;
  /** The element that had focus when the modal opened: it gets focus back on close. */
  returnFocus: HTMLElement | null;
  stack: ModalStack;
  outcome: IntentOutcome | null;
  /** The after-login steps of a completed login (headless' `afterLogin` machine), or null before one. */
  afterLogin: AfterLoginSnapshot | null;
  /**
   * The key of the screen entry that took the way out away (header close, Escape, outside click),
   * e.g. a signature request that is not cancellable; null when the user may close. Showing another
   * screen gives it back.
   */
  closeLockedBy: number | null;
  /** The key the next screen entry gets. */
  nextKey: number;
}

/** Events a screen sends carry `from`, the key of its entry: a screen that is no longer current is not heard. */
type FromScreen = { from: number };

export type ModalEvent =
  | { type: 'open'; intent: ModalIntent; returnFocus: HTMLElement | null }
  /**
   * From a screen (with `from`), a timer, or the user (`dismiss`: the header's close, Escape, a
   * click outside), which a screen may refuse with `lockClose`.
   */
  | { type: 'close'; from?: number; dismiss?: boolean }
  /** The intent's callbacks have run: the run resets 500 ms later. */
  | { type: 'settled' }
  /** 500 ms after close: drop the intent and the stack. */
  | { type: 'reset' }
  | ({ type: 'navigate'; screen: ScreenId; params: unknown } & FromScreen)
  | ({ type: 'back' } & FromScreen)
  | ({ type: 'setParams'; params: unknown } & FromScreen)
  | ({ type: 'restart' } & FromScreen)
  /** A login (link, update) or an after-login step completed; `config` decides which steps follow. */
  | ({ type: 'complete'; result: AuthIntentResult; config: AppConfig | null } & FromScreen)
  /** `inPlace`: the screen shows the error itself; it only becomes the outcome (and ends the after-login steps). */
  | ({ type: 'fail'; error: FoyerError; inPlace?: boolean } & FromScreen)
  /**
   * The screen has done what the modal was opened for, or its after-login step, and shows its own
   * success: after `hold`, the next after-login step, else the modal closes.
   */
  | ({ type: 'finish'; hold: SuccessHold; result?: IntentResult } & FromScreen)
  /** The screen takes away (or gives back) the user's way out. */
  | ({ type: 'lockClose'; locked: boolean } & FromScreen)
  /** An after-login wait is over, or a step was skipped: the next step, the success, or close. */
  | { type: 'advance' };

/**
 * Each effect reports with the event that follows it (the flow runtime's rule). A run with effects
 * supersedes the one before, so a new schedule drops a pending one: at most one wait is pending.
 */
export type ModalEffect =
  /** Fire the intent's callbacks for how it ended; then `settled`. */
  | { type: 'settle'; intent: ModalIntent; outcome: IntentOutcome | null }
  /** `event` after `ms`. */
  | { type: 'schedule'; ms: number; event: ModalEvent }
  /** A required after-login step has no screen yet: it is skipped and reported; then `advance`. */
  | { type: 'skip'; step: AfterLoginStepId };

export type ModalTransition = Transition<ModalState, ModalEffect>;

export const initialModalState: ModalState = {
  status: 'closed',
  error: null,
  result: null,
  session: 0,
  intent: null,
  returnFocus: null,
  stack: stackOf({ id: FIRST_SCREEN, params: undefined, key: 0 }),
  outcome: null,
  afterLogin: null,
  closeLockedBy: null,
  nextKey: 1,
};

const to = (snapshot: ModalState, effects: ModalEffect[] = []): ModalTransition => ({ snapshot, effects });

/** A new entry for `screen`, and the state's next key. */
const screenEntry = (state: ModalState, id: ScreenId, params: unknown) => ({
  entry: { id, params, key: state.nextKey },
  nextKey: state.nextKey + 1,
});

/** Closes the modal: the intent settles with its outcome, then the run resets 500 ms later. */
function closeRun(state: ModalState): ModalTransition {
  const closed: ModalState = { ...state, status: 'closed' };
  return state.intent ? to(closed, [{ type: 'settle', intent: state.intent, outcome: state.outcome }]) : to(closed);
}

/** A screen's own success shows this long before the modal moves on. */
const holdMs: Record<SuccessHold, number> = {
  success: AFTER_LOGIN_TIMING.successMs,
  'wallet-created': AFTER_LOGIN_TIMING.walletCreatedMs,
  'account-transfer': ACCOUNT_TRANSFER_CLOSE_DELAY_MS,
  funding: FUNDING_SUCCESS_CLOSE_DELAY_MS,
  delegation: DELEGATION_RESULT_CLOSE_DELAY_MS,
  'farcaster-signer': FARCASTER_SIGNER_CLOSE_DELAY_MS,
};

export interface ModalMachineOptions {
  /** The screen that runs each after-login step; a required step without one is skipped (and reported). */
  stepScreens: Readonly<Record<AfterLoginStepId, ScreenId | null>>;
  /** Where every run starts. */
  firstScreen: ScreenId;
  /** Where `fail(error)` goes: the error screen, or a screen of its own for some codes. */
  failureScreen(error: FoyerError): FailureTarget;
}

/**
 * The modal as a pure machine: open and close, the screen stack, the intent's outcome, and the
 * after-login steps shared by every login method (headless' machine, each step on its screen).
 * Timers and callbacks are effects for the flow runtime (`modalFlow.ts`).
 */
export function createModalMachine({
  stepScreens,
  firstScreen,
  failureScreen: failedTo,
}: ModalMachineOptions): Machine<ModalState, ModalEvent, ModalEffect> {
  const afterLoginMachine = createAfterLoginMachine({ runs: (step) => stepScreens[step] !== null });

  /** Runs an event through the after-login steps: a step shows its screen (the stack starts afresh), done closes. */
  function afterLogin(state: ModalState, event: AfterLoginEvent): ModalTransition {
    const before = state.afterLogin ?? initialAfterLoginSnapshot;
    const { snapshot, effects } = afterLoginMachine(before, event);
    if (snapshot === before && effects.length === 0) return to(state);
    const next: ModalState = { ...state, afterLogin: snapshot };
    const mapped = effects.map(fromAfterLogin);
    if (snapshot.status === 'done') return closeRun(next);
    const screen = snapshot.step && stepScreens[snapshot.step];
    if (snapshot.status !== 'step' || !screen || !snapshot.login) return to(next, mapped);
    const params: AfterLoginStepParams = { result: snapshot.login };
    const { entry, nextKey } = screenEntry(next, screen, params);
    return to({ ...next, nextKey, stack: stackOf(entry) }, mapped);
  }

  /** A run, or a restart: the intent's start screen (else `firstScreen`), a fresh stack and outcome. */
  function startOver(state: ModalState, intent: ModalIntent): ModalState {
    const { entry, nextKey } = screenEntry(state, intent.start?.screen ?? firstScreen, intent.start?.params);
    return { ...state, nextKey, stack: stackOf(entry), outcome: null, afterLogin: null, closeLockedBy: null };
  }

  return (state, event) => {
    if (event.type === 'open') {
      if (state.status === 'open') return to(state);
      const { intent, returnFocus } = event;
      return to({ ...startOver(state, intent), status: 'open', session: state.session + 1, intent, returnFocus });
    }
    if (event.type === 'settled') {
      const reset: ModalEvent = { type: 'reset' };
      return state.status === 'closed' && state.intent
        ? to(state, [{ type: 'schedule', ms: MODAL_RESET_DELAY_MS, event: reset }])
        : to(state);
    }
    if (event.type === 'reset') {
      if (state.status === 'open' || state.intent === null) return to(state);
      return to({ ...initialModalState, session: state.session, nextKey: state.nextKey });
    }
    if (state.status === 'closed') return to(state);
    if ('from' in event && event.from !== state.stack.current.key) return to(state);
    /** Waiting between steps or showing the final success: the screens may not move (nor fail). */
    const settling = state.afterLogin !== null && state.afterLogin.status !== 'step';

    switch (event.type) {
      case 'close':
        if (event.dismiss && state.closeLockedBy === state.stack.current.key) return to(state);
        return closeRun(state);
      case 'navigate': {
        if (settling) return to(state);
        const { entry, nextKey } = screenEntry(state, event.screen, event.params);
        return to({ ...state, nextKey, stack: push(state.stack, entry) });
      }
      case 'back': {
        const stack = settling ? null : pop(state.stack);
        return stack ? to({ ...state, stack }) : to(state);
      }
      case 'setParams':
        return to({ ...state, stack: withParams(state.stack, event.params) });
      case 'restart':
        return state.intent ? to(startOver(state, state.intent)) : to(state);
      case 'complete':
        // The method's screen, or a step's screen, is done: wait, then the next step.
        if (settling) return to(state);
        return afterLogin(
          { ...state, outcome: { type: 'complete', result: event.result } },
          { type: 'complete', result: event.result, config: event.config },
        );
      case 'fail': {
        if (settling) return to(state);
        const outcome = { type: 'error', error: event.error } as const;
        if (event.inPlace) return to({ ...state, outcome, afterLogin: null });
        const target = failedTo(event.error);
        const { entry, nextKey } = screenEntry(state, target.screen, target.params);
        return to({ ...state, nextKey, stack: push(state.stack, entry), outcome, afterLogin: null });
      }
      case 'finish': {
        if (state.afterLogin?.status === 'step') {
          return afterLogin(state, { type: 'finishStep', holdMs: holdMs[event.hold] });
        }
        if (state.afterLogin) return to(state);
        // Not a login (a signature, a recovery method, a transfer): done once this success has shown.
        const outcome = event.result
          ? ({ type: 'complete', result: event.result } as const)
          : ({ type: 'finished' } as const);
        return to({ ...state, outcome }, [{ type: 'schedule', ms: holdMs[event.hold], event: { type: 'close' } }]);
      }
      case 'lockClose':
        return to({ ...state, closeLockedBy: event.locked ? event.from : null });
      case 'advance':
        return settling ? afterLogin(state, { type: 'advance' }) : to(state);
    }
  };
}

/** The after-login machine's effects as the modal's: a wait is a scheduled `advance`. */
function fromAfterLogin(effect: AfterLoginEffect): ModalEffect {
  return effect.type === 'wait' ? { type: 'schedule', ms: effect.ms, event: { type: 'advance' } } : effect;
}

/** The modal of @foyer/ui: runs start on the landing screen; each after-login step on its screen. */
export const modalMachine = createModalMachine({
  stepScreens: afterLoginScreens,
  firstScreen: FIRST_SCREEN,
  failureScreen,
});
