'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { Flow } from '../core/flow/createFlow.ts';
import type { FlowSnapshot } from '../core/flow/types.ts';

/**
 * Wires a flow to a component: its latest callbacks, `start()` on mount and `stop()` on unmount
 * (StrictMode's stop-then-start re-arms the same flow), and its snapshot as React state.
 */
export function useFlow<Snapshot extends FlowSnapshot, Callbacks extends object>(
  flow: Pick<Flow<Snapshot, never, Callbacks>, 'callbacks' | 'getSnapshot' | 'subscribe' | 'start' | 'stop'>,
  callbacks: Callbacks,
): Snapshot {
  useEffect(() => {
    flow.callbacks = callbacks;
  });
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  return useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
}
