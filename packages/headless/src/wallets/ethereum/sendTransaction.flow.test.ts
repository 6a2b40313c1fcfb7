import { createEmulator, type Emulator } from '@foyer/emulator';
import { EMULATOR_TOKENS, emulatorEvmChains } from '@foyer/emulator/chains';
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from 'wagmi';
import { getAccount, sendTransaction } from 'wagmi/actions';
import { DEMO_APP_ID } from '../../../../../test/support/testCore.ts';
import { setupWalletRuntime } from '../../../../../test/support/walletOperations.ts';
import type { AppConfig } from '../../core/config/types.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { appConfigAtom, readyAtom, userAtom } from '../../core/store/atoms.ts';
import { createEip1193Provider } from '../../ethereum/eip1193Provider.ts';
import { connectEmbeddedWallet } from '../../wagmi/connectEmbeddedWallet.ts';
import { embeddedWallet } from '../../wagmi/embeddedWallet.ts';
import { embeddedWallets, walletsOfChain } from '../embedded/selectors.ts';
import { embeddedWalletSigner } from '../embedded/signer.ts';
import {
  createSendTransactionFlow,
  createSendTransactionsFlow,
  createSignTransactionFlow,
} from '../embedded/signing.flow.ts';
import { embeddedWalletSource } from '../embedded/walletSource.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from '../embedded/walletUi.ts';
import type { WalletUiRequest } from '../types.ts';

/**
 * Sending on a real local chain (the emulator's EDR chain), with the real send operation and a
 * wallet iframe double holding real keys: balances and nonces are read back from the chain.
 */

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());

const erc20 = (functionName: 'transfer' | 'approve', args: [Hex, bigint]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args });

async function harness({ showWalletUIs = false } = {}) {
  const chains = emulatorEvmChains(emulator.url);
  const t = setupWalletRuntime({ showWalletUIs, solana: 'off' as never, provider: emulator.url });
  await t.wallets.createRequiredWallets();
  t.core.store.set(appConfigAtom, { ...(t.core.store.get(appConfigAtom) as AppConfig), chains });
  t.core.store.set(readyAtom, true);
  if (showWalletUIs) t.core.store.set(walletUiMountsAtom, 1);
  const wallet = walletsOfChain(embeddedWallets(t.core.store.get(userAtom)), 'ethereum')[0]!;
  const chain = chains[0]!;
  const publicClient = createPublicClient({ chain, transport: http() });
  // Every request the confirmation shows, in order; `nextRequest` hands them out one by one.
  const requests: WalletUiRequest[] = [];
  t.core.store.sub(walletUiRequestAtom, () => {
    const request = t.core.store.get(walletUiRequestAtom);
    if (request && !requests.includes(request)) requests.push(request);
  });
  let handedOut = 0;
  const nextRequest = async () => {
    while (requests.length <= handedOut) await new Promise((resolve) => setTimeout(resolve, 5));
    return requests[handedOut++] as WalletUiRequest<'send-transaction'>;
  };
  const nonce = () => publicClient.getTransactionCount({ address: wallet.address });
  return { ...t, wallet, chain, chains, publicClient, nextRequest, nonce };
}

const recipient = () => privateKeyToAccount(generatePrivateKey()).address;

