import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';

/** Chain RPC calls end after this (spec §9 'Request timeout' family); the caller's signal ends them sooner. */
export const CHAIN_RPC_TIMEOUT_MS = 20_000;

/** A JSON-RPC error the chain answered: its code, message and data (a revert's reason bytes). */
export class ChainRpcError extends Error {
  override readonly name = 'ChainRpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type ChainRpc = (method: string, params?: unknown[]) => Promise<unknown>;

/** JSON-RPC over HTTP to one chain's node; `fetch` is looked up per call (tests replace it). */
export function chainRpc(url: string, signal?: AbortSignal): ChainRpc {
  let id = 0;
  return async (method, params = []) => {
    const timeout = AbortSignal.timeout(CHAIN_RPC_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `${url} did not answer ${method} in time`);
      throw error;
    }
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    } | null;
    if (body?.error) throw new ChainRpcError(body.error.code, body.error.message, body.error.data);
    if (!response.ok || !body || !('result' in body)) {
      throw new FoyerError(ErrorCode.NETWORK_ERROR, `${url} answered ${method} with ${response.status}`);
    }
    return body.result;
  };
}
