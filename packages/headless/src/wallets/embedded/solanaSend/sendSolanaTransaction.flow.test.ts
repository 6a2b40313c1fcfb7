import { createEmulator, type Emulator } from '@foyer/emulator';
import { EMULATOR_TOKENS, emulatorSolanaCluster } from '@foyer/emulator/chains';
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupWalletRuntime } from '../../../../../../test/support/walletOperations.ts';
import type { AppConfig } from '../../../core/config/types.ts';
import { ErrorCode } from '../../../core/errors/codes.ts';
import { appConfigAtom, readyAtom, userAtom } from '../../../core/store/atoms.ts';
import type { WalletUiRequest } from '../../types.ts';
import { embeddedWallets, walletsOfChain } from '../selectors.ts';
import { createSolanaSignTransactionFlow } from '../signing.flow.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from '../walletUi.ts';
import { createSendSolanaTransactionFlow } from './sendSolanaTransaction.flow.ts';

/**
 * Sending Solana transactions on the emulator's real cluster (LiteSVM), with the send operation and
 * a wallet iframe double holding a real ed25519 key: balances are read back from the cluster.
 */

const SOL = 1_000_000_000n;
const USDC = address(EMULATOR_TOKENS.solanaUsdcMint);

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());

async function harness({ showWalletUIs = false } = {}) {
  const cluster = emulatorSolanaCluster(emulator.url);
  const t = setupWalletRuntime({ showWalletUIs, ethereum: 'off' as never, provider: emulator.url });
  await t.wallets.createRequiredWallets();
  const config = t.core.store.get(appConfigAtom) as AppConfig;
  t.core.store.set(appConfigAtom, { ...config, local: { ...config.local, solanaClusters: [cluster] } });
  t.core.store.set(readyAtom, true);
  if (showWalletUIs) t.core.store.set(walletUiMountsAtom, 1);
  const wallet = walletsOfChain(embeddedWallets(t.core.store.get(userAtom)), 'solana')[0]!;
  const rpc = createSolanaRpc(cluster.rpcUrl);
  const payer = address(wallet.address);
  /** The wire bytes of an unsigned v0 transaction paid by the wallet (`blockhash`: a recent one by default). */
  const transaction = async (instructions: Instruction[], blockhash?: string) => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const lifetime = blockhash ? { blockhash: blockhash as never, lastValidBlockHeight: 0n } : latest;
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  };
  const requests: WalletUiRequest[] = [];
  t.core.store.sub(walletUiRequestAtom, () => {
    const request = t.core.store.get(walletUiRequestAtom);
    if (request && !requests.includes(request)) requests.push(request);
  });
  const nextRequest = async () => {
    while (requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return requests.shift() as WalletUiRequest<'send-solana-transaction'>;
  };
  const balance = async (owner: Address) => (await rpc.getBalance(owner).send()).value;
  const usdcOf = async (owner: Address) => {
    const [ata] = await findAssociatedTokenPda({ owner, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const account = await rpc
      .getTokenAccountBalance(ata)
      .send()
      .catch(() => null);
    return BigInt(account?.value.amount ?? 0);
  };
  return { ...t, wallet, payer, rpc, transaction, nextRequest, balance, usdcOf };
}

const solTransfer = (from: Address, to: Address, amount: bigint) =>
  getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount });

