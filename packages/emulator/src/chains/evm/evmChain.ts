import * as v from 'valibot';
import { numberToHex } from 'viem';
import type { RpcOutcome } from '../../kernel/chains.ts';
import type { LocalChain } from '../types.ts';
import { type AccountAbstractionStack, createAccountAbstraction } from './aa/stack.ts';
import { evmAddress, rawAmount } from './amounts.ts';
import { DEPLOYER_GENESIS, deployContracts, mintUsdc } from './deploy.ts';
import { createEdrProvider, type EdrProvider } from './edr.ts';
import { FUNDING_GENESIS, mintFundingUsdc, payFromFundingAccount } from './fundingAccount.ts';
import { createLock } from './lock.ts';
import { type ChainCall, METHOD_NOT_FOUND, RpcCallError } from './rpc.ts';
import { parseScanTransaction, scanEvmTransaction } from './scan.ts';

/** A state-changing JSON-RPC call, as the chain's journal keeps it. */
export interface JournalEntry {
  method: string;
  params: unknown[];
}

/** An EVM chain's part of the exported state: every state-changing call since start, replayed on import. */
export interface EvmChainState {
  journal: JournalEntry[];
}

const stateSchema = v.strictObject({
  journal: v.array(v.strictObject({ method: v.string(), params: v.array(v.unknown()) })),
});

/** What changes a chain's state, and so goes in the journal. */
const changesState = (method: string) =>
  method === 'eth_sendRawTransaction' || method === 'eth_sendTransaction' || /^(hardhat|evm)_/.test(method);

/**
 * The chain's cheats, refused on the public JSON-RPC route: a page the user visits could mint itself
 * funds or impersonate anyone. The developer controls (loopback, no CORS) fund, mine, move time and
 * snapshot instead.
 */
const isCheat = (method: string) => /^(hardhat|evm)_/.test(method);

/**
 * EVM chain `chainId` on EDR, made on first use: the deployer and the funding account funded at
 * genesis, the test contracts deployed, the funding account's USDC minted, then a snapshot of that
 * start to reset to. Every call runs under one lock, so a scan's
 * snapshot → send → revert never interleaves with another call. Every state-changing call (sends,
 * `hardhat_*`, `evm_*`) is journaled: the export carries the journal, an import replays it on a
 * chain back at its start, and reverting to a snapshot drops what followed it.
 */
export function createEvmChain(chainId: number): LocalChain<EvmChainState> {
  let provider: EdrProvider | undefined;
  let started: Promise<void> | undefined;
  /** The snapshot of the chain at start (taken again after each reset: a revert consumes it). */
  let atStart = '';
  let journal: JournalEntry[] = [];
  /** The journal's length at each snapshot taken through the chain, by snapshot id. */
  const marks = new Map<string, number>();
  const lock = createLock();

  const raw: ChainCall = async (method, params) => {
    if (!provider) throw new Error(`EVM chain ${chainId} is not started`);
    const outcome = await provider.call(method, params);
    if (outcome.error) throw new RpcCallError(method, outcome.error);
    return outcome.result;
  };
  const journaled: ChainCall = async (method, params) => {
    const result = await raw(method, params);
    if (changesState(method)) journal.push({ method, params: structuredClone([...params]) });
    return result;
  };
  const start = () => {
    started ??= (async () => {
      provider = await createEdrProvider(chainId, [DEPLOYER_GENESIS, FUNDING_GENESIS]);
      await deployContracts(raw, chainId);
      await mintFundingUsdc(raw, chainId);
      atStart = String(await raw('evm_snapshot', []));
    })();
    return started;
  };
  const locked = <T>(task: () => Promise<T>) =>
    lock.run(async () => {
      await start();
      return task();
    });
  const backToStart = async () => {
    await raw('evm_revert', [atStart]);
    atStart = String(await raw('evm_snapshot', []));
    journal = [];
    marks.clear();
  };

  const snapshot = () =>
    locked(async () => {
      const id = String(await raw('evm_snapshot', []));
      marks.set(id, journal.length);
      return id;
    });
  const revert = (id: string) =>
    locked(async () => {
      const length = marks.get(id);
      if (length === undefined || !(await raw('evm_revert', [id]))) return false;
      journal.length = length;
      // The chain drops the snapshot and every later one.
      for (const mark of marks.keys()) if (BigInt(mark) >= BigInt(id)) marks.delete(mark);
      return true;
    });

  const rpc = async (method: string, params: readonly unknown[]): Promise<RpcOutcome> => {
    if (isCheat(method)) {
      const message = `${method} is not available on the public JSON-RPC: use the emulator's chain controls (emulator.chains, POST /__emulator/chains/*)`;
      return { error: { code: METHOD_NOT_FOUND, message } };
    }
    try {
      return { result: await locked(() => journaled(method, params)) };
    } catch (error) {
      if (error instanceof RpcCallError) return { error: error.error };
      throw error;
    }
  };
  let accountAbstraction: AccountAbstractionStack | undefined;

  return {
    id: chainId,
    rpc,
    accountAbstraction: () => {
      accountAbstraction ??= createAccountAbstraction(chainId, {
        rpc,
        privileged: (task) => locked(() => task(journaled)),
      });
      return accountAbstraction;
    },
    close: async () => {
      await accountAbstraction?.close();
    },
    fund(address, { native, usdc }) {
      const to = evmAddress(address);
      const nativeRaw = native === undefined ? 0n : rawAmount(native, 18, '`native`');
      const usdcRaw = usdc === undefined ? 0n : rawAmount(usdc, 6, '`usdc`');
      return locked(async () => {
        if (nativeRaw > 0n) {
          const balance = BigInt(String(await raw('eth_getBalance', [to, 'latest'])));
          await journaled('hardhat_setBalance', [to, numberToHex(balance + nativeRaw)]);
        }
        if (usdcRaw > 0n) await mintUsdc(journaled, chainId, to, usdcRaw);
      });
    },
    async pay(to, asset, amount) {
      const recipient = evmAddress(to);
      return locked(() => payFromFundingAccount(journaled, chainId, recipient, asset, amount));
    },
    mine(blocks) {
      if (!Number.isSafeInteger(blocks) || blocks < 1) throw new TypeError('`blocks` must be a positive integer');
      return locked(async () => {
        await journaled('hardhat_mine', [numberToHex(blocks)]);
      });
    },
    increaseTime(seconds) {
      if (!Number.isSafeInteger(seconds) || seconds < 0)
        throw new TypeError('`seconds` must be a non-negative integer');
      return locked(async () => {
        await journaled('evm_increaseTime', [numberToHex(seconds)]);
        // A block at the new time, so `latest` shows it.
        await journaled('evm_mine', []);
      });
    },
    snapshot,
    revert,
    // A chain never started is at its start already.
    reset: () => (started ? locked(backToStart) : Promise.resolve()),
    save: () => ({ journal: structuredClone(journal) }),
    schema: stateSchema,
    load: (state) =>
      locked(async () => {
        await backToStart();
        for (const { method, params } of state.journal) await journaled(method, params);
      }),
    scan(input, denyList) {
      const tx = parseScanTransaction(input);
      return locked(() => scanEvmTransaction(raw, tx, denyList));
    },
  };
}
