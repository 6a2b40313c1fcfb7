import type { FoyerErrorCode } from '../errors/codes.ts';
import type { FoyerError } from '../errors/FoyerError.ts';
import type { LinkedAccount, User } from '../user.ts';

/** Log a visitor in, add an account to the signed-in user, or replace one of theirs (spec §1). */
export type FlowIntent = 'login' | 'link' | 'update';

/** Passed to `onComplete` after a login (API.md callbacks). */
export interface LoginComplete<Method extends string = string> {
  intent: 'login';
  user: User;
  isNewUser: boolean;
  wasAlreadyAuthenticated: boolean;
  loginMethod: Method;
  loginAccount: LinkedAccount | null;
}

/** Passed to `onComplete` after linking an account to the signed-in user. */
export interface LinkComplete<Method extends string = string> {
  intent: 'link';
  user: User;
  linkMethod: Method;
  linkedAccount: LinkedAccount | null;
}

/** Passed to `onComplete` after the signed-in user replaced an account (e-mail or phone) with a new one. */
export interface UpdateComplete<Method extends string = string> {
  intent: 'update';
  user: User;
  updateMethod: Method;
  updatedAccount: LinkedAccount | null;
}

/** What any finished login, link or update produced, tagged by `intent`. */
export type FlowResult<Method extends string = string> =
  | LoginComplete<Method>
  | LinkComplete<Method>
  | UpdateComplete<Method>;

export type CompleteFor<Intent extends FlowIntent, Method extends string = string> = Extract<
  FlowResult<Method>,
  { intent: Intent }
>;

/** The callbacks of a flow that reports nothing (a wallet connection: its state is all there is). */
export type NoCallbacks = Record<never, never>;

/**
 * The callbacks an action hook takes: `onComplete` with its result, `onError` with its failure
 * (`Code`: the codes the flow's errors can have).
 */
export interface ActionCallbacks<Result, Code extends FoyerErrorCode = FoyerErrorCode> {
  onComplete?: ((result: Result) => void) | undefined;
  onError?: ((error: FoyerError<Code>) => void) | undefined;
}

/** Callbacks every login/link hook takes. `Code`: the codes the flow's errors can have. */
export type FlowCallbacks<
  Intent extends FlowIntent = FlowIntent,
  Method extends string = string,
  Code extends FoyerErrorCode = FoyerErrorCode,
> = ActionCallbacks<CompleteFor<Intent, Method>, Code>;

/**
 * The fields every flow snapshot shares: the spec's status names, the last error (`error` status
 * only) and the result (`done` status only). Flows add their own fields beside these.
 */
export interface FlowSnapshot<Status extends string = string, Result = unknown> {
  status: Status;
  error: FoyerError | null;
  result: Result | null;
}

/** What a machine returns: the next snapshot and the effects for the runtime to run. */
export interface Transition<Snapshot, Effect> {
  snapshot: Snapshot;
  effects: readonly Effect[];
}

/** A pure machine: no I/O, no clock, no randomness. Every machine handles `{ type: 'reset' }`. */
export type Machine<Snapshot, Event, Effect> = (snapshot: Snapshot, event: Event) => Transition<Snapshot, Effect>;
