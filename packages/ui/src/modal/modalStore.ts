import { atom } from 'jotai/vanilla';
import type { FoyerStore } from '@foyer/headless';
import { settleIntent } from './intents.ts';
import { initialModalState, type ModalEvent, type ModalState, modalMachine } from './modal.machine.ts';

/**
 * The modal's state lives in the provider's jotai store (one per `FoyerProvider` mount), so
 * `useLogin()` anywhere in the app and the `<FoyerModal>` share it. Atoms are keys, not state.
 */
export const modalAtom = atom<ModalState>(initialModalState);
export const modalOpenAtom = atom((get) => get(modalAtom).open);

/** Runs one modal event: next state into the store, then its effects (intent callbacks). */
export function dispatchModal(store: FoyerStore, event: ModalEvent): void {
  const { state, effects } = modalMachine(store.get(modalAtom), event);
  store.set(modalAtom, state);
  for (const effect of effects) settleIntent(effect.intent, effect.outcome);
}
