import type { Hono } from 'hono';
import { ApiError, invalidData, jsonResponse } from '../../kernel/errors.ts';
import type { SolanaChain } from './index.ts';

export const SPL_TOKEN_INFO_PATH = '/api/v1/spl_token_info';
export const SOLANA_CLUSTER = 'localnet';

/**
 * Reference §5.12's `GET /api/v1/spl_token_info?mint_address=&cluster=`: the mint's name, symbol and
 * decimals read from the local cluster. A provider route: `authorize` checks its app-id header.
 */
// biome-ignore lint/suspicious/noExplicitAny: mounted on the emulator's app whatever its bindings.
export function registerSplTokenInfo(hono: Hono<any>, chain: SolanaChain, authorize: (headers: Headers) => void): void {
  hono.get(SPL_TOKEN_INFO_PATH, async (c) => {
    authorize(c.req.raw.headers);
    const mint = c.req.query('mint_address');
    const cluster = c.req.query('cluster');
    if (!mint) throw invalidData('mint_address is required');
    if (cluster !== undefined && cluster !== SOLANA_CLUSTER) {
      throw invalidData(`The emulator runs only the ${SOLANA_CLUSTER} cluster, not ${cluster}`);
    }
    const info = await chain.tokenInfo(mint);
    if (info === null) throw new ApiError(404, undefined, `No mint at ${mint} on ${SOLANA_CLUSTER}`);
    return jsonResponse(c, info);
  });
}
