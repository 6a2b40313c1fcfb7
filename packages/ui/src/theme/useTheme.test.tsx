import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from './useTheme.ts';

/** A `matchMedia` whose dark-scheme query the test flips, as the OS setting would. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    listeners,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useTheme', () => {
  it('keeps an explicit theme whatever the system says', () => {
    fakeColorScheme(true);
    expect(renderHook(() => useTheme('light')).result.current).toBe('light');
  });

  it("'system' follows prefers-color-scheme and switches live", () => {
    const scheme = fakeColorScheme(false);
    const { result, unmount } = renderHook(() => useTheme('system'));
    expect(result.current).toBe('light');
    act(() => scheme.set(true));
    expect(result.current).toBe('dark');
    act(() => scheme.set(false));
    expect(result.current).toBe('light');
    unmount();
    expect(scheme.listeners.size).toBe(0);
  });
});
