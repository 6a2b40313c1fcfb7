import type { Hono } from 'hono';
import { ApiError, invalidData, jsonResponse } from '../../kernel/errors.ts';
import { RpcCode } from './errors.ts';
import type { SolanaChain } from './index.ts';
import { stringifyWithBigInts } from './json.ts';

export const SOLANA_RPC_PATH = '/rpc/solana';
export const SPL_TOKEN_INFO_PATH = '/api/v1/spl_token_info';
export const SOLANA_CLUSTER = 'localnet';

/**
 * The cluster's HTTP surface: Solana JSON-RPC at `POST /rpc/solana` (open, like a public RPC node;
 * u64s as plain JSON integers), and reference §5.12's `GET /api/v1/spl_token_info`, a provider route
 * (`authorize` checks its app-id header).
 */
// biome-ignore lint/suspicious/noExplicitAny: mounted on the emulator's app whatever its bindings.
export function registerSolanaRoutes(hono: Hono<any>, chain: SolanaChain, authorize: (headers: Headers) => void): void {
  hono.post(SOLANA_RPC_PATH, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text()) as unknown;
    } catch {
      body = undefined;
    }
    const response =
      body === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: RpcCode.PARSE_ERROR, message: 'Parse error' } }
        : await chain.rpc(body);
    c.header('content-type', 'application/json; charset=UTF-8');
    return c.body(stringifyWithBigInts(response));
  });

  hono.get(SPL_TOKEN_INFO_PATH, (c) => {
    authorize(c.req.raw.headers);
    const mint = c.req.query('mint_address');
    const cluster = c.req.query('cluster');
    if (!mint) throw invalidData('mint_address is required');
    if (cluster !== undefined && cluster !== SOLANA_CLUSTER) {
      throw invalidData(`The emulator runs only the ${SOLANA_CLUSTER} cluster, not ${cluster}`);
    }
    const info = chain.tokenInfo(mint);
    if (info === null) throw new ApiError(404, undefined, `No mint at ${mint} on ${SOLANA_CLUSTER}`);
    return jsonResponse(c, info);
  });
}
