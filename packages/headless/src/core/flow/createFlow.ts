import { atom } from 'jotai/vanilla';
import type { FoyerCore } from '../createFoyerCore.ts';
import { type FoyerError, toFoyerError } from '../errors/FoyerError.ts';
import { userAtom } from '../store/atoms.ts';
import type { FlowCallbacks, FlowResult, FlowSnapshot, Machine } from './types.ts';

type Typed = { type: string };
type ResetEvent = { type: 'reset' };

/** What a flow is made of: a pure machine and a short map of effects (a new flow writes only these). */
export interface FlowDefinition<Snapshot extends FlowSnapshot, Event extends Typed, Effect extends Typed> {
  initial: Snapshot;
  machine: Machine<Snapshot, Event | ResetEvent, Effect>;
  /** Runs one effect; resolves with the event that reports its success. May throw: see `failed`. */
  run(effect: Effect, context: EffectContext<Event>): Promise<Event>;
  /** The event that reports a failed effect (anything thrown becomes a `FoyerError` first). */
  failed(effect: Effect, error: FoyerError): Event;
}

export interface EffectContext<Event = never> {
  /** Aborted when a newer run supersedes this one, on `reset()` and on `stop()`. */
  signal: AbortSignal;
  /**
   * Reports progress while the effect runs (a send's hash once broadcast, before its receipt): the
   * event goes through the machine at once, which may move the status but asks for no effect.
   * Ignored once the run is aborted.
   */
  report(event: Event): void;
}

/** A running flow: a snapshot, commands that dispatch events, and the callbacks it reports to. */
export interface Flow<Snapshot extends FlowSnapshot, Event extends Typed, Callbacks extends object = FlowCallbacks> {
  getSnapshot(): Snapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Dispatches an event and runs the effects it asks for. Resolves with the snapshot once they have
   * settled, whatever happened: a failure is in the snapshot (and `onError`), never a rejection. An
   * event the machine ignores while a run is in flight settles with that run.
   */
  send(event: Event): Promise<Snapshot>;
  /** Back to the initial snapshot; aborts what is in flight. */
  reset(): void;
  /** The latest callbacks (hooks refresh them on every render). */
  callbacks: Callbacks;
  /**
   * Starts listening to the session: a logout resets the flow (one during a run is left to the run's
   * outcome). Safe to call again after `stop()`.
   */
  start(): void;
  /** Aborts what is in flight and stops listening. The flow stays usable; `start()` re-arms it. */
  stop(): void;
}

/** Calls an app callback; one that throws is reported, not allowed to break the flow. */
function report(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * The one flow runtime (ARCHITECTURE.md 'Growing to forty flows'): dispatch through the pure
 * machine, run its effects with one AbortController per run (a new run aborts the previous one),
 * turn failures into events, and fire `onComplete` / `onError` when the snapshot reaches `done` or
 * `error`.
 */
export function createFlow<
  Snapshot extends FlowSnapshot,
  Event extends Typed,
  Effect extends Typed,
  Callbacks extends object = FlowCallbacks,
>(
  core: Pick<FoyerCore, 'store'>,
  definition: FlowDefinition<Snapshot, Event, Effect>,
): Flow<Snapshot, Event, Callbacks> {
  /** One run: the effects a command asked for, and the snapshot they settle with. */
  type Run = { controller: AbortController; settled: Promise<Snapshot> };
  const { store } = core;
  const snapshotAtom = atom<Snapshot>(definition.initial);
  let inFlight: Run | null = null;
  let unsubscribe: (() => void) | null = null;
  const get = () => store.get(snapshotAtom);

  const flow: Flow<Snapshot, Event, Callbacks> = {
    getSnapshot: get,
    subscribe: (listener) => store.sub(snapshotAtom, listener),
    send,
    reset() {
      inFlight?.controller.abort();
      inFlight = null;
      dispatch({ type: 'reset' });
    },
    callbacks: {} as Callbacks,
    start() {
      if (unsubscribe) return;
      let user = store.get(userAtom);
      unsubscribe = store.sub(userAtom, () => {
        const next = store.get(userAtom);
        // A logout during a run (a login whose wallet creation failed logs out) is that run's to report.
        if (user && !next && !inFlight) flow.reset();
        user = next;
      });
    },
    stop() {
      inFlight?.controller.abort();
      inFlight = null;
      unsubscribe?.();
      unsubscribe = null;
    },
  };

  /** The effects the event asks for; null when the machine ignored it (same snapshot, no effects). */
  function dispatch(event: Event | ResetEvent): readonly Effect[] | null {
    const before = get();
    const { snapshot, effects } = definition.machine(before, event);
    if (snapshot === before) return effects.length === 0 ? null : effects;
    store.set(snapshotAtom, snapshot);
    const { onComplete, onError } = flow.callbacks as unknown as FlowCallbacks;
    if (snapshot.status === 'done' && before.status !== 'done' && snapshot.result) {
      const result = snapshot.result as FlowResult;
      report(() => onComplete?.(result));
    }
    if (snapshot.status === 'error' && snapshot.error && snapshot.error !== before.error) {
      const error = snapshot.error;
      report(() => onError?.(error));
    }
    return effects;
  }

  function send(event: Event): Promise<Snapshot> {
    const effects = dispatch(event);
    if (!effects && inFlight) return inFlight.settled;
    if (!effects || effects.length === 0) return Promise.resolve(get());
    inFlight?.controller.abort();
    const controller = new AbortController();
    const run: Run = { controller, settled: runEffects([...effects], controller.signal) };
    inFlight = run;
    void run.settled.finally(() => {
      if (inFlight === run) inFlight = null;
    });
    return run.settled;
  }

  async function runEffects(queue: Effect[], signal: AbortSignal): Promise<Snapshot> {
    for (let effect = queue.shift(); effect; effect = queue.shift()) {
      let outcome: Event;
      try {
        outcome = await definition.run(effect, { signal, report: (event) => void (signal.aborted || dispatch(event)) });
      } catch (caught) {
        outcome = definition.failed(effect, toFoyerError(caught));
      }
      // A superseded run reports nothing and settles with the run that replaced it; a stopped or
      // reset one settles with the snapshot as it is.
      if (signal.aborted) return inFlight ? inFlight.settled : get();
      queue.push(...(dispatch(outcome) ?? []));
    }
    return get();
  }

  return flow;
}