async function usdcTransfer(from: Address, to: Address, amount: bigint): Promise<Instruction[]> {
  const [source] = await findAssociatedTokenPda({ owner: from, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const [destination] = await findAssociatedTokenPda({ owner: to, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const signer = createNoopSigner(from);
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: destination, owner: to, mint: USDC }),
    getTransferCheckedInstruction({ source, mint: USDC, destination, authority: signer, amount, decimals: 6 }),
  ];
}

describe('sending a Solana transaction on the local cluster', () => {
  it('fills in the fee, signs, sends and confirms: the recipient gets exactly the lamports, the payer pays the fee', async () => {
    const t = await harness();
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1' });
    const { address: to } = await generateKeyPairSigner();
    const flow = createSendSolanaTransactionFlow(t.core);
    const done = await flow.commands.sendTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, SOL / 100n)]),
    });
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({ signature: done.signature, fees: 5000n });
    expect(await t.balance(to)).toBe(SOL / 100n);
    expect(await t.balance(t.payer)).toBe(SOL - SOL / 100n - 5000n);
  });

  it('with wallet UIs on, shows the decoded SPL transfer with its symbol, scan and prices, and sends only once approved', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1', usdc: '20' });
    const { address: to } = await generateKeyPairSigner();
    const flow = createSendSolanaTransactionFlow(t.core);
    const sending = flow.commands.sendTransaction({
      transaction: await t.transaction(await usdcTransfer(t.payer, to, 5_000_000n)),
    });
    const request = await t.nextRequest();
    expect(request.kind).toBe('send-solana-transaction');
    expect(request.preview.instructions).toEqual([
      expect.objectContaining({ type: 'ata-creation', owner: to, mint: USDC }),
      expect.objectContaining({
        type: 'spl-transfer',
        amount: expect.objectContaining({
          value: 5_000_000n,
          usd: 5,
          asset: expect.objectContaining({ symbol: 'USDC', decimals: 6 }),
        }),
      }),
    ]);
    expect(request.preview.hasFunds).toBe(true);
    expect(request.preview.scan).toMatchObject({
      verdict: 'benign',
      changes: expect.arrayContaining([
        { direction: 'out', amount: expect.objectContaining({ value: 5_000_000n, usd: 5 }) },
      ]),
    });
    expect(await t.usdcOf(to)).toBe(0n);
    const receipt = await request.approve();
    expect((await sending).result?.signature).toBe(receipt.signature);
    expect(await t.usdcOf(to)).toBe(5_000_000n);
    expect(await t.usdcOf(t.payer)).toBe(15_000_000n);
  });

  it('a rejected request sends nothing', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1' });
    const { address: to } = await generateKeyPairSigner();
    const sending = createSendSolanaTransactionFlow(t.core).commands.sendTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, SOL / 10n)]),
    });
    (await t.nextRequest()).reject();
    expect((await sending).error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);
    expect(await t.balance(to)).toBe(0n);
    expect(await t.balance(t.payer)).toBe(SOL);
  });

  it('more than the balance: the spec copy, and nothing lands', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '0.5' });
    const { address: to } = await generateKeyPairSigner();
    const sending = createSendSolanaTransactionFlow(t.core).commands.sendTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, SOL)]),
    });
    const request = await t.nextRequest();
    expect(request.preview.hasFunds).toBe(false);
    await expect(request.approve()).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE });
    request.reject();
    expect((await sending).error?.code).toBeDefined();
    expect(await t.balance(to)).toBe(0n);
  });

  it("'Add funds' while the confirmation shows: recheckFunds prepares it again, and approving then sends", async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '0.5' });
    const { address: to } = await generateKeyPairSigner();
    const sending = createSendSolanaTransactionFlow(t.core).commands.sendTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, SOL)]),
    });
    const request = await t.nextRequest();
    expect(request.preview.hasFunds).toBe(false);
    expect(await request.recheckFunds?.()).toBe(false);
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1' });
    expect(await request.recheckFunds?.()).toBe(true);
    await request.approve();
    expect((await sending).status).toBe('done');
    expect(await t.balance(to)).toBe(SOL);
  });

  it('a stale blockhash is replaced before it is shown (the transaction still lands)', async () => {
    const t = await harness();
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1' });
    const { address: to } = await generateKeyPairSigner();
    const { value: old } = await t.rpc.getLatestBlockhash().send();
    await emulator.chains.increaseTime(120);
    const done = await createSendSolanaTransactionFlow(t.core).commands.sendTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, 1_000_000n)], old.blockhash),
    });
    expect(done.error).toBeNull();
    expect(await t.balance(to)).toBe(1_000_000n);
  });

  it('useSolanaSignTransaction signs without sending: the app sends it, and it lands', async () => {
    const t = await harness();
    await emulator.chains.fund(t.payer, { chainId: 'solana', native: '1' });
    const { address: to } = await generateKeyPairSigner();
    const done = await createSolanaSignTransactionFlow(t.core).commands.signTransaction({
      transaction: await t.transaction([solTransfer(t.payer, to, SOL / 20n)]),
    });
    expect(done.error).toBeNull();
    expect(await t.balance(to)).toBe(0n);
    const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(done.result!.signedTransaction));
    const signature = await t.rpc.sendTransaction(wire, { encoding: 'base64' }).send();
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await t.balance(to)).toBe(SOL / 20n);
  });
});
