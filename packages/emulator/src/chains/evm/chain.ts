import { encodeFunctionData, getContractAddress, type Hex, numberToHex } from 'viem';
import { testUsdcArtifact } from './contracts/TestUsdc.artifact.ts';
import { createEdrProvider, type EdrProvider, type RpcAnswer } from './edr.ts';

/** Who deploys the emulator's tokens (impersonated: no key exists) and so may mint them. */
export const DEPLOYER: Hex = '0xf0e0000000000000000000000000000000000001';
/** The USDC-like token, the deployer's first contract: the same address on every local chain. */
export const USDC_ADDRESS = getContractAddress({ from: DEPLOYER, nonce: 0n });

/** Methods only the developer controls may call: the chain's own cheats are not the public RPC's. */
const CONTROL_ONLY = /^(hardhat_|evm_|anvil_)/;
/** Methods that change the chain: journaled (export/import) and run one at a time. */
const CHANGES_STATE = /^(eth_sendRawTransaction|eth_sendTransaction|hardhat_|evm_)/;

export interface JournalEntry {
  method: string;
  params: unknown[];
}

export interface EvmChain {
  readonly chainId: number;
  /** The public JSON-RPC: anything the EVM answers, except the developer cheats (`hardhat_*`, `evm_*`). */
  rpc(request: { id?: unknown; method: string; params?: unknown }): Promise<RpcAnswer>;
  /** Developer controls: any method, cheats included; throws the RPC error. */
  control(method: string, params?: unknown[]): Promise<unknown>;
  /** Runs `task` with no other state change in between (a scan's snapshot → send → revert). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Adds `wei` to the address's balance. */
  fund(address: Hex, wei: bigint): Promise<void>;
  /** Mints `units` (6 decimals) of the USDC-like token to the address. */
  mintUsdc(address: Hex, units: bigint): Promise<void>;
  /** What happened since start (state-changing calls), to replay on import. */
  journal(): JournalEntry[];
}

function rpcError(answer: RpcAnswer): Error {
  return Object.assign(new Error(answer.error?.message ?? 'EVM error'), {
    code: answer.error?.code,
    data: answer.error?.data,
  });
}

/**
 * A local EVM chain: EDR with the emulator's tokens deployed, every state change run in turn and
 * kept in a journal (replayed by `replay`), snapshots cutting the journal back on revert.
 */
export async function createEvmChain(
  chainId: number,
  startSeconds: number,
  replay: JournalEntry[] = [],
): Promise<EvmChain> {
  const provider: EdrProvider = await createEdrProvider(chainId, startSeconds);
  let journal: JournalEntry[] = [];
  const snapshots = new Map<string, number>();
  let queue: Promise<unknown> = Promise.resolve();
  let exclusiveDepth = 0;

  /** In turn with every other state change (or at once inside `exclusive`). */
  function serialized<T>(task: () => Promise<T>): Promise<T> {
    if (exclusiveDepth > 0) return task();
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function call(method: string, params: unknown[] = [], id: unknown = null): Promise<RpcAnswer> {
    if (!CHANGES_STATE.test(method)) return provider.handle({ id, method, params });
    return serialized(async () => {
      const answer = await provider.handle({ id, method, params });
      if (answer.error) return answer;
      if (method === 'evm_snapshot') snapshots.set(String(answer.result), journal.length);
      else if (method === 'evm_revert') {
        const at = snapshots.get(String(params[0]));
        if (at !== undefined) journal = journal.slice(0, at);
      } else journal.push({ method, params });
      return answer;
    });
  }

  async function control(method: string, params: unknown[] = []): Promise<unknown> {
    const answer = await call(method, params);
    if (answer.error) throw rpcError(answer);
    return answer.result;
  }

  async function asDeployer(to: Hex | undefined, data: Hex): Promise<void> {
    const hash = await control('eth_sendTransaction', [
      { from: DEPLOYER, ...(to ? { to } : {}), data, gas: numberToHex(5_000_000) },
    ]);
    const receipt = (await control('eth_getTransactionReceipt', [hash])) as { status: Hex } | null;
    if (receipt?.status !== '0x1')
      throw new Error(`The deployer's transaction ${String(hash)} failed on chain ${chainId}`);
  }

  if (replay.length > 0) {
    for (const entry of replay) await control(entry.method, entry.params);
  } else {
    await control('hardhat_impersonateAccount', [DEPLOYER]);
    await control('hardhat_setBalance', [DEPLOYER, numberToHex(10n ** 24n)]);
    await asDeployer(undefined, testUsdcArtifact.bytecode);
  }

  return {
    chainId,
    async rpc({ id = null, method, params = [] }) {
      if (CONTROL_ONLY.test(method)) {
        return {
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `${method} is a developer control: use the emulator's chains controls` },
        };
      }
      return call(method, Array.isArray(params) ? params : [params], id);
    },
    control,
    exclusive(task) {
      return serialized(async () => {
        exclusiveDepth++;
        try {
          return await task();
        } finally {
          exclusiveDepth--;
        }
      });
    },
    async fund(address, wei) {
      await serialized(async () => {
        exclusiveDepth++;
        try {
          const balance = BigInt((await control('eth_getBalance', [address, 'latest'])) as Hex);
          await control('hardhat_setBalance', [address, numberToHex(balance + wei)]);
        } finally {
          exclusiveDepth--;
        }
      });
    },
    async mintUsdc(address, units) {
      const data = encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'mint', args: [address, units] });
      await asDeployer(USDC_ADDRESS, data);
    },
    journal: () => journal.map((entry) => ({ ...entry })),
  };
}
