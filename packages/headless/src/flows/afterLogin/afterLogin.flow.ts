import { sleep } from '../../core/api/retry.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { FlowCallbacks, FlowResult } from '../../core/flow/types.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import {
  type AfterLoginEffect,
  type AfterLoginEvent,
  type AfterLoginSnapshot,
  createAfterLoginMachine,
  initialAfterLoginSnapshot,
} from './afterLogin.machine.ts';
import { type AfterLoginStepId, afterLoginStepIds } from './afterLoginSteps.ts';
import { AFTER_LOGIN_TIMING } from './timing.ts';

/** The after-login commands. None rejects: each resolves with the snapshot once its waits are over. */
export interface AfterLoginCommands {
  /** A login (link, update) completed, or the current step did with this result: the next step follows after 0.9 s. */
  complete(result: FlowResult): Promise<AfterLoginSnapshot>;
  /** The current step showed a success of its own for `holdMs` (default: the wallet created, 2.5 s): then the next step. */
  finishStep(holdMs?: number): Promise<AfterLoginSnapshot>;
  /** Back to `idle`; a wait in progress is dropped. */
  reset(): void;
}

export interface AfterLoginOptions {
  /** The steps this UI runs (default all). A required step not listed is skipped with a warning, never faked. */
  steps?: readonly AfterLoginStepId[] | undefined;
}

/** `onComplete` gets the login as the steps left it, once they are done. */
export type AfterLoginCallbacks = Pick<FlowCallbacks, 'onComplete'>;

export interface AfterLoginFlow extends Flow<AfterLoginSnapshot, AfterLoginEvent, AfterLoginCallbacks> {
  commands: AfterLoginCommands;
}

/** The after-login steps on the flow runtime: the machine, a timer per wait, and a warning per skipped step. */
export function createAfterLoginFlow(
  core: FoyerCore,
  { steps = afterLoginStepIds }: AfterLoginOptions = {},
): AfterLoginFlow {
  const flow = createFlow<AfterLoginSnapshot, AfterLoginEvent, AfterLoginEffect, AfterLoginCallbacks>(core, {
    initial: initialAfterLoginSnapshot,
    machine: createAfterLoginMachine({ runs: (step) => steps.includes(step) }),
    // A wait is only ever aborted (and an aborted run dispatches nothing); a report cannot fail.
    failed: () => ({ type: 'advance' }),
    async run(effect, { signal }) {
      if (effect.type === 'wait') await sleep(core.fast ? 0 : effect.ms, signal);
      else
        console.warn(
          `[foyer] The after-login step '${effect.step}' is required but this UI does not run it; it was skipped.`,
        );
      return { type: 'advance' };
    },
  });
  const commands: AfterLoginCommands = {
    complete: (result) => flow.send({ type: 'complete', result, config: core.store.get(appConfigAtom) }),
    finishStep: (holdMs = AFTER_LOGIN_TIMING.walletCreatedMs) => flow.send({ type: 'finishStep', holdMs }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
