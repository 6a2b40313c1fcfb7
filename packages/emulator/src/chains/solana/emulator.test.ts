import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { transferSol, unsignedTransaction } from '../../test/solanaCluster.ts';
import { EMULATOR_TOKENS, emulatorSolanaCluster } from '../public.ts';

const SOL = 1_000_000_000n;
const headers = { 'privy-app-id': 'foyer-demo-app-0000000001', 'content-type': 'application/json' };

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());

describe('the Solana cluster of a Node emulator (made on first use, at /rpc/solana)', () => {
  const rpc = () => createSolanaRpc(emulatorSolanaCluster(emulator.url).rpcUrl);

  it('is funded through the chains controls, SOL and USDC, and read back through the JSON-RPC', async () => {
    const { address } = await generateKeyPairSigner();
    await emulator.chains.fund(address, { chainId: 'solana', native: '2', usdc: '12.5' });
    expect((await rpc().getBalance(address).send()).value).toBe(2n * SOL);
    const accounts = await rpc()
      .getTokenAccountsByOwner(address, { mint: EMULATOR_TOKENS.solanaUsdcMint as never }, { encoding: 'jsonParsed' })
      .send();
    expect(accounts.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('12500000');
  });

  it('answers spl_token_info from the cluster: 404 for no mint, 400 for another cluster, 401 with no app', async () => {
    const url = (query: string) => `${emulator.url}/api/v1/spl_token_info?${query}`;
    const info = await fetch(url(`mint_address=${EMULATOR_TOKENS.solanaUsdcMint}&cluster=localnet`), { headers });
    expect(await info.json()).toEqual({ name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    const { address: nobody } = await generateKeyPairSigner();
    expect((await fetch(url(`mint_address=${nobody}`), { headers })).status).toBe(404);
    expect((await fetch(url(`mint_address=${nobody}&cluster=mainnet-beta`), { headers })).status).toBe(400);
    expect((await fetch(url(`mint_address=${EMULATOR_TOKENS.solanaUsdcMint}`))).status).toBe(401);
  });

  it('scans a transfer through POST /api/v1/scan/transaction: a deny-listed recipient is Malicious', async () => {
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await emulator.chains.fund(alice.address, { chainId: 'solana', native: '1' });
    emulator.chains.denyList([bob.address]);
    const { value: lifetime } = await rpc().getLatestBlockhash().send();
    const tx = unsignedTransaction(alice, lifetime, [transferSol(alice, bob.address, SOL / 4n)]);
    const response = await fetch(`${emulator.url}/api/v1/scan/transaction`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        chain_id: 'solana:localnet',
        metadata: { domain: 'app.test' },
        request: { method: 'signAndSendTransaction', params: [tx] },
      }),
    });
    const scanned = await response.json();
    expect(scanned.validation).toMatchObject({ status: 'Success', result_type: 'Malicious' });
    expect(scanned.simulation.assets_diffs).toContainEqual(
      expect.objectContaining({ asset: expect.objectContaining({ type: 'SOL' }), out: [{ value: String(SOL / 4n) }] }),
    );
    // Nothing stays: the scan only simulated.
    expect((await rpc().getBalance(bob.address).send()).value).toBe(0n);
  });

  it('goes into the export and back on import; reset returns it to its start', async () => {
    const { address } = await generateKeyPairSigner();
    await emulator.chains.fund(address, { chainId: 'solana', native: '3' });
    const state = await emulator.exportState();
    await emulator.reset();
    expect((await rpc().getBalance(address).send()).value).toBe(0n);
    await emulator.importState(state);
    expect((await rpc().getBalance(address).send()).value).toBe(3n * SOL);
  });
});
