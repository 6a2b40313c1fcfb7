import type { RpcError } from '../../kernel/chains.ts';

/** A JSON-RPC call on a chain that answers its `result`, or throws `RpcCallError`. */
export type ChainCall = (method: string, params: readonly unknown[]) => Promise<unknown>;

/** A JSON-RPC error answered by the chain, kept whole (code, message, revert data). */
export class RpcCallError extends Error {
  readonly error: RpcError;
  constructor(method: string, error: RpcError) {
    super(`${method}: ${error.message}`);
    this.name = 'RpcCallError';
    this.error = error;
  }
}

/** JSON-RPC "method not found": what viem takes as "not there, use the fallback" at once. */
export const METHOD_NOT_FOUND = -32601;
