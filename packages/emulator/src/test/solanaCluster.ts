import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { Hono } from 'hono';
import { createSolanaChain } from '../chains/solana/index.ts';
import { registerSplTokenInfo } from '../chains/solana/splTokenInfo.ts';
import { ApiError, onError } from '../kernel/errors.ts';

export interface RawResponse {
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Test-only: a Solana chain served on a small hono app of its own, as the emulator's chain routes
 * serve it: JSON-RPC (single or batch) at `/rpc/solana`, and `spl_token_info`.
 */
export async function serveSolanaChain() {
  const chain = createSolanaChain();
  const hono = new Hono();
  hono.post('/rpc/solana', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const answer = async (request: unknown) => {
      const { id = null, method, params = [] } = request as { id?: unknown; method: string; params?: unknown[] };
      return { jsonrpc: '2.0', id, ...(await chain.rpc(method, params)) };
    };
    if (!Array.isArray(body)) return c.json(await answer(body));
    const answers = [];
    for (const request of body) answers.push(await answer(request));
    return c.json(answers);
  });
  registerSplTokenInfo(hono, chain, (headers) => {
    if (!headers.get('privy-app-id')) throw new ApiError(400, undefined, 'Missing app id');
  });
  hono.onError(onError);
  const server = createAdaptorServer({ fetch: hono.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rpcUrl = `${url}/rpc/solana`;
  return {
    chain,
    url,
    rpcUrl,
    rpc: createSolanaRpc(rpcUrl),
    /** A raw JSON-RPC call (for the exact error texts kit wraps). */
    async raw(body: unknown): Promise<RawResponse> {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as RawResponse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A v0 transaction of `instructions` paid by `payer`, signed, as base64 wire bytes. */
export async function signedTransaction(
  payer: KeyPairSigner,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  instructions: Instruction[],
): Promise<string> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));
}

/** The same, unsigned (what a scan receives before the wallet signs). */
export function unsignedTransaction(
  payer: KeyPairSigner,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  instructions: Instruction[],
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}

export const transferSol = (source: KeyPairSigner, destination: Address, amount: bigint) =>
  getTransferSolInstruction({ source, destination, amount });
