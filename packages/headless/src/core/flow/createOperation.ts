import type { FoyerCore } from '../createFoyerCore.ts';
import { userAtom } from '../store/atoms.ts';
import { createFlow, type Flow, type FlowDefinition } from './createFlow.ts';
import type { FlowCallbacks, FlowSnapshot } from './types.ts';

type Typed = { type: string };

/**
 * A flow whose commands each run on their own (wallet operations): every `send` starts a fresh run
 * of the machine, so a second signature neither cancels nor joins the first, and each command
 * settles with its own outcome. The snapshot is the latest command's; `onComplete` and `onError`
 * fire for every run. A logout shows the initial snapshot again (once the latest run has settled);
 * `stop()` and `reset()` abort every run in flight.
 */
export function createOperation<
  Snapshot extends FlowSnapshot,
  Event extends Typed,
  Effect extends Typed,
  Callbacks extends object = FlowCallbacks,
>(
  core: Pick<FoyerCore, 'store'>,
  definition: FlowDefinition<Snapshot, Event, Effect>,
): Flow<Snapshot, Event, Callbacks> {
  const { store } = core;
  const listeners = new Set<() => void>();
  const running = new Set<Flow<Snapshot, Event, Callbacks>>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let current = createFlow<Snapshot, Event, Effect, Callbacks>(core, definition);
  let unfollow = current.subscribe(notify);
  let unlisten: (() => void) | null = null;

  const show = (run: Flow<Snapshot, Event, Callbacks>) => {
    unfollow();
    current = run;
    unfollow = run.subscribe(notify);
    notify();
  };

  const operation: Flow<Snapshot, Event, Callbacks> = {
    getSnapshot: () => current.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      const run = createFlow<Snapshot, Event, Effect, Callbacks>(core, definition);
      // Each run reports to the operation's latest callbacks (hooks refresh them on every render).
      Object.defineProperty(run, 'callbacks', { get: () => operation.callbacks });
      running.add(run);
      show(run);
      return run.send(event).finally(() => running.delete(run));
    },
    reset() {
      const listening = unlisten !== null;
      operation.stop();
      show(createFlow(core, definition));
      if (listening) operation.start();
    },
    callbacks: {} as Callbacks,
    start() {
      if (unlisten) return;
      let user = store.get(userAtom);
      unlisten = store.sub(userAtom, () => {
        const next = store.get(userAtom);
        if (user && !next && !running.has(current)) show(createFlow(core, definition));
        user = next;
      });
    },
    stop() {
      for (const run of running) run.stop();
      running.clear();
      unlisten?.();
      unlisten = null;
    },
  };
  return operation;
}
