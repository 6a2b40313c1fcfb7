import {
  type Base64EncodedWireTransaction,
  generateKeyPairSigner,
  getBase64Decoder,
  getTransactionDecoder,
  isSolanaError,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveSolanaChain, signedTransaction, transferSol, unsignedTransaction } from '../../test/solanaCluster.ts';

let served: Awaited<ReturnType<typeof serveSolanaChain>>;
beforeAll(async () => {
  served = await serveSolanaChain();
});
afterAll(() => served.close());

const SOL = 1_000_000_000n;
const wire = (base64: string) => base64 as Base64EncodedWireTransaction;

/** The message bytes of a base64 wire transaction, base64 (what getFeeForMessage takes). */
function messageOf(base64: string): TransactionMessageBytesBase64 {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const { messageBytes } = getTransactionDecoder().decode(bytes);
  return getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64;
}

describe('the Solana JSON-RPC shim over LiteSVM', () => {
  test('fund and requestAirdrop raise the balance by exactly the amount', async () => {
    const { rpc, chain } = served;
    const wallet = await generateKeyPairSigner();
    await chain.fund(wallet.address, { native: '1.5' });
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(1_500_000_000n);
    const signature = await rpc.requestAirdrop(wallet.address, lamports(250_000_000n)).send();
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(1_750_000_000n);
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  test('a SOL transfer signed with kit lands: balances change by the amount and the fee, the receipt says so', async () => {
    const { rpc, chain } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '2' });
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const tx = await signedTransaction(alice, lifetime, [transferSol(alice, bob.address, SOL / 2n)]);
    const fee = (await rpc.getFeeForMessage(messageOf(tx)).send()).value;
    expect(fee).toBe(5000n);
    const signature = await rpc
      .sendTransaction(wire(tx), { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send();

    expect((await rpc.getBalance(alice.address).send()).value).toBe(2n * SOL - SOL / 2n - 5000n);
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    const receipt = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    expect(receipt?.meta).toMatchObject({ err: null, fee: 5000n });
    expect(receipt?.meta?.preBalances.slice(0, 2)).toEqual([2n * SOL, 0n]);
    expect(receipt?.meta?.postBalances.slice(0, 2)).toEqual([2n * SOL - SOL / 2n - 5000n, SOL / 2n]);
    expect(receipt?.slot).toBe(status?.slot);
  });

  test('the fee includes the priority fee the runtime charges (compute-unit price × limit)', async () => {
    const { rpc, chain } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1' });
    const price = new Uint8Array(9);
    price[0] = 3;
    new DataView(price.buffer).setBigUint64(1, 2_000_000n, true);
    const setPrice = { programAddress: 'ComputeBudget111111111111111111111111111111' as never, data: price };
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const tx = await signedTransaction(alice, lifetime, [setPrice, transferSol(alice, bob.address, SOL / 10n)]);
    const fee = (await rpc.getFeeForMessage(messageOf(tx)).send()).value;
    // 5,000 per signature + 2 lamports/unit × (3,000 units per builtin instruction × 2).
    expect(fee).toBe(5000n + 12_000n);
    await rpc.sendTransaction(wire(tx), { encoding: 'base64' }).send();
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL - SOL / 10n - (fee ?? 0n));
  });

  test('a transaction whose blockhash expired is refused with "Blockhash not found" and changes nothing', async () => {
    const { rpc, chain, raw } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1' });
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    // A few blocks later the blockhash still works, as on a validator (150 blocks).
    await chain.fund(bob.address, { native: '1' });
    expect((await rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(true);
    await chain.increaseTime(61);
    expect((await rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(false);
    const tx = await signedTransaction(alice, lifetime, [transferSol(alice, bob.address, SOL / 4n)]);

    const response = await raw({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [tx, { encoding: 'base64' }],
    });
    expect(response.error?.code).toBe(-32002);
    expect(response.error?.message).toContain('Blockhash not found');
    const refused = await rpc
      .sendTransaction(wire(tx), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error);
    expect(isSolanaError(refused, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL);
    expect((await rpc.getFeeForMessage(messageOf(tx)).send()).value).toBeNull();
  });

  test('simulateTransaction runs an unsigned transaction (sigVerify false, blockhash replaced) without committing it', async () => {
    const { rpc, chain } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1' });
    const stale = { blockhash: '11111111111111111111111111111111' as never, lastValidBlockHeight: 0n };
    const tx = unsignedTransaction(alice, stale, [transferSol(alice, bob.address, SOL / 5n)]);
    const { value } = await rpc
      .simulateTransaction(wire(tx), {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { encoding: 'base64', addresses: [alice.address, bob.address] },
      })
      .send();
    expect(value.err).toBeNull();
    expect(value.unitsConsumed).toBeGreaterThan(0n);
    expect(value.replacementBlockhash?.blockhash).toBe((await rpc.getLatestBlockhash().send()).value.blockhash);
    expect((value as unknown as { fee: bigint }).fee).toBe(5000n);
    expect(value.accounts?.map((account) => account?.lamports)).toEqual([SOL - SOL / 5n - 5000n, SOL / 5n]);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL);

    const kept = await rpc.simulateTransaction(wire(tx), { encoding: 'base64' }).send();
    expect(kept.value.err).toBe('BlockhashNotFound');
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const tooMuch = unsignedTransaction(alice, lifetime, [transferSol(alice, bob.address, 5n * SOL)]);
    const failed = await rpc.simulateTransaction(wire(tooMuch), { encoding: 'base64' }).send();
    expect(failed.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(failed.value.logs?.join('\n')).toContain('insufficient lamports');
  });

  test('a failing transaction is refused at preflight with the runtime error; with skipPreflight it lands, failed, fee paid', async () => {
    const { rpc, chain, raw } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1' });
    let { value: lifetime } = await rpc.getLatestBlockhash().send();
    const tx = await signedTransaction(alice, lifetime, [transferSol(alice, bob.address, 2n * SOL)]);
    const response = await raw({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [tx, { encoding: 'base64' }],
    });
    expect(response.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    });
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL);

    ({ value: lifetime } = await rpc.getLatestBlockhash().send());
    const again = await signedTransaction(alice, lifetime, [transferSol(alice, bob.address, 3n * SOL)]);
    const signature = await rpc.sendTransaction(wire(again), { encoding: 'base64', skipPreflight: true }).send();
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL - 5000n);
  });

  test('sendTransaction takes base58 too, refuses a missing signature (-32003) and a replay (already processed)', async () => {
    const { rpc, chain, raw } = served;
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.fund(alice.address, { native: '1' });
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const tx = await signedTransaction(alice, lifetime, [transferSol(alice, bob.address, SOL / 2n)]);
    const base58 = (await import('@scure/base')).base58.encode(Buffer.from(tx, 'base64'));
    const sent = await raw({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base58] });
    expect(typeof sent.result).toBe('string');
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
    const replay = await raw({
      jsonrpc: '2.0',
      id: 2,
      method: 'sendTransaction',
      params: [tx, { encoding: 'base64' }],
    });
    expect(replay.error?.message).toBe('Transaction simulation failed: This transaction has already been processed');

    const unsigned = unsignedTransaction(alice, lifetime, [transferSol(alice, bob.address, 1n)]);
    const refused = await raw({
      jsonrpc: '2.0',
      id: 3,
      method: 'sendTransaction',
      params: [unsigned, { encoding: 'base64' }],
    });
    expect(refused.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' });
  });

  test('reads the cluster: slot, block height, epoch info, genesis hash, version, health; errors are JSON-RPC errors', async () => {
    const { rpc, raw } = served;
    const slot = await rpc.getSlot({ commitment: 'finalized' }).send();
    expect(await rpc.getBlockHeight().send()).toBeLessThanOrEqual(slot);
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBe(slot);
    expect(await rpc.getGenesisHash().send()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await rpc.getHealth().send()).toBe('ok');
    const batch = (await raw([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getNothing' },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['not-an-address'] },
    ])) as unknown as { id: number; error?: { code: number } }[];
    expect(batch.map((item) => [item.id, item.error?.code])).toEqual([
      [1, undefined],
      [2, -32601],
      [3, -32602],
    ]);
  });
});
