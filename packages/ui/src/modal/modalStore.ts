import type { FoyerStore } from '@foyer/headless';
import { atom } from 'jotai/vanilla';
import {
  initialModalState,
  type ModalEffect,
  type ModalEvent,
  type ModalState,
  type ModalTimer,
  type ModalTransition,
  startupMachine,
} from './modalRun.ts';
import { settleIntent } from './settleIntent.ts';

/**
 * The modal's state lives in the provider's jotai store (one per `FoyerProvider` mount), so
 * `useLogin()` anywhere in the app and the `<FoyerModal>` share it. Atoms are keys, not state.
 */
export const modalAtom = /* @__PURE__ */ atom<ModalState>(initialModalState);
export const modalOpenAtom = /* @__PURE__ */ atom((get) => get(modalAtom).open);
/** Open, or closed with a run not yet reset: the modal's code is needed. */
export const modalActiveAtom = /* @__PURE__ */ atom((get) => get(modalAtom).intent !== null);

/** The machine's pending timers, per store. */
const timersByStore = new WeakMap<FoyerStore, Map<ModalTimer, ReturnType<typeof setTimeout>>>();

function timersOf(store: FoyerStore) {
  const known = timersByStore.get(store);
  if (known) return known;
  const timers = new Map<ModalTimer, ReturnType<typeof setTimeout>>();
  timersByStore.set(store, timers);
  return timers;
}

/** Clears the modal's pending timers (on close and open, and when the modal unmounts). */
export function cancelModalTimers(store: FoyerStore): void {
  const timers = timersOf(store);
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
}

function run(store: FoyerStore, effect: ModalEffect): void {
  switch (effect.type) {
    case 'settle':
      settleIntent(effect.intent, effect.outcome);
      return;
    case 'schedule': {
      const timers = timersOf(store);
      clearTimeout(timers.get(effect.timer));
      timers.set(
        effect.timer,
        setTimeout(() => {
          timers.delete(effect.timer);
          dispatchModal(store, effect.event);
        }, effect.ms),
      );
      return;
    }
    case 'cancelTimers':
      cancelModalTimers(store);
      return;
    case 'skipped':
      console.warn(
        `[foyer] The after-login step '${effect.step}' is required but @foyer/ui cannot run it yet; it was skipped.`,
      );
  }
}

type Machine = (state: ModalState, event: ModalEvent) => ModalTransition;

/**
 * The machine events run through. Until the modal's code loads, only open, close and reset can
 * happen (from `login()`, or a failed load), and the startup bundle carries only those; the modal's
 * code installs the whole machine (`modal.machine.ts`). The same pure function for every store.
 */
let machine: Machine = startupMachine;

/** Called by the modal's code when it loads. */
export function installModalMachine(full: Machine): void {
  machine = full;
}

/** Runs one modal event: the next state into the store, then its effects (timers, callbacks). */
export function dispatchModal(store: FoyerStore, event: ModalEvent): void {
  const before = store.get(modalAtom);
  const { state, effects } = machine(before, event);
  if (state !== before) store.set(modalAtom, state);
  for (const effect of effects) run(store, effect);
}
