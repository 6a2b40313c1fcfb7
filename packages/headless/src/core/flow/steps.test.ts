import { describe, expect, it } from 'vitest';
import { FoyerError } from '../errors/FoyerError.ts';
import { machineSteps } from './steps.ts';
import type { Transition } from './types.ts';

/** A flow that names its failed step, with a field of its own. */
type Stepped =
  | { status: 'initial' | 'sending' | 'waiting'; to: string | null; error: null; failedStep: null; result: null }
  | { status: 'done'; to: string | null; error: null; failedStep: null; result: number }
  | { status: 'error'; to: string | null; error: FoyerError; failedStep: 'send' | 'check'; result: null };
type SteppedEffect = { type: 'send'; to: string };

/** A flow without a failed step or fields of its own. */
type Plain =
  | { status: 'initial' | 'loading'; error: null; result: null }
  | { status: 'done'; error: null; result: string }
  | { status: 'error'; error: FoyerError; result: null };

const initialStepped: Stepped = { status: 'initial', to: null, error: null, failedStep: null, result: null };
const initialPlain: Plain = { status: 'initial', error: null, result: null };
const stepped = machineSteps<Stepped, SteppedEffect>(initialStepped);
const plain = machineSteps<Plain, { type: 'load' }>(initialPlain);
const boom = new FoyerError('network_error', 'down');
const waiting: Stepped = { status: 'waiting', to: 'a', error: null, failedStep: null, result: null };

describe('machineSteps', () => {
  it.each<[string, Transition<object, unknown>, object, unknown[]]>([
    [
      'pending sets the status, clears error and failedStep, asks for the effects',
      stepped.pending({ to: 'a' }, 'sending', { type: 'send', to: 'a' }),
      { status: 'sending', to: 'a', error: null, failedStep: null, result: null },
      [{ type: 'send', to: 'a' }],
    ],
    [
      'pending without effects waits',
      stepped.pending({ to: 'a' }, 'waiting'),
      { status: 'waiting', to: 'a', error: null, failedStep: null, result: null },
      [],
    ],
    [
      'done holds the result',
      stepped.done({ to: 'a' }, 7),
      { status: 'done', to: 'a', error: null, failedStep: null, result: 7 },
      [],
    ],
    [
      'fail holds the error and the failed step',
      stepped.fail({ to: 'a' }, boom, 'check'),
      { status: 'error', to: 'a', error: boom, failedStep: 'check', result: null },
      [],
    ],
    ['a flow without failedStep gets none', plain.fail({}, boom), { status: 'error', error: boom, result: null }, []],
    [
      'pending of a plain flow',
      plain.pending({}, 'loading', { type: 'load' }),
      { status: 'loading', error: null, result: null },
      [{ type: 'load' }],
    ],
    ['done of a plain flow', plain.done({}, 'ok'), { status: 'done', error: null, result: 'ok' }, []],
    ['to takes a snapshot whole', stepped.to(waiting, { type: 'send', to: 'b' }), waiting, [{ type: 'send', to: 'b' }]],
    ['reset goes back to the initial snapshot', stepped.reset(), initialStepped, []],
  ])('%s', (_, transition, snapshot, effects) => {
    expect(transition.snapshot).toStrictEqual(snapshot);
    expect(transition.effects).toEqual(effects);
  });

  it('stay means one thing: the very snapshot (so the runtime announces nothing) and no effect', () => {
    expect(stepped.stay(waiting).snapshot).toBe(waiting);
    expect(stepped.stay(waiting).effects).toEqual([]);
    // @ts-expect-error an effect is never a stay: run it with `to` (the current snapshot, whole)
    stepped.stay(waiting, { type: 'send', to: 'a' });
    expect(stepped.to(waiting, { type: 'send', to: 'a' }).snapshot).toBe(waiting);
    expect(stepped.reset().snapshot).toBe(initialStepped);
  });

  it('fields are a snapshot without the kit fields, whatever its status', () => {
    expect(stepped.fields(waiting)).toStrictEqual({ to: 'a' });
    expect(stepped.fields(stepped.fail({ to: 'b' }, boom, 'send').snapshot)).toStrictEqual({ to: 'b' });
    expect(plain.fields(initialPlain)).toStrictEqual({});
  });

  it('checks the calls against the snapshot type', () => {
    // @ts-expect-error: a flow with failedStep names the step that failed
    stepped.fail({ to: 'a' }, boom);
    // @ts-expect-error: not a step of this flow
    stepped.fail({ to: 'a' }, boom, 'sign');
    // @ts-expect-error: a flow without failedStep takes none
    plain.fail({}, boom, 'send');
    // @ts-expect-error: done, initial and error are not statuses a run waits in
    plain.pending({}, 'done');
    // @ts-expect-error: the result type is the flow's
    plain.done({}, 7);
    // @ts-expect-error: the flow's own fields are required
    stepped.pending({}, 'sending');
  });
});
