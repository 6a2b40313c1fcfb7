import { generateKeyPairSigner } from '@solana/kit';
import { describe, expect, test } from 'vitest';
import { createSolanaChain } from './index.ts';

const SOL = 1_000_000_000n;

/** The SOL balance of `address`, read through the chain's RPC. */
async function balance(chain: Awaited<ReturnType<typeof createSolanaChain>>, address: string): Promise<bigint> {
  const response = (await chain.rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] })) as {
    result: { value: bigint };
  };
  return response.result.value;
}

async function latestBlockhash(chain: Awaited<ReturnType<typeof createSolanaChain>>): Promise<string> {
  const response = (await chain.rpc({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash' })) as {
    result: { value: { blockhash: string } };
  };
  return response.result.value.blockhash;
}

describe('the Solana chain’s state: snapshot, revert, export, import', () => {
  test('restore goes back to a snapshot, and to the state at start from the first one', async () => {
    const chain = await createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    const atStart = chain.snapshot();
    const startHash = await latestBlockhash(chain);
    await chain.fund(wallet, { native: '1' });
    const funded = chain.snapshot();
    await chain.fund(wallet, { native: '2', usdc: '3' });
    expect(await balance(chain, wallet)).toBe(3n * SOL);

    chain.restore(funded);
    expect(await balance(chain, wallet)).toBe(SOL);
    chain.restore(atStart);
    expect(await balance(chain, wallet)).toBe(0n);
    expect(await latestBlockhash(chain)).toBe(startHash);
    chain.close();
  });

  test('an export imported into another chain rebuilds the same balances, blockhash and clock', async () => {
    const chain = await createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    await chain.fund(wallet, { native: '1.25', usdc: '4' });
    chain.advanceTime(30);
    chain.mine(3);
    const exported = JSON.parse(JSON.stringify(chain.exportState()));

    const other = await createSolanaChain({ genesisTime: 1n });
    other.importState(exported);
    expect(await balance(other, wallet)).toBe(1_250_000_000n);
    expect(await latestBlockhash(other)).toBe(await latestBlockhash(chain));
    expect(other.exportState()).toEqual(chain.exportState());
    chain.close();
    other.close();
  });

  test('a malformed import throws and leaves the chain as it was', async () => {
    const chain = await createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    await chain.fund(wallet, { native: '1' });
    const before = chain.exportState();
    expect(() => chain.importState({ genesisTime: 'soon', journal: [] })).toThrow();
    const forged = { genesisTime: before.genesisTime, journal: [{ op: 'tx', wire: 'AAAA' }] };
    expect(() => chain.importState(forged)).toThrow();
    expect(await balance(chain, wallet)).toBe(SOL);
    expect(chain.exportState()).toEqual(before);
    chain.close();
  });

  test('fund refuses what is not an address or not a positive decimal amount', async () => {
    const chain = await createSolanaChain();
    await expect(chain.fund('nope', { native: '1' })).rejects.toThrow('Not a Solana address');
    const wallet = (await generateKeyPairSigner()).address;
    await expect(chain.fund(wallet, { usdc: '1.0000001' })).rejects.toThrow('more than 6 decimals');
    await expect(chain.fund(wallet, { native: '-1' })).rejects.toThrow('Not a positive decimal amount');
    chain.close();
  });
});
