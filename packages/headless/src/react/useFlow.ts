'use client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type AsyncCommands, type AsyncTwins, asyncCommands, type ResultOf } from '../core/flow/asyncCommands.ts';
import type { Flow } from '../core/flow/createFlow.ts';
import type { FlowSnapshot } from '../core/flow/types.ts';

/**
 * What every action hook returns (docs/architecture.md 'Action hooks'): `state` (`status`, `error`,
 * `result`), each command `x(...)`, which updates `state` and never rejects, and the `xAsync(...)`
 * twin of each listed one, which resolves with the result or rejects with the `FoyerError`.
 */
export type FlowHook<
  Snapshot extends FlowSnapshot,
  Commands,
  Callbacks,
  Finishing extends keyof Commands = never,
  Steps extends keyof Commands = never,
> = { state: Snapshot } & Commands & AsyncCommands<Commands, ResultOf<Callbacks, Snapshot>, Finishing, Steps>;

/** A flow as a hook wires it: its snapshot, callbacks, life and commands. */
export interface HookedFlow<Snapshot extends FlowSnapshot, Callbacks extends object, Commands extends object>
  extends Pick<Flow<Snapshot, never, Callbacks>, 'callbacks' | 'getSnapshot' | 'subscribe' | 'start' | 'stop'> {
  commands: Commands;
}

/**
 * Wires a flow to a component: its latest callbacks, `start()` on mount and `stop()` on unmount
 * (StrictMode's stop-then-start re-arms the same flow), its snapshot as React state, and its
 * commands with the `Async` twins `twins` lists (the same functions on every render).
 */
export function useFlow<
  Snapshot extends FlowSnapshot,
  Callbacks extends object,
  Commands extends object,
  Finishing extends keyof Commands & string = never,
  Steps extends keyof Commands & string = never,
>(
  flow: HookedFlow<Snapshot, Callbacks, Commands>,
  callbacks: NoInfer<Callbacks>,
  twins: AsyncTwins<Finishing, Steps> = {},
): FlowHook<Snapshot, Commands, Callbacks, Finishing, Steps> {
  useEffect(() => {
    flow.callbacks = callbacks;
  });
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the twins a hook lists never change.
  const commands = useMemo(
    () => ({
      ...flow.commands,
      ...asyncCommands<Commands, ResultOf<Callbacks, Snapshot>, Finishing, Steps>(flow.commands, twins),
    }),
    [flow],
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  return { state, ...commands };
}

/**
 * A flow the core owns (one per core: the MFA challenge, the recovery prompt), as a hook wires it:
 * a component's mount and unmount neither start nor stop it; `callbacks` are the flow's own.
 */
export function coreOwned<Snapshot extends FlowSnapshot, Callbacks extends object, Commands extends object>(
  flow: HookedFlow<Snapshot, Callbacks, Commands>,
): HookedFlow<Snapshot, Callbacks, Commands> {
  return {
    getSnapshot: flow.getSnapshot,
    subscribe: flow.subscribe,
    commands: flow.commands,
    get callbacks() {
      return flow.callbacks;
    },
    set callbacks(value: Callbacks) {
      flow.callbacks = value;
    },
    start() {},
    stop() {},
  };
}
