import { ErrorCode } from '@foyer/headless/contract';
import type { RpcUserOperation } from 'viem/account-abstraction';
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
  /** The chain's ERC-4337 stack (EVM chains of a Node emulator); made on first call, nothing started yet. */
  accountAbstraction?(): AccountAbstraction;
}

/** A paymaster's fields of a user operation (ERC-7677, JSON-RPC hex). */
export interface PaymasterFields {
  paymaster: `0x${string}`;
  paymasterData: `0x${string}`;
  paymasterVerificationGasLimit: `0x${string}`;
  paymasterPostOpGasLimit: `0x${string}`;
}

/**
 * An EVM chain's ERC-4337 stack: EntryPoint v0.7, the Light Account v2 factory, a VerifyingPaymaster
 * whose signer the emulator holds, and a bundler (Alto, a child process). The contracts are deployed
 * on first use (again after a reset drops them) and the bundler starts on its first call.
 */
export interface AccountAbstraction {
  /** EntryPoint v0.7's address (its usual one). */
  readonly entryPoint: `0x${string}`;
  /** Deploys the contracts unless they are there. */
  ready(): Promise<void>;
  /** One JSON-RPC body (single or batch) answered by the bundler, started first if need be. */
  bundler(body: unknown): Promise<unknown>;
  /** The paymaster's fields for a user operation (JSON-RPC form): a stub for estimation, or signed. */
  sponsor(userOperation: RpcUserOperation<'0.7'>, stub: boolean): Promise<PaymasterFields>;
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
