'use client';
import { createContext, useContext } from 'react';
import type { FoyerCore } from '../core/createFoyerCore.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import type { FoyerStore } from '../core/store/atoms.ts';

export const FoyerContext = createContext<FoyerCore | null>(null);

/** The core of the nearest `FoyerProvider`. Throws when there is none. */
export function useFoyerCore(): FoyerCore {
  const core = useContext(FoyerContext);
  if (!core) {
    throw new FoyerError('provider_not_found', 'Foyer hooks must be used inside <FoyerProvider>');
  }
  return core;
}

/**
 * The provider's own jotai store, for companion packages (such as `@foyer/ui`) that keep state
 * beside the kit's. Always pass it explicitly (`useAtomValue(atom, { store })`).
 */
export function useFoyerStore(): FoyerStore {
  return useFoyerCore().store;
}
