import type { AppConfig } from '../../core/config/types.ts';
import type { FlowResult, Machine, Transition } from '../../core/flow/types.ts';
import { type AfterLoginStepId, afterLoginRules, afterLoginStepIds } from './afterLoginSteps.ts';
import { AFTER_LOGIN_TIMING } from './timing.ts';

/**
 * Spec §2 and §4 'After login', document 2: what follows a verified login (any method) until it is
 * done. `idle`: no login yet; `waiting`: its success shows (0.9 s) before the next step; `step`: the
 * user is on `step` (accept the terms, create the wallets, enrol in MFA); `success`: the final
 * success shows (1.4 s); `done`: over (the modal closes). Stories and tests iterate over this list.
 */
export const afterLoginStatuses = ['idle', 'waiting', 'step', 'success', 'done'] as const;
export type AfterLoginStatus = (typeof afterLoginStatuses)[number];

/** What every after-login snapshot carries beside its status. */
interface AfterLoginRun {
  error: null;
  /** The completed login the steps run on, as the last step left it; null while `idle`. */
  login: FlowResult | null;
  /** The app config the login completed with: it decides which steps are required. */
  config: AppConfig | null;
  /** Steps before this index of `afterLoginStepIds` are done or skipped. */
  next: number;
  /** The last step showed a success of its own (the wallet created): with no step left, done at once. */
  shownSuccess: boolean;
}

/**
 * `step` is the step the user is on, in `step` only; `result` is the login as the steps left it
 * (its user may have accepted the terms), in `done` only.
 */
export type AfterLoginSnapshot = AfterLoginRun &
  (
    | { status: 'idle' | 'waiting' | 'success'; step: null; result: null }
    | { status: 'step'; step: AfterLoginStepId; result: null }
    | { status: 'done'; step: null; result: FlowResult }
  );

export type AfterLoginEvent =
  /** A login (link, update) completed, or the current step did, with this result: wait, then the next step. */
  | { type: 'complete'; result: FlowResult; config: AppConfig | null }
  /** The current step showed a success of its own for `holdMs` (the wallet created): then the next step. */
  | { type: 'finishStep'; holdMs: number }
  /** A wait is over (or a step was skipped): the next step, or the final success, or done. */
  | { type: 'advance' }
  | { type: 'reset' };

export type AfterLoginEffect =
  /** Send `advance` after `ms`. */
  | { type: 'wait'; ms: number }
  /** A required step this UI cannot run: report it (never fake it), then `advance`. */
  | { type: 'skip'; step: AfterLoginStepId };

export const initialAfterLoginSnapshot: AfterLoginSnapshot = {
  status: 'idle',
  error: null,
  result: null,
  step: null,
  login: null,
  config: null,
  next: 0,
  shownSuccess: false,
};

export interface AfterLoginMachineOptions {
  /** Whether this UI runs a step (has a screen for it); a required step it cannot run is skipped. */
  runs(step: AfterLoginStepId): boolean;
}

type Step = Transition<AfterLoginSnapshot, AfterLoginEffect>;
/** The run's fields of a snapshot, to build the next one from. */
const runOf = ({ login, config, next, shownSuccess }: AfterLoginSnapshot): AfterLoginRun => ({
  error: null,
  login,
  config,
  next,
  shownSuccess,
});
const stay = (snapshot: AfterLoginSnapshot): Step => ({ snapshot, effects: [] });
const wait = (snapshot: AfterLoginSnapshot, ms: number): Step => ({ snapshot, effects: [{ type: 'wait', ms }] });

/**
 * The after-login steps as a pure machine, in the spec's order (`afterLoginStepIds`), each when its
 * rule requires it (`afterLoginRules`), with the spec's waits (`AFTER_LOGIN_TIMING`). The default
 * modal runs it inside its own machine; `useAfterLogin` runs it for a UI of its own.
 */
export function createAfterLoginMachine({
  runs,
}: AfterLoginMachineOptions): Machine<AfterLoginSnapshot, AfterLoginEvent, AfterLoginEffect> {
  /** From `next` on: the first required step (skipping, one by one, those this UI cannot run), else success. */
  function advance(snapshot: AfterLoginSnapshot, login: FlowResult): Step {
    for (const [index, step] of afterLoginStepIds.entries()) {
      if (index < snapshot.next) continue;
      if (!afterLoginRules[step](login, snapshot.config)) continue;
      if (!runs(step)) return { snapshot: { ...snapshot, next: index + 1 }, effects: [{ type: 'skip', step }] };
      return stay({ ...runOf(snapshot), status: 'step', step, result: null, next: index, shownSuccess: false });
    }
    const over = { ...runOf(snapshot), step: null, next: afterLoginStepIds.length };
    // The last step showed its own success: no second one.
    if (snapshot.shownSuccess) return stay({ ...over, status: 'done', result: login });
    return wait({ ...over, status: 'success', result: null }, AFTER_LOGIN_TIMING.successMs);
  }

  return (snapshot, event) => {
    switch (event.type) {
      case 'complete': {
        // While a wait or the final success shows, nothing completes; a new login after `done` starts over.
        if (snapshot.status === 'waiting' || snapshot.status === 'success') return stay(snapshot);
        const next = snapshot.status === 'step' ? snapshot.next + 1 : 0;
        const waiting: AfterLoginSnapshot = {
          status: 'waiting',
          error: null,
          result: null,
          step: null,
          login: event.result,
          config: event.config,
          next,
          shownSuccess: false,
        };
        return wait(waiting, AFTER_LOGIN_TIMING.nextStepMs);
      }
      case 'finishStep':
        if (snapshot.status !== 'step') return stay(snapshot);
        return wait(
          {
            ...runOf(snapshot),
            status: 'waiting',
            step: null,
            result: null,
            next: snapshot.next + 1,
            shownSuccess: true,
          },
          event.holdMs,
        );
      case 'advance':
        if (snapshot.status === 'success' && snapshot.login) {
          return stay({ ...runOf(snapshot), status: 'done', step: null, result: snapshot.login });
        }
        return snapshot.status === 'waiting' && snapshot.login ? advance(snapshot, snapshot.login) : stay(snapshot);
      case 'reset':
        return stay(snapshot.status === 'idle' ? snapshot : initialAfterLoginSnapshot);
    }
  };
}
