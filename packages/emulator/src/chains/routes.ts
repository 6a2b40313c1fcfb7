import { HEADER, routeDomains } from '@foyer/headless/contract';
import * as v from 'valibot';
import { asBadRequest, ChainUnavailableError, NO_CHAINS_MESSAGE, type RpcOutcome } from '../kernel/chains.ts';
import type { EmulatorContext } from '../kernel/context.ts';
import { ApiError, invalidData, jsonResponse } from '../kernel/errors.ts';
import type { Registry } from '../kernel/registry.ts';
import { chainDevRoutes as dev } from './devRoutes.ts';
import type { ChainHub } from './hub.ts';
import { tokenPriceUsd } from './prices.ts';

const { tokenPrice, scanTransaction } = routeDomains.transactions;
const { splTokenInfo } = routeDomains.solana;
/** The one Solana cluster the emulator runs, by its `cluster` name. */
const SOLANA_CLUSTER = 'localnet';
const ok = { ok: true } as const;

const chainId = v.union([v.pipe(v.number(), v.integer()), v.literal('solana')], 'must be an EVM chain id or "solana"');
const amount = v.exactOptional(v.string('must be a decimal string like "1.5"'));
const scanSchema = v.object({
  chain_id: v.union([v.number(), v.string()], '`chain_id` must be a number or a string'),
  metadata: v.object({ domain: v.string() }),
  request: v.object({ method: v.string(), params: v.array(v.unknown()) }),
});

/** A JSON-RPC response for request `id`. */
const rpcResponse = (id: unknown, outcome: RpcOutcome) => ({ jsonrpc: '2.0', id: id ?? null, ...outcome });

/** One JSON-RPC request of a body (single or batch) answered by `chain`. */
async function answer(chain: NonNullable<ReturnType<ChainHub['chain']>>, request: unknown) {
  const { id, method, params = [] } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof method !== 'string' || !Array.isArray(params)) {
    return rpcResponse(id, {
      error: { code: -32600, message: 'Invalid request: `method` must be a string and `params` an array' },
    });
  }
  try {
    return rpcResponse(id, await chain.rpc(method, params));
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    return rpcResponse(id, {
      error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
    });
  }
}

/** The chain a `chain_id` of a scan names: an EVM chain id (number or decimal string), or 'solana:localnet'. */
function scanChainId(value: number | string): number | 'solana' {
  if (value === 'solana:localnet') return 'solana';
  if (typeof value === 'number' || /^\d+$/.test(value)) return Number(value);
  throw invalidData(`\`chain_id\` must be an EVM chain id or 'solana:localnet', not ${JSON.stringify(value)}`);
}

/**
 * The chains' HTTP surface: JSON-RPC at `/rpc/evm/:chainId` and `/rpc/solana` (single and batch,
 * answered in order), the provider's `token_price` and `scan/transaction`, and the developer
 * endpoints of `ChainControls`.
 */
export function registerChainRoutes({ hono, route, dev: devEndpoint }: Registry, hub: ChainHub): void {
  const rpc = async (c: EmulatorContext, id: number | string) => {
    const chain = typeof id === 'number' || id === 'solana' ? hub.chain(id) : undefined;
    if (!chain) {
      const message =
        hub.ids.length === 0 ? NO_CHAINS_MESSAGE : `No chain ${id} in the emulator (chains: ${hub.ids.join(', ')})`;
      return jsonResponse(c, rpcResponse(null, { error: { code: -32601, message } }), hub.ids.length === 0 ? 501 : 404);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return jsonResponse(
        c,
        rpcResponse(null, { error: { code: -32700, message: 'Parse error: the body is not JSON' } }),
      );
    }
    try {
      if (!Array.isArray(body)) return jsonResponse(c, await answer(chain, body));
      const answers = [];
      for (const request of body) answers.push(await answer(chain, request));
      return jsonResponse(c, answers);
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      return jsonResponse(c, rpcResponse(null, { error: { code: -32601, message: error.message } }), 501);
    }
  };
  hono.post('/rpc/evm/:chainId', (c) => {
    const id = c.req.param('chainId');
    return rpc(c, /^\d+$/.test(id) ? Number(id) : id);
  });
  hono.post('/rpc/solana', (c) => rpc(c, 'solana'));

  route(tokenPrice, null, ({ c }) => ({ usd: tokenPriceUsd(c.req.query('tokenSymbol')) }));
  route(scanTransaction, scanSchema, ({ body, appId }) => {
    const id = scanChainId(body.chain_id);
    return asBadRequest(() => {
      const chain = hub.chain(id);
      if (hub.ids.length === 0) throw new ChainUnavailableError(NO_CHAINS_MESSAGE);
      if (!chain)
        throw new TypeError(
          `No chain ${JSON.stringify(body.chain_id)} in the emulator (chains: ${hub.ids.join(', ')})`,
        );
      return chain.scan({ ...body.request, domain: body.metadata.domain }, hub.denyListOf(appId));
    });
  });

  route(splTokenInfo, null, ({ c }) =>
    asBadRequest(async () => {
      const mint = c.req.query('mint_address');
      const cluster = c.req.query('cluster');
      if (!mint) throw invalidData('`mint_address` is required');
      if (cluster !== undefined && cluster !== SOLANA_CLUSTER) {
        throw invalidData(`The emulator runs only the ${SOLANA_CLUSTER} cluster, not ${JSON.stringify(cluster)}`);
      }
      const solana = hub.chain('solana');
      if (!solana?.tokenInfo) throw new ChainUnavailableError(NO_CHAINS_MESSAGE);
      const info = await solana.tokenInfo(mint);
      if (info === null) throw new ApiError(404, undefined, `No mint at ${mint} on ${SOLANA_CLUSTER}`);
      return info;
    }),
  );

  const controls = (c: EmulatorContext) => hub.controls(c.req.header(HEADER.appId));
  devEndpoint(
    dev.fundChain,
    v.strictObject({ address: v.string(), chainId: v.exactOptional(chainId), native: amount, usdc: amount }),
    ({ body: { address, ...options }, c }) =>
      asBadRequest(async () => {
        await controls(c).fund(address, options);
        return ok;
      }),
  );
  devEndpoint(
    dev.mineChain,
    v.strictObject({ chainId: v.exactOptional(chainId), blocks: v.exactOptional(v.number()) }),
    ({ body, c }) =>
      asBadRequest(async () => {
        await controls(c).mine(body);
        return ok;
      }),
  );
  devEndpoint(dev.increaseChainTime, v.strictObject({ seconds: v.number() }), ({ body, c }) =>
    asBadRequest(async () => {
      await controls(c).increaseTime(body.seconds);
      return ok;
    }),
  );
  devEndpoint(dev.snapshotChains, v.strictObject({}), ({ c }) =>
    asBadRequest(async () => ({ id: await controls(c).snapshot() })),
  );
  devEndpoint(dev.revertChains, v.strictObject({ id: v.string() }), ({ body, c }) =>
    asBadRequest(async () => {
      await controls(c).revert(body.id);
      return ok;
    }),
  );
  devEndpoint(dev.denyList, v.strictObject({ addresses: v.array(v.string()) }), ({ body, c }) =>
    asBadRequest(() => {
      controls(c).denyList(body.addresses);
      return ok;
    }),
  );
}
