import * as v from 'valibot';
import type { EmulatorContext } from '../kernel/context.ts';
import { ApiError, invalidData } from '../kernel/errors.ts';
import type { Registry } from '../kernel/registry.ts';
import { chainsDevRoutes as routes } from './devRoutes.ts';
import type { Chains } from './index.ts';

const MAX_BATCH = 100;
const ok = { ok: true } as const;

const rpcRequest = v.looseObject({ method: v.string(), params: v.optional(v.unknown()), id: v.optional(v.unknown()) });

/** A control's refusal (bad input) as 400 `invalid_data`; anything else as it is. */
async function controlled<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof Error && (error as { status?: number }).status === 400) throw invalidData(error.message);
    throw error;
  }
}

/**
 * The local chains over HTTP: each EVM chain's JSON-RPC at `POST /rpc/evm/{chainId}` (one request or
 * a batch), and the developer endpoints `/__emulator/chains/*`. Without chains (the in-process
 * emulator, or `@nomicfoundation/edr` not installed) each answers 501 saying why.
 */
export function registerChains({ hono, dev }: Registry, chains: Chains | undefined, missing: string): void {
  const need = (): Chains => {
    if (!chains) throw new ApiError(501, undefined, missing);
    return chains;
  };
  hono.post('/rpc/evm/:chainId', async (c: EmulatorContext) => {
    const chain = need().evm(Number(c.req.param('chainId')));
    if (!chain) throw new ApiError(404, undefined, `No local chain ${c.req.param('chainId')}`);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const one = async (request: unknown) => {
      const parsed = v.safeParse(rpcRequest, request);
      if (!parsed.success) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } };
      return chain.rpc(parsed.output);
    };
    if (!Array.isArray(body)) return c.json(await one(body));
    if (body.length === 0 || body.length > MAX_BATCH) {
      return c.json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} requests` },
      });
    }
    const answers = [];
    for (const request of body) answers.push(await one(request));
    return c.json(answers);
  });

  const chainId = v.optional(v.pipe(v.number(), v.integer()));
  dev(
    routes.fundChainAddress,
    v.strictObject({ address: v.string(), chainId, native: v.optional(v.string()), usdc: v.optional(v.string()) }),
    async ({ body }) => {
      await controlled(() => need().fund(body));
      return ok;
    },
  );
  dev(routes.mineBlocks, v.strictObject({ chainId, blocks: v.optional(v.number()) }), async ({ body }) => {
    await controlled(() => need().mine(body));
    return ok;
  });
  dev(routes.increaseChainTime, v.strictObject({ seconds: v.number() }), async ({ body }) => {
    await controlled(() => need().increaseTime(body.seconds));
    return ok;
  });
  dev(routes.snapshotChains, v.strictObject({}), async () => ({ id: await need().snapshot() }));
  dev(routes.revertChains, v.strictObject({ id: v.string() }), async ({ body }) => {
    await controlled(() => need().revert(body.id));
    return ok;
  });
}
