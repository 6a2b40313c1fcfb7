import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFoyerHook, renderWithFoyer } from '../../../../test/support/renderWithFoyer.tsx';
import { DEMO_APP_ID } from '../../../../test/support/testCore.ts';
import { ErrorCode } from '../core/errors/codes.ts';
import { useFoyerStore } from './context.ts';
import { FoyerProvider } from './FoyerProvider.tsx';
import { useAppConfig, useAuth } from './useAuth.ts';

describe('FoyerProvider', () => {
  it('is ready with the app config and no user on a fresh visit', async () => {
    const { result } = renderFoyerHook(() => ({ auth: useAuth(), config: useAppConfig() }));
    expect(result.current.auth.ready).toBe(false);
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    expect(result.current.auth).toMatchObject({ authenticated: false, user: null });
    expect(result.current.config?.id).toBe(DEMO_APP_ID);
    await expect(result.current.auth.getAccessToken()).resolves.toBeNull();
  });

  it('gives each mount its own store', async () => {
    const a = renderFoyerHook(() => useFoyerStore());
    const storeA = a.result.current;
    a.unmount();
    const b = renderFoyerHook(() => useFoyerStore());
    expect(b.result.current).not.toBe(storeA);
  });

  it('throws a typed error when a hook has no provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(expect.objectContaining({ code: ErrorCode.PROVIDER_NOT_FOUND }));
    error.mockRestore();
  });

  it('leaves no timer, listener or request behind after 100 mounts and unmounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const listeners = new Map<string, number>();
    const count = (delta: number) => (type: string) => listeners.set(type, (listeners.get(type) ?? 0) + delta);
    const add = vi.spyOn(window, 'addEventListener').mockImplementation(count(1));
    const remove = vi.spyOn(window, 'removeEventListener').mockImplementation(count(-1));
    let started = 0;
    let aborted = 0;
    // Never answers: every request must be aborted on unmount (a real fetch then rejects).
    const fetchSpy: typeof fetch = (_input, init) => {
      started += 1;
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted += 1;
          reject(init.signal?.reason);
        });
      });
    };
    try {
      for (let i = 0; i < 100; i++) {
        const { unmount } = renderFoyerHook(() => useAuth(), { testing: { fetch: fetchSpy } });
        await vi.advanceTimersByTimeAsync(0);
        unmount();
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBeGreaterThanOrEqual(100);
      expect(aborted).toBe(started);
      expect(vi.getTimerCount()).toBe(0);
      expect([...listeners].filter(([, open]) => open !== 0)).toEqual([]);
    } finally {
      add.mockRestore();
      remove.mockRestore();
      vi.useRealTimers();
    }
  });

  it('follows other tabs through one storage listener while mounted, and none after', async () => {
    // Spies that call through: the listeners are real, only counted.
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const storageListeners = (spy: typeof add) =>
      spy.mock.calls.filter(([type]) => type === 'storage').map(([, listener]) => listener);
    const open = () => {
      const removed = storageListeners(remove);
      return storageListeners(add).filter((listener) => !removed.includes(listener)).length;
    };
    try {
      for (let i = 0; i < 3; i++) {
        // The default storage: the page's localStorage, whose `storage` events come from other tabs.
        const { result, unmount } = renderFoyerHook(() => useAuth(), { storage: undefined });
        await waitFor(() => expect(result.current.ready).toBe(true));
        expect(open()).toBe(1);
        unmount();
        expect(open()).toBe(0);
      }
    } finally {
      add.mockRestore();
      remove.mockRestore();
      localStorage.clear();
    }
  });

  it('refuses a second provider, nested or beside the first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const nested = <FoyerProvider appId={DEMO_APP_ID}>x</FoyerProvider>;
    expect(() => renderWithFoyer(nested)).toThrow(expect.objectContaining({ code: ErrorCode.MULTIPLE_PROVIDERS }));
    const first = renderWithFoyer(<p>first</p>);
    expect(() => renderWithFoyer(<p>second</p>)).toThrow(
      expect.objectContaining({ code: ErrorCode.MULTIPLE_PROVIDERS }),
    );
    first.unmount();
    error.mockRestore();
  });
});
