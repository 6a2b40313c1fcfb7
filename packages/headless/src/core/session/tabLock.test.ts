import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/codes.ts';
import { sharedMemoryStorage } from '../storage.ts';
import { storageLock } from './storageLock.ts';
import { SESSION_LOCK, tabLock } from './tabLock.ts';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('storage lock (the fallback without Web Locks)', () => {
  it('runs the tasks of several tabs one at a time', async () => {
    const shared = sharedMemoryStorage();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map((tab) =>
        storageLock(shared.tab(), { pollMs: 5, settleMs: 5 }).run(async () => {
          running += 1;
          most = Math.max(most, running);
          await pause(15);
          order.push(tab);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2, 3]);
    expect(shared.items.has(SESSION_LOCK)).toBe(false);
  });

  it('takes over the lease of a tab that vanished once it expires, but not a renewed one', async () => {
    const shared = sharedMemoryStorage();
    const now = Date.now();
    shared.items.set(SESSION_LOCK, JSON.stringify({ owner: 'closed-tab', expires: now + 60 }));
    const started = Date.now();
    await storageLock(shared.tab(), { pollMs: 5, settleMs: 5 }).run(async () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);

    // A live holder renews its lease (every leaseMs / 3) for as long as its task runs.
    const events: string[] = [];
    const holder = storageLock(shared.tab(), { leaseMs: 60, settleMs: 5 }).run(async () => {
      await pause(200);
      events.push('holder done');
    });
    await pause(20);
    await storageLock(shared.tab(), { pollMs: 5, settleMs: 5 }).run(async () => void events.push('waiter ran'));
    await holder;
    expect(events).toEqual(['holder done', 'waiter ran']);
  });

  it('a holder whose lease was taken over does not remove the new holder’s lease', async () => {
    const shared = sharedMemoryStorage();
    const tab = shared.tab();
    await storageLock(tab, { settleMs: 1 }).run(async () => {
      // Someone else holds it now (this tab froze past its lease, say).
      tab.setItem(SESSION_LOCK, JSON.stringify({ owner: 'other', expires: Date.now() + 10_000 }));
    });
    expect(JSON.parse(shared.items.get(SESSION_LOCK)!)).toMatchObject({ owner: 'other' });
  });

  it('stops waiting when aborted, with a typed error and no lease left behind', async () => {
    const shared = sharedMemoryStorage();
    shared.items.set(SESSION_LOCK, JSON.stringify({ owner: 'busy', expires: Date.now() + 10_000 }));
    const controller = new AbortController();
    const waiting = storageLock(shared.tab(), { pollMs: 5, settleMs: 1 }).run(async () => 'ran', controller.signal);
    setTimeout(() => controller.abort(), 30);
    await expect(waiting).rejects.toMatchObject({ code: ErrorCode.ABORTED });
    expect(JSON.parse(shared.items.get(SESSION_LOCK)!)).toMatchObject({ owner: 'busy' });
  });

  it('releases the lock when the task fails', async () => {
    const shared = sharedMemoryStorage();
    const lock = storageLock(shared.tab(), { settleMs: 1 });
    await expect(lock.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(shared.items.has(SESSION_LOCK)).toBe(false);
    await expect(lock.run(async () => 'again')).resolves.toBe('again');
  });
});

describe('tabLock (what the session uses)', () => {
  it('uses Web Locks when the platform has them', async () => {
    const requested: string[] = [];
    const locks = {
      request: (name: string, _options: unknown, task: () => Promise<unknown>) => {
        requested.push(name);
        return task();
      },
    };
    vi.stubGlobal('navigator', { locks });
    try {
      await expect(tabLock(sharedMemoryStorage().tab()).run(async () => 'ran')).resolves.toBe('ran');
      expect(requested).toEqual([SESSION_LOCK]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without Web Locks, loads the storage lease and holds it in storage while the task runs', async () => {
    vi.stubGlobal('navigator', {});
    try {
      const shared = sharedMemoryStorage();
      const held = await tabLock(shared.tab()).run(async () => shared.items.get(SESSION_LOCK));
      expect(JSON.parse(held!)).toMatchObject({ owner: expect.any(String) });
      expect(shared.items.has(SESSION_LOCK)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
