import {
  defineRoute,
  routeDomains as routes,
  type WireSmartWalletConfig,
  type WireSmartWalletConfigInput,
  type WireSmartWalletNetwork,
} from '@foyer/headless/contract';
import { type Hex, hexToNumber, isAddressEqual } from 'viem';
import type { RpcUserOperation } from 'viem/account-abstraction';
import {
  type AccountAbstraction,
  ChainUnavailableError,
  type DomainChains,
  NO_CHAINS_MESSAGE,
} from '../../kernel/chains.ts';
import type { EmulatorContext } from '../../kernel/context.ts';
import { jsonResponse } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { findAppOr404 } from '../apps/index.ts';
import { walletApiCaller } from '../walletApi/index.ts';
import { BUNDLER_PATH, checkedConfig, PAYMASTER_PATH, sponsoringApp, wireSmartWalletConfig } from './config.ts';
import { smartWalletConfigInputSchema, smartWalletsSlice } from './slice.ts';

type JsonRpcError = { code: number; message: string };
const rpcReply = (id: unknown, outcome: { result: unknown } | { error: JsonRpcError }) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  ...outcome,
});

/** The ERC-4337 stack of local chain `id` (a number in the path), or a JSON-RPC error why not. */
function stackOf(chains: DomainChains, id: string): AccountAbstraction | { error: JsonRpcError; status: 404 | 501 } {
  const chain = /^\d+$/.test(id) ? chains.chain(Number(id)) : undefined;
  if (chains.ids.length === 0) return { error: { code: -32601, message: NO_CHAINS_MESSAGE }, status: 501 };
  if (!chain?.accountAbstraction) {
    return {
      error: { code: -32601, message: `No EVM chain ${id} in the emulator (chains: ${chains.ids.join(', ')})` },
      status: 404,
    };
  }
  return chain.accountAbstraction();
}

async function jsonBody(c: EmulatorContext): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
}

/**
 * Reference §5.14's POST, the dashboard's (HTTP Basic with the app secret): not in the client's
 * route table, which holds what the kit calls.
 */
export const updateConfig = defineRoute<WireSmartWalletConfigInput, WireSmartWalletConfig>()(
  'POST',
  '/api/v1/apps/:app_id/smart_wallets',
);

/**
 * ERC-7677 on one chain: `pm_getPaymasterStubData` and `pm_getPaymasterData` for EntryPoint v0.7
 * sponsor a user operation when `context.policy_id` is an app's policy for the chain.
 */
async function paymasterAnswer(
  stack: AccountAbstraction,
  chainId: number,
  policies: (policyId: string) => boolean,
  request: unknown,
) {
  const { id, method, params } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
    return rpcReply(id, {
      error: {
        code: -32601,
        message: `The paymaster answers pm_getPaymasterStubData and pm_getPaymasterData, not ${String(method)}`,
      },
    });
  }
  const [userOperation, entryPoint, chain, context] = Array.isArray(params) ? params : [];
  const policyId = (context as { policy_id?: unknown } | undefined)?.policy_id;
  if (
    typeof userOperation !== 'object' ||
    userOperation === null ||
    typeof entryPoint !== 'string' ||
    typeof chain !== 'string'
  ) {
    return rpcReply(id, {
      error: { code: -32602, message: 'Invalid params: [userOperation, entryPoint, chainId, context]' },
    });
  }
  if (!isAddressEqual(entryPoint as Hex, stack.entryPoint)) {
    return rpcReply(id, {
      error: { code: -32602, message: `The paymaster serves EntryPoint v0.7 (${stack.entryPoint}) only` },
    });
  }
  if (hexToNumber(chain as Hex) !== chainId) {
    return rpcReply(id, { error: { code: -32602, message: `This paymaster is chain ${chainId}'s, not ${chain}'s` } });
  }
  if (typeof policyId !== 'string' || !policies(policyId)) {
    return rpcReply(id, {
      error: { code: -32602, message: `No app sponsors chain ${chainId} under policy ${JSON.stringify(policyId)}` },
    });
  }
  try {
    const fields = await stack.sponsor(userOperation as RpcUserOperation<'0.7'>, method === 'pm_getPaymasterStubData');
    return rpcReply(id, { result: fields });
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    return rpcReply(id, { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } });
  }
}

/** Deploys the ERC-4337 stack on `network`'s chain when it is a local one served by the emulator's bundler. */
async function deployOn(chains: DomainChains, network: WireSmartWalletNetwork): Promise<void> {
  const chain = chains.chain(Number(network.chain_id.slice('eip155:'.length)));
  const stack = chain?.accountAbstraction?.();
  if (stack && network.bundler_url.endsWith(BUNDLER_PATH.replace(':chainId', String(chain?.id)))) await stack.ready();
}

/**
 * The app's smart-wallet config (GET; POST with the app secret), and the local chains' bundler (Alto,
 * proxied) and paymaster. Linking a smart account is Sign-In With Ethereum's (`siwe/link_smart_wallet`).
 */
export function registerSmartWalletRoutes({ core, chains, route, hono }: Registry): void {
  const configs = () => core.slice(smartWalletsSlice);
  const origin = (c: EmulatorContext) => new URL(c.req.url).origin;

  route(routes.smartWallets.config, null, async ({ params, c }) => {
    findAppOr404(core, params.app_id);
    const config = wireSmartWalletConfig(configs().get(params.app_id), origin(c));
    // First smart-wallet use: the contracts go on the app's local chains (an account's address is
    // the factory's answer, asked before any bundler call).
    if (config.enabled) await Promise.all(config.configured_networks.map((network) => deployOn(chains, network)));
    return config;
  });

  route(updateConfig, smartWalletConfigInputSchema, async (request) => {
    const { params, body, c } = request;
    const app = findAppOr404(core, params.app_id);
    await walletApiCaller(core, { appId: params.app_id, app, c });
    const record = { ...checkedConfig(body), app_id: params.app_id };
    configs().set(params.app_id, record);
    return wireSmartWalletConfig(record, origin(c));
  });

  hono.post(BUNDLER_PATH, async (c) => {
    const stack = stackOf(chains, c.req.param('chainId'));
    if ('error' in stack) return jsonResponse(c, rpcReply(null, { error: stack.error }), stack.status);
    const body = await jsonBody(c);
    if (body === undefined)
      return jsonResponse(c, rpcReply(null, { error: { code: -32700, message: 'Parse error: the body is not JSON' } }));
    try {
      return jsonResponse(c, await stack.bundler(body));
    } catch (error) {
      const status = error instanceof ChainUnavailableError ? 501 : 502;
      const message = error instanceof Error ? error.message : String(error);
      return jsonResponse(c, rpcReply(null, { error: { code: -32603, message } }), status);
    }
  });

  hono.post(PAYMASTER_PATH, async (c) => {
    const id = c.req.param('chainId');
    const stack = stackOf(chains, id);
    if ('error' in stack) return jsonResponse(c, rpcReply(null, { error: stack.error }), stack.status);
    const body = await jsonBody(c);
    if (body === undefined)
      return jsonResponse(c, rpcReply(null, { error: { code: -32700, message: 'Parse error: the body is not JSON' } }));
    const sponsors = (policyId: string) => sponsoringApp(configs().values(), Number(id), policyId) !== undefined;
    try {
      const replies = Array.isArray(body)
        ? await Promise.all(body.map((item) => paymasterAnswer(stack, Number(id), sponsors, item)))
        : await paymasterAnswer(stack, Number(id), sponsors, body);
      return jsonResponse(c, replies);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return jsonResponse(c, rpcReply(null, { error: { code: -32603, message } }), 501);
    }
  });
}
