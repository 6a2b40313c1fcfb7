'use client';
import type { FoyerCore } from '@foyer/headless/internal';
import { useSyncExternalStore } from 'react';
import { type ModalIntent, settleIntent } from './settleIntent.ts';

/** The modal's code: the Radix dialog, the shell, the copy, the landing screen and the modal's flow. */
type ModalCode = typeof import('./ModalRoot.tsx');

let loaded: ModalCode | null = null;
let loading: Promise<ModalCode> | null = null;
const listeners = new Set<() => void>();

/** Loads the modal's code once (a separate chunk). A failure may be retried. */
export function loadModal(): Promise<ModalCode> {
  loading ??= import('./ModalRoot.tsx')
    .then((code) => {
      code.preloadFirstScreen();
      loaded = code;
      for (const listener of listeners) listener();
      return code;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The modal's code if it has loaded, else null. */
export function loadedModal(): ModalCode | null {
  return loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The modal's code once it has loaded (the component then renders again); never loads it. */
export function useLoadedModal(): ModalCode | null {
  return useSyncExternalStore(subscribe, loadedModal, () => null);
}

/**
 * Opens the provider's modal for `intent`: at once when its code has loaded, else once it has.
 * Offline, or after a deploy replaced the chunk, says so and ends the intent as an early exit; the
 * next open tries again.
 */
export function openModal(core: FoyerCore, intent: ModalIntent, returnFocus: HTMLElement | null): void {
  const open = (code: ModalCode) => void code.modalFlow(core).send({ type: 'open', intent, returnFocus });
  if (loaded) open(loaded);
  else
    loadModal().then(open, (error: unknown) => {
      console.error('[foyer] The login modal could not be loaded', error);
      settleIntent(intent, null);
    });
}
