import { generateKeyPairSigner } from '@solana/kit';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createSolanaChain, type SolanaChain } from './index.ts';

const SOL = 1_000_000_000;

async function balance(chain: SolanaChain, address: string): Promise<number> {
  const { result } = await chain.rpc('getBalance', [address]);
  return (result as { value: number }).value;
}

async function latestBlockhash(chain: SolanaChain): Promise<string> {
  const { result } = await chain.rpc('getLatestBlockhash', []);
  return (result as { value: { blockhash: string } }).value.blockhash;
}

describe('the Solana chain’s state: snapshot, revert, reset, save, load', () => {
  test('revert goes back to a snapshot (later ones used up); reset to the state at start', async () => {
    const chain = createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    const startHash = await latestBlockhash(chain);
    await chain.fund(wallet, { native: '1' });
    const funded = await chain.snapshot();
    await chain.fund(wallet, { native: '2', usdc: '3' });
    const later = await chain.snapshot();
    expect(await balance(chain, wallet)).toBe(3 * SOL);

    expect(await chain.revert(funded)).toBe(true);
    expect(await balance(chain, wallet)).toBe(SOL);
    expect(await chain.revert(later)).toBe(false);
    expect(await chain.revert('nope')).toBe(false);
    await chain.reset();
    expect(await balance(chain, wallet)).toBe(0);
    expect(await latestBlockhash(chain)).toBe(startHash);
  });

  test('a saved state loaded into another chain rebuilds the same balances, blockhash and clock', async () => {
    const chain = createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    await chain.fund(wallet, { native: '1.25', usdc: '4' });
    await chain.increaseTime(30);
    await chain.mine(3);
    const saved = v.parse(chain.schema, JSON.parse(JSON.stringify(chain.save())));

    const other = createSolanaChain({ genesisTime: 1n });
    await other.load(saved);
    expect(await balance(other, wallet)).toBe(1_250_000_000);
    expect(await latestBlockhash(other)).toBe(await latestBlockhash(chain));
    expect(await other.rpc('getBlockHeight', [])).toEqual(await chain.rpc('getBlockHeight', []));
    expect(other.save()).toEqual(chain.save());
  });

  test('a state that does not replay throws and leaves the chain as it was; the schema refuses a malformed one', async () => {
    const chain = createSolanaChain();
    const wallet = (await generateKeyPairSigner()).address;
    await chain.fund(wallet, { native: '1' });
    const before = chain.save();
    expect(v.safeParse(chain.schema, { genesisTime: 'soon', journal: [] }).success).toBe(false);
    await expect(
      chain.load({ genesisTime: before.genesisTime, journal: [{ op: 'tx', wire: 'AAAA' }] }),
    ).rejects.toThrow();
    expect(await balance(chain, wallet)).toBe(SOL);
    expect(chain.save()).toEqual(before);
  });

  test('fund, mine and increaseTime refuse bad input with a TypeError', async () => {
    const chain = createSolanaChain();
    await expect(chain.fund('nope', { native: '1' })).rejects.toThrow(new TypeError('Not a Solana address: nope'));
    const wallet = (await generateKeyPairSigner()).address;
    await expect(chain.fund(wallet, { usdc: '1.0000001' })).rejects.toThrow(
      '`usdc`: 1.0000001 has more than 6 decimals',
    );
    await expect(chain.fund(wallet, { native: '-1' })).rejects.toThrow('`native`: Not a positive decimal amount: -1');
    await expect(chain.mine(0)).rejects.toThrow(TypeError);
    await expect(chain.increaseTime(-5)).rejects.toThrow(TypeError);
  });
});
