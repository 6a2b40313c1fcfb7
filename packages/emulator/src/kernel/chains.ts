import { ErrorCode } from '@foyer/headless/contract';
import { ApiError, invalidData } from './errors.ts';

/**
 * What a domain may do on the instance's local chains (the funding stand-ins do): read them through
 * JSON-RPC, and pay from the funding account. `chains/` implements it (`ChainHub`, `LocalChain`);
 * an in-process instance runs no chain: `ids` is empty and `chain(id)` undefined.
 */

/** A chain by its id: an EVM chain id, or `'solana'`. */
export type ChainId = number | 'solana';

/** What a chain pays: its native currency or its USDC-like token. */
export type PayAsset = 'native' | 'usdc';

/** A JSON-RPC error as the wire carries it. */
export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** One JSON-RPC call's outcome: its `result`, or its `error`. */
export type RpcOutcome = { result: unknown; error?: undefined } | { error: RpcError; result?: undefined };

export interface DomainChain {
  readonly id: ChainId;
  /** One JSON-RPC call, as from outside (`/rpc/...`). */
  rpc(method: string, params: readonly unknown[]): Promise<RpcOutcome>;
  /**
   * A real transfer of `amount` (smallest units of the native currency or the USDC-like token) from
   * the funding stand-ins' account (`FUNDING_ACCOUNT`) to `to`: the transaction's hash (its
   * signature on Solana). Throws a `TypeError` for a bad address, an `Error` when the chain refuses it.
   */
  pay(to: string, asset: PayAsset, amount: bigint): Promise<string>;
}

export interface DomainChains {
  chain(id: ChainId): DomainChain | undefined;
  readonly ids: readonly ChainId[];
}

export const NO_CHAINS_MESSAGE =
  'Local chains need createEmulator() (Node): the in-process emulator runs no chain (EDR and LiteSVM are native code)';

/**
 * A chain that cannot run here: the in-process emulator (no native code), or a Node emulator without
 * the chain's optional native package. The routes answer it 501 `not_supported` with its message.
 */
export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError';
}

/** A chain control's `TypeError` (bad address, amount, chain or snapshot) is the caller's: 400; no chain is 501. */
export async function asBadRequest<T>(action: () => Promise<T> | T): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ChainUnavailableError) {
      throw new ApiError(501, ErrorCode.NOT_SUPPORTED, error.message);
    }
    if (error instanceof TypeError) throw invalidData(error.message);
    throw error;
  }
}
