import { sleep } from '../api/retry.ts';
import { AbortedError } from '../errors/FoyerError.ts';
import type { FoyerStorage } from '../storage.ts';
import { uuid } from '../uuid.ts';
import { SESSION_LOCK, type TabLock } from './tabLock.ts';

export interface StorageLockOptions {
  /** The storage key holding `{ owner, expires }`. */
  key?: string;
  /** A holder that stops renewing (a closed or frozen tab) loses the lock after this long. */
  leaseMs?: number;
  /** How often a waiting tab looks again (plus up to as much random jitter). */
  pollMs?: number;
  /**
   * After claiming, wait this long and check the claim survived a concurrent claim. It must outlast
   * the delay before another tab sees a storage write: 30 ms let two tabs both hold the lock on a
   * loaded machine (two refreshes in the e2e run); 150 ms costs a refresh that much, and only here.
   */
  settleMs?: number;
  now?: () => number;
}

interface Lease {
  owner: string;
  expires: number;
}

/**
 * The fallback where Web Locks are missing (older Safari, some webviews): a lease in storage.
 * Storage has no compare-and-set, so a claim is written, given `settleMs` for a concurrent claim to
 * land, and read back; the last writer wins and the others wait. The holder renews the lease while
 * its task runs and removes it only if it is still its own.
 */
export function storageLock(storage: FoyerStorage, options: StorageLockOptions = {}): TabLock {
  const { key = SESSION_LOCK, leaseMs = 10_000, pollMs = 50, settleMs = 150, now = Date.now } = options;

  const read = (): Lease | null => {
    try {
      const lease = JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
      return lease && typeof lease.owner === 'string' && typeof lease.expires === 'number' ? lease : null;
    } catch {
      return null;
    }
  };
  const claim = (owner: string) => storage.setItem(key, JSON.stringify({ owner, expires: now() + leaseMs }));

  async function acquire(owner: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const held = read();
      if (!held || held.expires <= now()) {
        claim(owner);
        await sleep(settleMs, signal);
        if (read()?.owner === owner) return;
      }
      await sleep(pollMs * (1 + Math.random()), signal);
    }
  }

  return {
    async run(task, signal) {
      const owner = uuid();
      try {
        await acquire(owner, signal);
      } catch (error) {
        if (read()?.owner === owner) storage.removeItem(key);
        if (signal?.aborted) throw new AbortedError('Waiting for the session lock');
        throw error;
      }
      const renew = setInterval(() => {
        if (read()?.owner === owner) claim(owner);
      }, leaseMs / 3);
      try {
        return await task();
      } finally {
        clearInterval(renew);
        if (read()?.owner === owner) storage.removeItem(key);
      }
    },
  };
}
