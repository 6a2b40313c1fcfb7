import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { FoyerError } from '../errors/FoyerError.ts';
import { userAtom } from '../store/atoms.ts';
import type { User } from '../user.ts';
import { asyncCommands } from './asyncCommands.ts';
import { createFlow, type FlowDefinition } from './createFlow.ts';
import { createOperation } from './createOperation.ts';
import type { ActionCallbacks } from './types.ts';

/**
 * The flow runtime's parts that every operation relies on: an ignored command joins the run in
 * flight, operations run each command on its own, and the `Async` twins of the action convention.
 */

type Snapshot =
  | { status: 'initial' | 'working' | 'waiting'; error: null; result: null; input: string | null }
  | { status: 'done'; error: null; result: string; input: string }
  | { status: 'error'; error: FoyerError; result: null; input: string };
type Event =
  | { type: 'start'; input: string }
  | { type: 'pause' }
  | { type: 'finished'; result: string }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };
type Effect = { type: 'work'; input: string };

const initial: Snapshot = { status: 'initial', error: null, result: null, input: null };
const boom = new FoyerError('unknown_auth_error', 'boom');

/** A machine with one effect: `start` works on its input (ignored while working), `pause` waits for the user. */
function definition(
  work: (input: string, signal: AbortSignal) => Promise<string>,
): FlowDefinition<Snapshot, Event, Effect> {
  return {
    initial,
    machine(snapshot, event) {
      switch (event.type) {
        case 'start':
          if (snapshot.status === 'working') return { snapshot, effects: [] };
          return {
            snapshot: { status: 'working', error: null, result: null, input: event.input },
            effects: [{ type: 'work', input: event.input }],
          };
        case 'pause':
          return { snapshot: { status: 'waiting', error: null, result: null, input: null }, effects: [] };
        case 'finished':
          return snapshot.status === 'working' && snapshot.input
            ? { snapshot: { status: 'done', error: null, result: event.result, input: snapshot.input }, effects: [] }
            : { snapshot, effects: [] };
        case 'failed':
          return snapshot.status === 'working' && snapshot.input
            ? { snapshot: { status: 'error', error: event.error, result: null, input: snapshot.input }, effects: [] }
            : { snapshot, effects: [] };
        case 'reset':
          return { snapshot: initial, effects: [] };
      }
    },
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run(effect, { signal }) {
      return { type: 'finished', result: await work(effect.input, signal) };
    },
  };
}

/** Work that finishes when the test says so. */
function manual() {
  const pending = new Map<string, { resolve(value: string): void; reject(error: unknown): void }>();
  const work = (input: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.set(input, { resolve, reject });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return {
    work,
    finish: (input: string) => pending.get(input)?.resolve(`${input}!`),
    fail: (input: string) => pending.get(input)?.reject(boom),
  };
}

const core = () => ({ store: createStore() });

describe('createFlow', () => {
  it('settles a command the machine ignores, while a run is in flight, with that run', async () => {
    const { work, finish } = manual();
    const flow = createFlow(core(), definition(work));
    const first = flow.send({ type: 'start', input: 'a' });
    const ignored = flow.send({ type: 'start', input: 'b' });
    finish('a');
    await expect(ignored).resolves.toMatchObject({ status: 'done', result: 'a!' });
    await expect(first).resolves.toBe(await ignored);
  });

  it('settles at once a command that changes the snapshot without effects, even during a run', async () => {
    const { work } = manual();
    const flow = createFlow(core(), definition(work));
    void flow.send({ type: 'start', input: 'a' });
    await expect(flow.send({ type: 'pause' })).resolves.toMatchObject({ status: 'waiting' });
  });
});

describe('createOperation', () => {
  it('runs each command on its own: both settle with their own outcome, the snapshot follows the latest', async () => {
    const { work, finish } = manual();
    const operation = createOperation<Snapshot, Event, Effect, ActionCallbacks<string>>(core(), definition(work));
    const onComplete = vi.fn();
    operation.callbacks = { onComplete };
    const seen: string[] = [];
    operation.subscribe(() => seen.push(operation.getSnapshot().status));
    const a = operation.send({ type: 'start', input: 'a' });
    const b = operation.send({ type: 'start', input: 'b' });
    expect(operation.getSnapshot()).toMatchObject({ status: 'working', input: 'b' });
    finish('b');
    await expect(b).resolves.toMatchObject({ status: 'done', result: 'b!' });
    finish('a');
    await expect(a).resolves.toMatchObject({ status: 'done', result: 'a!' });
    // The latest command's outcome stays; both reported.
    expect(operation.getSnapshot()).toMatchObject({ result: 'b!' });
    expect(onComplete.mock.calls).toEqual([['b!'], ['a!']]);
    expect(seen).toContain('done');
  });

  it('stop() aborts every run in flight; a logout shows the initial snapshot once the latest run has settled', async () => {
    const { work, finish } = manual();
    const store = createStore();
    store.set(userAtom, { id: 'did:privy:1' } as User);
    const operation = createOperation({ store }, definition(work));
    operation.start();
    const a = operation.send({ type: 'start', input: 'a' });
    finish('a');
    await a;
    store.set(userAtom, null);
    expect(operation.getSnapshot()).toBe(initial);
    const b = operation.send({ type: 'start', input: 'b' });
    const c = operation.send({ type: 'start', input: 'c' });
    operation.stop();
    await expect(Promise.all([b, c])).resolves.toMatchObject([{ status: 'working' }, { status: 'working' }]);
  });
});

describe('asyncCommands (the action convention)', () => {
  it("xAsync resolves with the result, rejects with the error, and reports a finishing command's abort", async () => {
    const { work, finish, fail } = manual();
    const flow = createFlow(core(), definition(work));
    const commands = {
      start: (input: string) => flow.send({ type: 'start', input }),
      pause: () => flow.send({ type: 'pause' }),
    };
    const { startAsync, pauseAsync } = asyncCommands<typeof commands, string, 'start', 'pause'>(commands, {
      finishing: ['start'],
      steps: ['pause'],
    });
    const done = startAsync('a');
    finish('a');
    await expect(done).resolves.toBe('a!');
    const failed = startAsync('b');
    fail('b');
    await expect(failed).rejects.toBe(boom);
    // A step resolves with null while the flow waits for the next command.
    await expect(pauseAsync()).resolves.toBeNull();
    // A finishing command that ends without a result (the flow was reset) rejects with `aborted`.
    const aborted = startAsync('c');
    flow.reset();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
  });
});
