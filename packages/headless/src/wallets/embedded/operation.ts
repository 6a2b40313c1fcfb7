import { type FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import { appConfigAtom, type FoyerStore, userAtom } from '../../core/store/atoms.ts';
import type { EmbeddedWallet, SigningChain } from '../types.ts';
import { embeddedWallets } from './selectors.ts';

/**
 * The states every wallet operation goes through, the kit's run snapshot: `initial`, its own pending
 * status (`signing`, `creating`…), then `done` with its result or `error` with its `FoyerError`.
 */
export type OperationSnapshot<Pending extends string, Result> = RunSnapshot<Pending, Result>;

/** What a wallet operation's machine knows of the session, read when its command starts. */
export interface WalletFacts {
  authenticated: boolean;
  /** The user's embedded wallets (`embeddedWallets(user)`). */
  wallets: readonly EmbeddedWallet[];
  /** The app's chains (`supportedChains`), to name a transaction's chain. */
  chains: readonly SigningChain[];
  /** The app's default chain (`defaultChain`, else its first); absent: the first of `chains`. */
  defaultChainId?: number | undefined;
}

export function walletFacts(store: FoyerStore): WalletFacts {
  const user = store.get(userAtom);
  return {
    authenticated: user !== null,
    wallets: embeddedWallets(user),
    chains: store.get(appConfigAtom)?.chains ?? [],
    defaultChainId: store.get(appConfigAtom)?.defaultChain?.id,
  };
}

export const initialOperation = { status: 'initial', error: null, result: null } as const;

/**
 * The kit's transitions (`core/flow/steps.ts`) for every operation: the operations have no fields of
 * their own, so one set serves them all, typed here per call.
 */
const steps = machineSteps<OperationSnapshot<string, unknown>, unknown>(initialOperation);

export { stay } from '../../core/flow/steps.ts';

/** Back to `initial` (`{ type: 'reset' }`). */
export const reset = steps.reset as <Effect>() => Transition<typeof initialOperation, Effect>;

export const pending = <Pending extends string, Effect>(status: Pending, effect: Effect) =>
  steps.pending({}, status as string, effect) as Transition<{ status: Pending; error: null; result: null }, Effect>;

export const succeeded = <Result>(result: Result) =>
  steps.done({}, result as NonNullable<unknown>) as Transition<{ status: 'done'; error: null; result: Result }, never>;

export const failed = (error: FoyerError) =>
  steps.fail({}, error) as Transition<{ status: 'error'; error: FoyerError; result: null }, never>;

/**
 * Runs an operation's pure rules (`plan` returns the first effect, or throws the `FoyerError` of the
 * rule that refuses): the pending status with that effect, or the error at once, with no request.
 */
export function start<Pending extends string, Effect>(status: Pending, plan: () => Effect) {
  try {
    return pending(status, plan());
  } catch (error) {
    return failed(toFoyerError(error));
  }
}
