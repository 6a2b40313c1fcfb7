import type { FoyerError } from '@foyer/headless';
import type { AfterLoginStepParams } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';
import type { SuccessHold } from '../screens/useScreen.ts';
import {
  ACCOUNT_TRANSFER_CLOSE_DELAY_MS,
  SUCCESS_CLOSE_DELAY_MS,
  SUCCESS_DELAY_MS,
  WALLET_CREATED_DELAY_MS,
} from '../timing.ts';
import { type AfterLoginStep, afterLoginSteps } from './afterLogin.ts';
import { type FailureTarget, failureScreen } from './failureScreen.ts';
import {
  type AfterLogin,
  closeRun,
  FIRST_SCREEN,
  type ModalEffect,
  type ModalEvent,
  type ModalState,
  type ModalTransition,
  openRun,
  resetRun,
  screenEntry,
  to,
} from './modalRun.ts';
import { pop, push, stackOf, withParams } from './modalStack.ts';

export {
  type AfterLogin,
  FIRST_SCREEN,
  initialModalState,
  type ModalEffect,
  type ModalEvent,
  type ModalState,
  type ModalTimer,
  type ModalTransition,
} from './modalRun.ts';

/** A screen's own success shows this long before the modal moves on. */
const holdMs: Record<SuccessHold, number> = {
  success: SUCCESS_CLOSE_DELAY_MS,
  'wallet-created': WALLET_CREATED_DELAY_MS,
  'account-transfer': ACCOUNT_TRANSFER_CLOSE_DELAY_MS,
};

export interface ModalMachineOptions {
  steps: readonly AfterLoginStep[];
  /** Where every run starts. */
  firstScreen: ScreenId;
  /** Where `fail(error)` goes: the error screen, or a screen of its own for some codes. */
  failureScreen(error: FoyerError): FailureTarget;
}

/**
 * The modal as a pure machine: open and close, the screen stack, the intent's outcome and the
 * after-login pipeline shared by every login method. Timers and callbacks are returned as effects
 * for the runtime (`modalStore.ts`) to run.
 */
export function createModalMachine({ steps, firstScreen, failureScreen: failedTo }: ModalMachineOptions) {
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
      const { entry: stepEntry, nextKey } = screenEntry(state, step.screen, params);
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
    if (afterLogin.shownSuccess) return closeRun(done, effects);
    return to(done, [
      ...effects,
      { type: 'schedule', timer: 'close', ms: SUCCESS_CLOSE_DELAY_MS, event: { type: 'close' } },
    ]);
  }

  return function modalMachine(state: ModalState, event: ModalEvent): ModalTransition {
    if (event.type === 'open') return openRun(state, event, firstScreen);
    if (event.type === 'reset') return resetRun(state);
    if (!state.open) return to(state);
    if ('from' in event && event.from !== state.stack.current.key) return to(state);
    const { afterLogin } = state;

    switch (event.type) {
      case 'close':
        if (event.dismiss && state.closeLockedBy === state.stack.current.key) return to(state);
        return closeRun(state);
      case 'navigate': {
        // While waiting or showing success nothing moves (nor fails); a step's screens may.
        if (afterLogin && afterLogin.phase !== 'step') return to(state);
        const { entry: next, nextKey } = screenEntry(state, event.screen, event.params);
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
        const { entry: first, nextKey } = screenEntry(state, start?.screen ?? firstScreen, start?.params);
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
        const target = failedTo(event.error);
        const { entry: shown, nextKey } = screenEntry(state, target.screen, target.params);
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
        // Not a login (a signature, a recovery method, a transfer): done once this success has shown.
        const outcome = event.result
          ? ({ type: 'complete', result: event.result } as const)
          : ({ type: 'finished' } as const);
        return to({ ...state, outcome }, [
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
  failureScreen,
});
