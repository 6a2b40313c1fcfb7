import { type Address, generateKeyPairSigner, type Instruction, type KeyPairSigner } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getApproveCheckedInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveSolanaChain, transferSol, unsignedTransaction } from '../../test/solanaCluster.ts';
import { SOLANA_USDC_MINT } from './tokens.ts';

let served: Awaited<ReturnType<typeof serveSolanaChain>>;
beforeAll(async () => {
  served = await serveSolanaChain();
});
afterAll(() => served.close());

const SOL = 1_000_000_000n;
const mint = SOLANA_USDC_MINT as Address;
const USDC = { type: 'SPL', address: mint, symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const ata = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

async function unsigned(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await served.rpc.getLatestBlockhash().send();
  return unsignedTransaction(payer, lifetime, instructions);
}

/** Scans `tx` as the scan route passes it. */
const scan = (tx: string, denyList: ReadonlySet<string>) =>
  served.chain.scan({ method: 'signAndSendTransaction', params: [tx], domain: 'app.test' }, denyList);

async function funded(amounts: { native?: string; usdc?: string }) {
  const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  await served.chain.fund(alice.address, amounts);
  return { alice, bob };
}

describe('scanning a Solana transaction by simulating it on the cluster', () => {
  test('a SOL transfer: the payer’s SOL out (the fee apart), Benign, and nothing committed', async () => {
    const { alice, bob } = await funded({ native: '1' });
    const tx = await unsigned(alice, [transferSol(alice, bob.address, SOL / 4n)]);
    const scanned = await scan(tx, new Set());
    expect(scanned).toEqual({
      validation: { status: 'Success', result_type: 'Benign', features: [] },
      simulation: {
        status: 'Success',
        assets_diffs: [
          { asset: { type: 'SOL', symbol: 'SOL', name: 'Solana', decimals: 9 }, in: [], out: [{ value: '250000000' }] },
        ],
        exposures: [],
      },
    });
    expect((await served.rpc.getBalance(alice.address).send()).value).toBe(SOL);
    expect((await served.rpc.getBalance(bob.address).send()).value).toBe(0n);
  });

  test('an SPL transfer: USDC out with its mint, symbol and decimals, and the rent of the account it creates in SOL', async () => {
    const { alice, bob } = await funded({ native: '1', usdc: '5' });
    const destination = await ata(bob.address);
    const tx = await unsigned(alice, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: alice, ata: destination, owner: bob.address, mint }),
      getTransferCheckedInstruction({
        source: await ata(alice.address),
        mint,
        destination,
        authority: alice,
        amount: 1_250_000n,
        decimals: 6,
      }),
    ]);
    const scanned = await scan(tx, new Set());
    const rent = await served.rpc.getMinimumBalanceForRentExemption(165n).send();
    expect(scanned.simulation).toEqual({
      status: 'Success',
      assets_diffs: [
        {
          asset: { type: 'SOL', symbol: 'SOL', name: 'Solana', decimals: 9 },
          in: [],
          out: [{ value: rent.toString() }],
        },
        { asset: USDC, in: [], out: [{ value: '1250000' }] },
      ],
      exposures: [],
    });
  });

  test('a deny-listed recipient makes it Malicious, naming the address; a delegation is an exposure', async () => {
    const { alice, bob } = await funded({ native: '1', usdc: '5' });
    const toBob = await unsigned(alice, [transferSol(alice, bob.address, (1n * SOL) / 10n)]);
    expect((await scan(toBob, new Set([bob.address]))).validation).toEqual({
      status: 'Success',
      result_type: 'Malicious',
      features: [{ type: 'DENY_LISTED', description: `${bob.address} is on the deny list`, address: bob.address }],
    });
    const approve = await unsigned(alice, [
      getApproveCheckedInstruction({
        source: await ata(alice.address),
        mint,
        delegate: bob.address,
        owner: alice,
        amount: 3_000_000n,
        decimals: 6,
      }),
    ]);
    // The emulator's deny lists arrive lowercased.
    const scanned = await scan(approve, new Set([bob.address.toLowerCase()]));
    expect(scanned.validation).toMatchObject({ result_type: 'Malicious', features: [{ address: bob.address }] });
    expect(scanned.simulation).toEqual({
      status: 'Success',
      assets_diffs: [],
      exposures: [{ asset: USDC, spenders: { [bob.address]: { value: '3000000' } } }],
    });
  });

  test('an expired blockhash or a failing instruction is a simulation error', async () => {
    const { alice, bob } = await funded({ native: '1' });
    const { value: lifetime } = await served.rpc.getLatestBlockhash().send();
    const tooMuch = unsignedTransaction(alice, lifetime, [transferSol(alice, bob.address, 2n * SOL)]);
    expect((await scan(tooMuch, new Set())).simulation).toEqual({
      status: 'Error',
      error: 'Error processing Instruction 0: custom program error: 0x1',
    });
    await served.chain.increaseTime(61);
    const stale = unsignedTransaction(alice, lifetime, [transferSol(alice, bob.address, SOL / 10n)]);
    expect((await scan(stale, new Set())).simulation).toEqual({
      status: 'Error',
      error: 'Blockhash not found',
    });
    expect((await scan('not base64!', new Set())).validation.status).toBe('Error');
    await expect(
      served.chain.scan({ method: 'eth_sendTransaction', params: [stale], domain: 'app.test' }, new Set()),
    ).rejects.toThrow(TypeError);
  });
});
