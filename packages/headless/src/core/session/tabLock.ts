import { AbortedError } from '../errors/FoyerError.ts';
import type { FoyerStorage } from '../storage.ts';

/**
 * Runs tasks one at a time across the tabs of an origin: the session refreshes under it, so two
 * tabs never spend the same refresh token. An optimisation, not the safety net: the session stays
 * correct if two refreshes do overlap (it re-reads storage after a failure and never overwrites or
 * deletes tokens another tab has written since).
 */
export interface TabLock {
  /** Runs `task` once the lock is held; an abort of `signal` while waiting rejects with AbortedError. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export const SESSION_LOCK = 'foyer:session-lock';

/** Web Locks: the browser grants the lock in order and releases it when the task settles or the tab goes. */
export function webLock(locks: LockManager, name = SESSION_LOCK): TabLock {
  return {
    async run(task, signal) {
      try {
        return await locks.request(name, signal ? { signal } : {}, () => task());
      } catch (error) {
        if (signal?.aborted) throw new AbortedError('Waiting for the session lock');
        throw error;
      }
    },
  };
}

/**
 * Web Locks when the platform has them, else the storage lease (`storageLock.ts`, loaded only on
 * platforms without Web Locks: most pages never carry it). Decided at first use (SSR-safe).
 */
export function tabLock(storage: FoyerStorage): TabLock {
  let chosen: Promise<TabLock> | undefined;
  return {
    async run(task, signal) {
      const locks = (globalThis.navigator as Navigator | undefined)?.locks;
      chosen ??=
        locks && typeof locks.request === 'function'
          ? Promise.resolve(webLock(locks))
          : import('./storageLock.ts').then(({ storageLock }) => storageLock(storage));
      return (await chosen).run(task, signal);
    },
  };
}
