import type { FoyerError } from '../errors/FoyerError.ts';
import type { FlowSnapshot, Transition } from './types.ts';

/**
 * The snapshot most flows have: `initial`, the statuses a run waits in (`Waiting`), `done` with its
 * `Result`, `error` with its `Failure`; the flow's own `Fields` in every status.
 */
export type RunSnapshot<Waiting extends string, Result, Failure extends FoyerError = FoyerError, Fields = unknown> =
  | (Fields & { status: 'initial' | Waiting; error: null; result: null })
  | (Fields & { status: 'done'; error: null; result: Result })
  | (Fields & { status: 'error'; error: Failure; result: null });

/** A `RunSnapshot` that names the step an error came from (`failedStep`, null in every other status). */
export type SteppedRunSnapshot<
  Waiting extends string,
  Result,
  Step extends string,
  Failure extends FoyerError = FoyerError,
  Fields = unknown,
> =
  | (Fields & { status: 'initial' | Waiting; error: null; failedStep: null; result: null })
  | (Fields & { status: 'done'; error: null; failedStep: null; result: Result })
  | (Fields & { status: 'error'; error: Failure; failedStep: Step; result: null });

/** The fields the kit sets on a snapshot; every other field is the flow's own. */
type KitField = 'status' | 'error' | 'result' | 'failedStep';

type StatusOf<S> = S extends { status: infer Status } ? Status : never;

/** The members of a snapshot union that can be in `Status` (a member may stand for several statuses). */
type In<S, Status> = S extends { status: infer Own } ? ([Extract<Own, Status>] extends [never] ? never : S) : never;

/** A snapshot's own fields in `Status` (all statuses by default): what a machine passes the kit. */
export type FieldsOf<S, Status = StatusOf<S>> = Omit<In<S, Status>, KitField>;

/** The statuses a run waits in, each asking for an effect: every status but initial, done and error. */
export type PendingStatusOf<S> = Exclude<StatusOf<S>, 'initial' | 'done' | 'error'>;

/** What `done` holds. */
export type ResultOf<S> = S extends { status: 'done'; result: infer Result } ? NonNullable<Result> : never;

/** The error an `error` snapshot holds (its type names the codes the flow can give). */
export type ErrorOf<S> = S extends { status: 'error'; error: infer Error } ? NonNullable<Error> : never;

/** Which step failed, for the flows whose error snapshot says so (`failedStep`); never for the others. */
export type FailedStepOf<S> = Extract<S, { status: 'error' }> extends { failedStep: infer Step } ? Step : never;

/**
 * The transitions every machine writes, one way. `stay` means one thing: the event changes nothing
 * (an answer out of turn, a command to ignore): the same snapshot object, so nothing is announced,
 * and no effect. Anything that runs an effect or moves is another transition: `to` takes a snapshot
 * whole (the current one, to run an effect without a change of status), `pending`, `done` and
 * `fail` build one from the flow's own fields (`error` is set only in `error`, `result` only in
 * `done`, `failedStep`, when the flow has one, only in `error`), and `reset` goes back to the start.
 */
export interface Steps<S extends FlowSnapshot, Effect> {
  /** The event changes nothing: the very snapshot, no effect. */
  stay(snapshot: S): Transition<S, Effect>;
  /** A snapshot built whole (or the current one, to run an effect in the same status), with the effects given. */
  to(snapshot: S, ...effects: Effect[]): Transition<S, Effect>;
  /** A run waiting in `status` for the effects given. */
  pending<Status extends PendingStatusOf<S>>(
    fields: FieldsOf<S, Status>,
    status: Status,
    ...effects: Effect[]
  ): Transition<S, Effect>;
  done(fields: FieldsOf<S, 'done'>, result: ResultOf<S>): Transition<S, Effect>;
  /** An error, at once (a refusal) or reported by an effect; `failedStep` for the flows that name it. */
  fail(
    fields: FieldsOf<S, 'error'>,
    error: ErrorOf<S>,
    ...failedStep: [FailedStepOf<S>] extends [never] ? [] : [FailedStepOf<S>]
  ): Transition<S, Effect>;
  /** Back to the machine's initial snapshot (`{ type: 'reset' }`). */
  reset(): Transition<S, Effect>;
  /** The flow's own fields of a snapshot, whatever its status. */
  fields(snapshot: S): FieldsOf<S>;
}

/**
 * The event changes nothing: the very snapshot, no effect (the one meaning of `stay`). For the
 * machines that do not build their snapshots with `machineSteps` (the wallet operations).
 */
export const stay = <S, Effect>(snapshot: S): Transition<S, Effect> => ({ snapshot, effects: [] });

/**
 * The kit's transitions for a machine whose initial snapshot is `initial` (which also tells whether
 * the flow names its failed step). Pure: a machine module calls it once, at its top level.
 */
export function machineSteps<S extends FlowSnapshot, Effect>(initial: S): Steps<S, Effect> {
  const stepped = 'failedStep' in initial;
  const step = (snapshot: object, effects: Effect[]): Transition<S, Effect> => ({ snapshot: snapshot as S, effects });
  const calm = stepped ? { error: null, failedStep: null } : { error: null };
  return {
    stay,
    to: (snapshot, ...effects) => step(snapshot, effects),
    pending: (fields, status, ...effects) => step({ ...fields, status, ...calm, result: null }, effects),
    done: (fields, result) => step({ ...fields, status: 'done', ...calm, result }, []),
    fail: (fields, error, ...failedStep) =>
      step({ ...fields, status: 'error', error, ...(stepped ? { failedStep: failedStep[0] } : {}), result: null }, []),
    reset: () => step(initial, []),
    fields: (snapshot) => {
      const {
        status: _status,
        error: _error,
        result: _result,
        failedStep: _failedStep,
        ...own
      } = snapshot as FlowSnapshot & { failedStep?: unknown };
      return own as FieldsOf<S>;
    },
  };
}
