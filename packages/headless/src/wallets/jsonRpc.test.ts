import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../core/errors/codes.ts';
import { CHAIN_RPC_TIMEOUT_MS, ChainRpcError, chainRpc, rpcBatch } from './jsonRpc.ts';

/** A node that never answers: the request ends only when its signal aborts. */
const stalled = vi.fn(
  (_url: string, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a chain JSON-RPC call', () => {
  it('to a stalled node ends after 20 s with client_request_timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalled);
    const call = chainRpc('http://node.test', new AbortController().signal)('eth_blockNumber');
    const outcome = expect(call).rejects.toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT });
    await vi.advanceTimersByTimeAsync(CHAIN_RPC_TIMEOUT_MS);
    await outcome;
  });

  it("ends at once when the caller's signal aborts", async () => {
    vi.stubGlobal('fetch', stalled);
    const controller = new AbortController();
    const call = chainRpc('http://node.test', controller.signal)('eth_blockNumber');
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortedError' });
  });

  it("answers a batch in order, each call's result or the node's error (a lost reply is an error, not a hang)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } },
          { jsonrpc: '2.0', id: 0, result: '0x1' },
        ]),
      ),
    );
    const [first, second, third] = await rpcBatch(
      'http://node.test',
      [
        { method: 'eth_chainId', params: [] },
        { method: 'eth_call', params: [] },
        { method: 'eth_blockNumber', params: [] },
      ],
      new AbortController().signal,
    );
    expect(first).toEqual({ ok: true, result: '0x1' });
    expect(second).toMatchObject({ ok: false, error: { code: 3, data: '0x08c379a0' } });
    expect(second?.ok === false && second.error).toBeInstanceOf(ChainRpcError);
    expect(third).toMatchObject({ ok: false, error: { message: 'eth_blockNumber: no answer from http://node.test' } });
  });
});
