import { createFlow, type Flow, type FoyerCore, sleep } from '@foyer/headless/internal';
import {
  initialModalState,
  type ModalEffect,
  type ModalEvent,
  type ModalState,
  modalMachine,
} from './modal.machine.ts';
import { settleIntent } from './settleIntent.ts';

/** The modal of one provider, on the kit's flow runtime. */
export type ModalFlow = Flow<ModalState, ModalEvent>;

/** The event that reports an effect done. */
function followUp(effect: ModalEffect): ModalEvent {
  switch (effect.type) {
    case 'settle':
      return { type: 'settled' };
    case 'schedule':
      return effect.event;
    case 'skip':
      return { type: 'advance' };
  }
}

async function run(core: FoyerCore, effect: ModalEffect, { signal }: { signal: AbortSignal }): Promise<ModalEvent> {
  switch (effect.type) {
    case 'settle':
      settleIntent(effect.intent, effect.outcome);
      break;
    case 'schedule':
      // A newer run (any event with effects: open, close, the next wait) aborts it: the timer goes.
      // In test mode (`testing.fast`) the holds take no time.
      await sleep(core.fast ? 0 : effect.ms, signal);
      break;
    case 'skip':
      console.warn(
        `[foyer] The after-login step '${effect.step}' is required but @foyer/ui cannot run it yet; it was skipped.`,
      );
  }
  return followUp(effect);
}

const modalKey = Symbol('foyer-modal');

/**
 * The provider's modal (one per `FoyerProvider` mount, made once the modal's code has loaded): its
 * snapshot lives in the provider's store, so `useLogin()` anywhere and `<FoyerModal>` share it.
 */
export function modalFlow(core: FoyerCore): ModalFlow {
  return core.memo(modalKey, () =>
    createFlow<ModalState, ModalEvent, ModalEffect>(core, {
      initial: initialModalState,
      machine: modalMachine,
      run: (effect, context) => run(core, effect, context),
      // Only an aborted wait rejects, and an aborted run reports nothing.
      failed: followUp,
    }),
  );
}
