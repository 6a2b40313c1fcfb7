import { AbortedError } from '../errors/FoyerError.ts';
import type { FlowSnapshot } from './types.ts';

/**
 * The kit's action convention (wagmi's pair): a command `x(...)` updates the flow's state and never
 * rejects (it resolves with the settled snapshot); its twin `xAsync(...)` resolves with the outcome
 * or rejects with the `FoyerError`. `finishing` commands end the operation: their twin resolves
 * with the result, or rejects with `aborted` when the run ended otherwise (a reset, a logout, a
 * newer command that took the flow elsewhere). `steps` may leave the flow waiting for the next
 * command (a code sent, a message generated, the page leaving for a provider): their twin resolves
 * with the result once there is one, else with null.
 */
export interface AsyncTwins<Finishing extends string = never, Steps extends string = never> {
  finishing?: readonly Finishing[] | undefined;
  steps?: readonly Steps[] | undefined;
}

/**
 * The result `xAsync` twins resolve with: what the flow's `onComplete` receives, else (a flow without
 * one, such as a wallet connection) its snapshot's `result`.
 */
export type ResultOf<Callbacks, Snapshot extends FlowSnapshot> = 'onComplete' extends keyof Callbacks
  ? Callbacks extends { onComplete?: ((result: infer Result) => void) | undefined }
    ? Result
    : never
  : NonNullable<Snapshot['result']>;

/** The `Async` twin of each listed command. */
export type AsyncCommands<Commands, Result, Finishing extends keyof Commands, Steps extends keyof Commands> = {
  [K in (Finishing | Steps) & string as `${K}Async`]: Commands[K] extends (...args: infer Args) => Promise<FlowSnapshot>
    ? (...args: Args) => Promise<K extends Finishing ? Result : Result | null>
    : never;
};

type SnapshotCommand = (...args: never[]) => Promise<FlowSnapshot>;

/** The outcome of a settled command, as its twin reports it: its error, else its result. */
function outcome(snapshot: FlowSnapshot, name: string, finishing: boolean): unknown {
  if (snapshot.error) throw snapshot.error;
  if (snapshot.result !== null) return snapshot.result;
  if (finishing) throw new AbortedError(name);
  return null;
}

/** Builds the `Async` twins of `commands` (the only implementation: hooks get theirs from `useFlow`). */
export function asyncCommands<
  Commands extends object,
  Result,
  Finishing extends keyof Commands & string = never,
  Steps extends keyof Commands & string = never,
>(commands: Commands, twins: AsyncTwins<Finishing, Steps>): AsyncCommands<Commands, Result, Finishing, Steps> {
  const result: Record<string, (...args: never[]) => Promise<unknown>> = {};
  const twin = (name: string, finishing: boolean) => {
    const command = (commands as Record<string, SnapshotCommand>)[name];
    if (typeof command !== 'function') throw new TypeError(`[foyer] no command ${name}`);
    result[`${name}Async`] = async (...args) => outcome(await command(...args), name, finishing);
  };
  for (const name of twins.finishing ?? []) twin(name, true);
  for (const name of twins.steps ?? []) twin(name, false);
  return result as AsyncCommands<Commands, Result, Finishing, Steps>;
}
