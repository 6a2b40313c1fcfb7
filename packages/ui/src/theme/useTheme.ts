'use client';
import { useSyncExternalStore } from 'react';
import type { FoyerTheme } from './accent.ts';

/** A theme, or `'system'`: the visitor's `prefers-color-scheme`, followed live. */
export type FoyerThemeSetting = FoyerTheme | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(DARK_QUERY));

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemTheme = (): FoyerTheme => (darkQuery()?.matches ? 'dark' : 'light');

/**
 * The theme to draw with: `setting` itself, or for `'system'` the visitor's colour scheme, which
 * switches live when they change it. Light on the server (no `window`) and where `matchMedia` is missing.
 */
export function useTheme(setting: FoyerThemeSetting): FoyerTheme {
  const system = useSyncExternalStore(subscribe, systemTheme, () => 'light' as const);
  return setting === 'system' ? system : setting;
}
