import { ErrorCode } from '../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../core/errors/FoyerError.ts';

/** A chain's JSON-RPC error: its code, message and `data` (a revert's encoded reason). */
export class ChainRpcError extends Error {
  override readonly name = 'ChainRpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface RpcCall {
  method: string;
  params: unknown[];
}

/** What one call of a batch answered: its result, or the chain's error. */
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: ChainRpcError };

/** Chain RPC calls end after this (spec §9 'Request timeout' family); the caller's signal ends them sooner. */
export const CHAIN_RPC_TIMEOUT_MS = 20_000;

/**
 * Sends `calls` to a chain's JSON-RPC endpoint (EVM or Solana) in one HTTP request (a JSON-RPC
 * batch), within 20 s; each call's outcome in order. No answer in time rejects with
 * `client_request_timeout`, an unreachable node with `network_error`; `fetch` is looked up per call
 * (tests replace it).
 */
export async function rpcBatch(url: string, calls: readonly RpcCall[], signal: AbortSignal): Promise<RpcOutcome[]> {
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), CHAIN_RPC_TIMEOUT_MS);
  const onAbort = () => deadline.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let answers: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: deadline.signal,
    });
    answers = await response.json();
  } catch (cause) {
    if (signal.aborted) throw new AbortedError(`The call to ${url}`);
    if (deadline.signal.aborted) {
      throw new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `The chain's RPC ${url} did not answer within 20 s`, {
        cause,
      });
    }
    throw new FoyerError(ErrorCode.NETWORK_ERROR, `The chain's RPC ${url} could not be reached`, { cause });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
  const byId = new Map<number, { result?: unknown; error?: { code: number; message: string; data?: unknown } }>();
  for (const answer of Array.isArray(answers) ? answers : [answers]) byId.set(answer?.id, answer);
  return calls.map((call, id) => {
    const answer = byId.get(id);
    if (answer?.error)
      return { ok: false, error: new ChainRpcError(answer.error.code, answer.error.message, answer.error.data) };
    if (!answer || !('result' in answer)) {
      return { ok: false, error: new ChainRpcError(-32603, `${call.method}: no answer from ${url}`, null) };
    }
    return { ok: true, result: answer.result };
  });
}

/** One call: its result, or the chain's error thrown. */
export async function rpc<T>(url: string, call: RpcCall, signal: AbortSignal): Promise<T> {
  const [outcome] = (await rpcBatch(url, [call], signal)) as [RpcOutcome];
  if (!outcome.ok) throw outcome.error;
  return outcome.result as T;
}

/** Calls to one chain's node, one at a time: each resolves its result or throws the chain's `ChainRpcError`. */
export type ChainRpc = (method: string, params?: unknown[]) => Promise<unknown>;

export function chainRpc(url: string, signal: AbortSignal): ChainRpc {
  return (method, params = []) => rpc(url, { method, params }, signal);
}