describe('sendTransaction on a local chain', () => {
  it('fills in nonce, gas and fees, signs, broadcasts and resolves the receipt; the recipient gets exactly the value', async () => {
    const t = await harness();
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const to = recipient();
    const flow = createSendTransactionFlow(t.core);
    // The hash is in the state as soon as the chain takes the transaction, before its receipt.
    const hashesWhileSending: (string | null)[] = [];
    flow.subscribe(() => {
      const snapshot = flow.getSnapshot();
      if (snapshot.status === 'signing') hashesWhileSending.push(snapshot.hash);
    });
    const started = performance.now();
    const done = await flow.commands.sendTransaction({ to, value: parseEther('0.01') });
    const elapsed = performance.now() - started;
    expect(done.status).toBe('done');
    expect(hashesWhileSending).toEqual([null, done.result?.hash]);
    expect(done.hash).toBe(done.result?.hash);
    expect(done.result).toMatchObject({ status: 'success', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await t.publicClient.getBalance({ address: to })).toBe(parseEther('0.01'));
    const tx = await t.publicClient.getTransaction({ hash: done.result!.hash });
    expect(tx.from.toLowerCase()).toBe(t.wallet.address.toLowerCase());
    expect(tx.type).toBe('eip1559');
    // Issue 21 §5's 150 ms is `npm run bench`'s to measure; here only that nothing stalls on a loaded machine.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('with wallet UIs on, shows the decoded ERC-20 transfer with its fees, and sends only once approved', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '0.1', usdc: '100' });
    const to = recipient();
    const flow = createSendTransactionFlow(t.core);
    const sending = flow.commands.sendTransaction({
      to: EMULATOR_TOKENS.usdc,
      data: erc20('transfer', [to, parseUnits('50', 6)]),
    });
    const request = await t.nextRequest();
    expect(request.kind).toBe('send-transaction');
    expect(request.preview.action).toMatchObject({
      type: 'transfer',
      to,
      amount: { value: parseUnits('50', 6), asset: { kind: 'erc20', symbol: 'USDC', decimals: 6 } },
    });
    expect(request.preview.transaction).toMatchObject({
      chainId: 31337,
      chainName: 'Foyer Local',
      nonce: await t.nonce(),
    });
    expect(request.preview.fee.value).toBe(request.preview.transaction.gas * request.preview.transaction.maxFeePerGas);
    expect(request.preview.hasFunds).toBe(true);
    // Priced (the emulator's token_price: USDC 1, ETH 3000) and scanned on the chain before it is shown.
    expect(request.preview.action).toMatchObject({ amount: { usd: 50 } });
    expect(request.preview.fee.usd).toBeCloseTo((Number(request.preview.fee.value) / 1e18) * 3000, 6);
    expect(request.preview.scan).toEqual({
      verdict: 'benign',
      warnings: [],
      changes: [
        {
          direction: 'out',
          amount: {
            asset: { kind: 'erc20', address: EMULATOR_TOKENS.usdc, symbol: 'USDC', decimals: 6 },
            value: parseUnits('50', 6),
            usd: 50,
          },
        },
      ],
      simulationError: null,
    });
    const nonceBefore = await t.nonce();
    const receipt = await request.approve();
    expect(receipt.status).toBe('success');
    expect((await sending).result?.hash).toBe(receipt.hash);
    expect(await t.nonce()).toBe(nonceBefore + 1);
    expect(
      await t.publicClient.readContract({
        address: EMULATOR_TOKENS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(parseUnits('50', 6));
  });

  it('decodes an unlimited approval as Maximum, scanned as a warning; a deny-listed spender is malicious', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '0.1' });
    const spender = recipient();
    const flow = createSendTransactionFlow(t.core);
    const approve = () =>
      flow.commands.sendTransaction({ to: EMULATOR_TOKENS.usdc, data: erc20('approve', [spender, maxUint256]) });
    const sending = approve();
    const request = await t.nextRequest();
    expect(request.preview.action).toMatchObject({ type: 'approve', spender, unlimited: true });
    expect(request.preview.scan).toMatchObject({
      verdict: 'warning',
      warnings: [expect.objectContaining({ code: 'UNLIMITED_APPROVAL' })],
    });
    request.reject();
    expect((await sending).error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);

    emulator.forApp(DEMO_APP_ID).chains.denyList([spender]);
    const listed = approve();
    const again = await t.nextRequest();
    expect(again.preview.scan).toMatchObject({
      verdict: 'malicious',
      warnings: expect.arrayContaining([expect.objectContaining({ code: 'DENY_LISTED' })]),
    });
    again.reject();
    expect((await listed).error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);
    emulator.forApp(DEMO_APP_ID).chains.denyList([]);
  });

  it('a rejected request sends nothing: the nonce stays', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const nonce = await t.nonce();
    const flow = createSendTransactionFlow(t.core);
    const sending = flow.commands.sendTransaction({ to: recipient(), value: parseEther('0.01') });
    (await t.nextRequest()).reject();
    const done = await sending;
    expect(done.status).toBe('error');
    expect(done.error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);
    expect(await t.nonce()).toBe(nonce);
  });

  it('more than the balance fails with insufficient_balance and sends nothing; with wallet UIs on, the screen knows there are no funds', async () => {
    const headless = await harness();
    await emulator.chains.fund(headless.wallet.address, { native: '0.01' });
    const done = await createSendTransactionFlow(headless.core).commands.sendTransaction({
      to: recipient(),
      value: parseEther('5'),
    });
    expect(done.error?.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await headless.nonce()).toBe(0);

    const shown = await harness({ showWalletUIs: true });
    await emulator.chains.fund(shown.wallet.address, { native: '0.01' });
    const sending = createSendTransactionFlow(shown.core).commands.sendTransaction({
      to: recipient(),
      value: parseEther('5'),
    });
    const request = await shown.nextRequest();
    expect(request.preview).toMatchObject({ hasFunds: false, balance: parseEther('0.01') });
    await expect(request.approve()).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE });
    request.reject();
    expect((await sending).error?.code).toBe(ErrorCode.USER_REJECTED_REQUEST);
    expect(await shown.nonce()).toBe(0);
  });

  it("'Add funds' while the confirmation shows: recheckFunds reads the new balance, and approving then sends", async () => {
    const shown = await harness({ showWalletUIs: true });
    await emulator.chains.fund(shown.wallet.address, { native: '0.01' });
    const to = recipient();
    const sending = createSendTransactionFlow(shown.core).commands.sendTransaction({ to, value: parseEther('1') });
    const request = await shown.nextRequest();
    expect(request.preview.hasFunds).toBe(false);
    expect(await request.recheckFunds?.()).toBe(false);
    await emulator.chains.fund(shown.wallet.address, { native: '2' });
    expect(await request.recheckFunds?.()).toBe(true);
    await request.approve();
    expect((await sending).status).toBe('done');
    expect(await shown.publicClient.getBalance({ address: to })).toBe(parseEther('1'));
  });

  it("a call that reverts fails before anyone is asked, with the contract's reason", async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '0.1' });
    const done = await createSendTransactionFlow(t.core).commands.sendTransaction({
      to: EMULATOR_TOKENS.usdc,
      data: erc20('transfer', [recipient(), parseUnits('1', 6)]),
    });
    expect(done.error?.code).toBe(ErrorCode.TRANSACTION_FAILURE);
    expect(done.error?.message).toContain('ERC20: transfer amount exceeds balance');
    expect(t.core.store.get(walletUiRequestAtom)).toBeNull();
  });

  it('refuses a chain the app does not have', async () => {
    const t = await harness();
    const done = await createSendTransactionFlow(t.core).commands.sendTransaction({
      to: recipient(),
      value: 1n,
      chainId: 1,
    });
    expect(done.error?.code).toBe(ErrorCode.UNSUPPORTED_CHAIN_ID);
  });

  it('several transactions: each confirmed in turn as (i / n), each sent', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const [a, b] = [recipient(), recipient()];
    const sending = createSendTransactionsFlow(t.core).commands.sendTransactions([
      { to: a, value: 1000n },
      { to: b, value: 2000n },
    ]);
    const first = await t.nextRequest();
    expect(first.preview.batch).toEqual({ index: 1, count: 2 });
    await first.approve();
    const second = await t.nextRequest();
    expect(second.preview.batch).toEqual({ index: 2, count: 2 });
    expect(second.preview.transaction.nonce).toBe(first.preview.transaction.nonce + 1);
    await second.approve();
    expect((await sending).result).toHaveLength(2);
    expect(await t.publicClient.getBalance({ address: a })).toBe(1000n);
    expect(await t.publicClient.getBalance({ address: b })).toBe(2000n);
  });

  it('eth_sendTransaction on the EIP-1193 provider, and viem over it, send through the same operation', async () => {
    const t = await harness();
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const provider = createEip1193Provider({
      wallet: t.wallet,
      signer: embeddedWalletSigner(t.core),
      chains: t.chains,
    });
    const to = recipient();
    const hash = (await provider.request({ method: 'eth_sendTransaction', params: [{ to, value: '0x3e8' }] })) as Hex;
    expect((await t.publicClient.getTransactionReceipt({ hash })).status).toBe('success');
    const client = createWalletClient({ account: t.wallet.address, chain: t.chain, transport: custom(provider) });
    await client.sendTransaction({ to, value: 500n });
    expect(await t.publicClient.getBalance({ address: to })).toBe(1500n);
  });

  it("wagmi's sendTransaction through the embedded wallet's connector sends through the same operation", async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const wagmi = createConfig({
      chains: t.chains,
      connectors: [embeddedWallet()],
      transports: { [t.chains[0].id]: http(), [t.chains[1].id]: http() },
      storage: null,
    });
    connectEmbeddedWallet(wagmi, {
      wallets: embeddedWalletSource(t.core, 'ethereum'),
      signer: embeddedWalletSigner(t.core),
    });
    await expect.poll(() => getAccount(wagmi).status).toBe('connected');
    const to = recipient();
    const sending = sendTransaction(wagmi, { to, value: 700n });
    const request = await t.nextRequest();
    expect(request.preview.action).toMatchObject({ type: 'native-transfer', to, amount: { value: 700n } });
    await request.approve();
    const hash = await sending;
    expect((await t.publicClient.getTransactionReceipt({ hash })).status).toBe('success');
    expect(await t.publicClient.getBalance({ address: to })).toBe(700n);
  });

  it('signTransaction fills in a transaction like a send and signs it without sending: broadcast later, it lands', async () => {
    const t = await harness();
    await emulator.chains.fund(t.wallet.address, { native: '1' });
    const to = recipient();
    const nonce = await t.nonce();
    const done = await createSignTransactionFlow(t.core).commands.signTransaction({ to, value: parseEther('0.02') });
    expect(done.error).toBeNull();
    const signed = done.result!.signature;
    // Signed, not sent: nothing on the chain until the app broadcasts it.
    expect(await t.nonce()).toBe(nonce);
    const hash = await t.publicClient.sendRawTransaction({ serializedTransaction: signed });
    expect((await t.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await t.publicClient.getBalance({ address: to })).toBe(parseEther('0.02'));
  });
});
