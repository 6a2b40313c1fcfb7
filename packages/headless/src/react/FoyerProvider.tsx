'use client';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { createFoyerCore, type FoyerCore, type FoyerCoreOptions } from '../core/createFoyerCore.ts';
import { FoyerError } from '../core/errors/FoyerError.ts';
import { FoyerContext } from './context.ts';

export interface FoyerProviderProps extends FoyerCoreOptions {
  children?: ReactNode;
}

// Spec §5: only one provider instance may be mounted. This is the one piece of module state,
// and it only counts mounts.
const mounted = new Set<FoyerCore>();

const multiple = () => new FoyerError('multiple_providers', 'Only one <FoyerProvider> may be mounted at a time');

/**
 * Creates one core (and one jotai store) per mount; options are read once. Creating the core does
 * nothing by itself: the config fetch, the session and its listeners start in an effect and stop on
 * unmount, so server rendering touches no browser API and an unmounted provider leaves nothing behind.
 */
export function FoyerProvider({ children, ...options }: FoyerProviderProps) {
  if (useContext(FoyerContext)) throw multiple();
  const [core] = useState(() => createFoyerCore(options));
  useEffect(() => {
    if (mounted.size > 0 && !mounted.has(core)) throw multiple();
    mounted.add(core);
    void core.start();
    return () => {
      mounted.delete(core);
      core.stop();
    };
  }, [core]);
  return <FoyerContext.Provider value={core}>{children}</FoyerContext.Provider>;
}
