import { numberToHex, parseEther } from 'viem';
import type { AccountAbstraction, RpcOutcome } from '../../../kernel/chains.ts';
import type { ChainCall } from '../rpc.ts';
import { altoSimulations, bundlerWallets, type RunningBundler, startAlto } from './alto.ts';
import { deployAccountAbstraction } from './deploy.ts';
import { aaContracts } from './keys.ts';
import { sponsorUserOperation } from './paymaster.ts';
import { type LoopbackRpc, serveLoopbackRpc } from './rpcServer.ts';

/** The longest a bundler call may take (a send waits for its bundle to be mined, at once here). */
const BUNDLER_CALL_TIMEOUT_MS = 60_000;

/**
 * The bundler's own methods (ERC-4337, Alto's); the rest is the node's, answered by the chain, as a
 * hosted bundler passes them on (a smart account client sends both to its bundler URL).
 */
const isBundlerMethod = (method: string) =>
  /^(eth_(supportedEntryPoints|estimateUserOperationGas|sendUserOperation|getUserOperationByHash|getUserOperationReceipt)|pimlico_|debug_bundler_|boost_)/.test(
    method,
  );

/** What the bundler's wallets hold after each deployment (they pay the bundles' gas). */
const BUNDLER_BALANCE = parseEther('1000');

export interface ChainAccess {
  /** The chain's public JSON-RPC (what the bundler uses). */
  rpc(method: string, params: readonly unknown[]): Promise<RpcOutcome>;
  /** Runs `task` under the chain's lock with a journaled call that may use the cheats. */
  privileged<T>(task: (call: ChainCall) => Promise<T>): Promise<T>;
}

/** The stack, and `close` (stops the bundler). */
export interface AccountAbstractionStack extends AccountAbstraction {
  close(): Promise<void>;
}

/**
 * The ERC-4337 stack of one EVM chain, nothing of it made until first used: the contracts (again
 * after a reset drops them), a loopback JSON-RPC for the bundler, and Alto. `close` stops Alto.
 */
export function createAccountAbstraction(chainId: number, chain: ChainAccess): AccountAbstractionStack {
  const { entryPoint, paymaster } = aaContracts();
  let bundler: Promise<{ rpc: LoopbackRpc; alto: RunningBundler }> | undefined;

  const ready = () => chain.privileged((call) => deployAccountAbstraction(call, chainId));
  /** The stack, the bundler's simulation contracts and its funded wallets (the bundler needs them all). */
  const readyForBundler = () =>
    chain.privileged(async (call) => {
      const simulations = altoSimulations();
      await deployAccountAbstraction(call, chainId, [simulations.pimlico, simulations.entryPointV7]);
      for (const address of bundlerWallets()) {
        const balance = BigInt(String(await call('eth_getBalance', [address, 'latest'])));
        if (balance < BUNDLER_BALANCE / 2n) await call('hardhat_setBalance', [address, numberToHex(BUNDLER_BALANCE)]);
      }
    });
  const startBundler = () => {
    bundler ??= (async () => {
      await readyForBundler();
      const rpc = await serveLoopbackRpc(chain.rpc);
      try {
        return { rpc, alto: await startAlto(rpc.url, entryPoint.address) };
      } catch (error) {
        await rpc.close();
        throw error;
      }
    })().catch((error: unknown) => {
      bundler = undefined;
      throw error;
    });
    return bundler;
  };

  return {
    entryPoint: entryPoint.address,
    ready,
    async bundler(body) {
      const { alto } = await startBundler();
      await readyForBundler();
      const one = async (request: unknown) => {
        const {
          id = null,
          method,
          params = [],
        } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
        if (typeof method === 'string' && !isBundlerMethod(method) && Array.isArray(params)) {
          return { jsonrpc: '2.0', id, ...(await chain.rpc(method, params)) };
        }
        const response = await fetch(alto.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(BUNDLER_CALL_TIMEOUT_MS),
        });
        return response.json() as Promise<unknown>;
      };
      return Array.isArray(body) ? Promise.all(body.map(one)) : one(body);
    },
    async sponsor(userOperation, stub) {
      await ready();
      const call = async (method: string, params: readonly unknown[]) => {
        const outcome = await chain.rpc(method, params);
        if (outcome.error) throw new Error(`${method}: ${outcome.error.message}`);
        return outcome.result;
      };
      return sponsorUserOperation(call, paymaster.address, userOperation, stub);
    },
    async close() {
      const running = await bundler?.catch(() => undefined);
      bundler = undefined;
      if (!running) return;
      await running.alto.stop();
      await running.rpc.close();
    },
  };
}
