import type { ComponentType } from 'react';
import type { FoyerModalProps } from './FoyerModal.tsx';

/** The modal's code: the Radix dialog, the shell, the copy, and the first screen. */
type ModalRoot = ComponentType<FoyerModalProps>;

let loaded: ModalRoot | null = null;
let loading: Promise<ModalRoot> | null = null;

/** Loads the modal's code once (a separate chunk), and its first screen with it. A failure may be retried. */
export function loadModal(): Promise<ModalRoot> {
  loading ??= import('./ModalRoot.tsx')
    .then(async (module) => {
      await module.preloadFirstScreen();
      loaded = module.ModalRoot;
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The modal's code if it has loaded, else null. */
export function loadedModal(): ModalRoot | null {
  return loaded;
}

/**
 * Runs `task` once the page is idle (at most `timeoutMs` later), so prefetching never competes with
 * the page's own start. Returns a cancel function. Call it in an effect: it touches `window`.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
