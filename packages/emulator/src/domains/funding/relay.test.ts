import { RELAY_NATIVE_CURRENCY, RELAY_SOLANA_CHAIN_ID, type WireRelayQuote } from '@foyer/headless/contract';
import { generateKeyPairSigner } from '@solana/kit';
import { createWalletClient, type Hex, http, parseEther, parseGwei } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_TOKENS, emulatorEvmChains, emulatorFundingServices, FUNDING_ACCOUNT } from '../../chains/public.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { chainReader } from '../../test/funding.ts';

let emulator: Emulator;
let read: ReturnType<typeof chainReader>;
let relayUrl: string;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  read = chainReader(emulator);
  relayUrl = emulatorFundingServices(emulator.url).relayApiUrl;
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const APP_ORIGIN = 'http://localhost:5173';
const FEES = parseGwei('20000') + parseGwei('100000');

/** A test account with 1 ETH on `chainId`, and its wallet there. */
async function fundedUser(chainId: 31337 | 31338) {
  const account = privateKeyToAccount(generatePrivateKey());
  await emulator.chains.fund(account.address, { chainId, native: '1' });
  const chain = emulatorEvmChains(emulator.url)[chainId === 31337 ? 0 : 1];
  return { account, wallet: createWalletClient({ account, chain, transport: http() }) };
}

async function quote(body: Record<string, unknown>) {
  const res = await fetch(`${relayUrl}/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({ tradeType: 'EXPECTED_OUTPUT', ...body }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as WireRelayQuote & { message?: string },
  };
}

async function requests(hash: string) {
  const res = await fetch(`${relayUrl}/requests/v2?hash=${hash}`, { headers: { origin: APP_ORIGIN } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    requests: { id: string; status: string; data: { inTxs: unknown[]; outTxs: { hash: string; chainId: number }[] } }[];
  };
}

/** Sends the quote's deposit from the user's wallet; its hash and the gas it cost. */
async function deposit(user: Awaited<ReturnType<typeof fundedUser>>, body: WireRelayQuote) {
  const data = body.steps[0]?.items[0]?.data;
  if (!data) throw new Error('The quote has no transaction');
  const hash = await user.wallet.sendTransaction({
    to: data.to as Hex,
    value: BigInt(data.value),
    data: data.data as Hex,
  });
  const receipt = await read.evm(data.chainId).waitForTransactionReceipt({ hash });
  return { hash, gas: receipt.gasUsed * receipt.effectiveGasPrice, value: BigInt(data.value) };
}

describe('the bridge (Relay stand-in)', () => {
  it('quotes ETH on 31338 for ETH on 31337, and its relayer fills the deposit: pending, then success with the fill', async () => {
    const user = await fundedUser(31338);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const quoted = await quote({
      user: user.account.address,
      recipient,
      originChainId: 31338,
      destinationChainId: 31337,
      originCurrency: RELAY_NATIVE_CURRENCY.evm,
      destinationCurrency: RELAY_NATIVE_CURRENCY.evm,
      amount: parseEther('0.1').toString(),
    });
    expect(quoted.status).toBe(200);
    expect(quoted.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const step = quoted.body.steps[0]?.items[0]?.data;
    expect(step).toEqual({
      from: user.account.address,
      to: FUNDING_ACCOUNT.evm,
      value: (parseEther('0.1') + FEES).toString(),
      chainId: 31338,
      data: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(quoted.body.details).toMatchObject({
      currencyIn: { amount: step?.value, currency: { chainId: 31338, symbol: 'ETH', decimals: 18 } },
      currencyOut: { amount: parseEther('0.1').toString(), currency: { chainId: 31337, symbol: 'ETH' } },
    });

    const { hash } = await deposit(user, quoted.body);
    const first = await requests(hash);
    expect(first.requests).toEqual([
      { id: step?.data, status: 'pending', data: { inTxs: [{ hash, chainId: 31338 }], outTxs: [] } },
    ]);
    const [done] = (await requests(hash)).requests;
    expect(done).toMatchObject({ status: 'success', data: { outTxs: [{ chainId: 31337, hash: expect.any(String) }] } });
    expect(await read.balance(31337, recipient)).toBe(parseEther('0.1'));
    const fill = await read.evm(31337).getTransaction({ hash: done?.data.outTxs[0]?.hash as Hex });
    expect(fill.from.toLowerCase()).toBe(FUNDING_ACCOUNT.evm.toLowerCase());
    expect(emulator.funding.bridge.requests()).toEqual([expect.objectContaining({ deposit: hash, status: 'success' })]);
  });

  it('bridges ETH on 31337 to SOL and to USDC on Solana, at the fixed prices (ETH 3000, SOL 150)', async () => {
    const user = await fundedUser(31337);
    const { address: recipient } = await generateKeyPairSigner();
    const sol = await quote({
      user: user.account.address,
      recipient,
      originChainId: 31337,
      destinationChainId: RELAY_SOLANA_CHAIN_ID,
      destinationCurrency: RELAY_NATIVE_CURRENCY.solana,
      amount: '500000000',
    });
    expect(sol.body.steps[0]?.items[0]?.data.value).toBe((parseEther('0.025') + FEES).toString());
    const usdc = await quote({
      user: user.account.address,
      recipient,
      originChainId: 31337,
      destinationChainId: RELAY_SOLANA_CHAIN_ID,
      destinationCurrency: EMULATOR_TOKENS.solanaUsdcMint,
      amount: '30000000',
    });
    expect(usdc.body.steps[0]?.items[0]?.data.value).toBe((parseEther('0.01') + FEES).toString());
    for (const body of [sol.body, usdc.body]) {
      const { hash } = await deposit(user, body);
      expect((await requests(hash)).requests[0]?.status).toBe('pending');
      expect((await requests(hash)).requests[0]).toMatchObject({
        status: 'success',
        data: { outTxs: [{ chainId: RELAY_SOLANA_CHAIN_ID }] },
      });
    }
    expect(await read.balance('solana', recipient)).toBe(500_000_000n);
    expect(await read.balance('solana', recipient, 'usdc')).toBe(30_000_000n);
  });

  it('refunds a deposit when scripted (the user’s ETH back, but the gas), or keeps it on a failure', async () => {
    const user = await fundedUser(31338);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const body = {
      user: user.account.address,
      recipient,
      originChainId: 31338,
      destinationChainId: 31337,
      amount: parseEther('0.2').toString(),
    };
    emulator.funding.bridge.next({ outcome: 'refund' });
    const refunded = await deposit(user, (await quote(body)).body);
    expect((await requests(refunded.hash)).requests[0]?.status).toBe('pending');
    expect((await requests(refunded.hash)).requests[0]).toMatchObject({
      status: 'refund',
      data: { outTxs: [{ chainId: 31338 }] },
    });
    expect(await read.balance(31338, user.account.address)).toBe(parseEther('1') - refunded.gas);
    // The 'refund status' page: the status, the deposit and the refund.
    const [refund] = (await requests(refunded.hash)).requests[0]?.data.outTxs ?? [];
    const page = await fetch(`${emulatorFundingServices(emulator.url).relayExplorerUrl}/${refunded.hash}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Bridge request: refund');
    expect(html).toContain(refunded.hash);
    expect(html).toContain(refund?.hash);

    emulator.funding.bridge.next({ outcome: 'failure' });
    const kept = await deposit(user, (await quote(body)).body);
    await requests(kept.hash);
    expect((await requests(kept.hash)).requests[0]).toMatchObject({ status: 'failure', data: { outTxs: [] } });
    expect(await read.balance(31338, user.account.address)).toBe(
      parseEther('1') - refunded.gas - kept.value - kept.gas,
    );
    expect(await read.balance(31337, recipient)).toBe(0n);
  });

  it('refunds a second deposit of a used quote, and knows no request for other transactions', async () => {
    const user = await fundedUser(31337);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const quoted = await quote({
      user: user.account.address,
      recipient,
      originChainId: 31337,
      destinationChainId: 31338,
      amount: parseEther('0.01').toString(),
    });
    const first = await deposit(user, quoted.body);
    await requests(first.hash);
    const again = await deposit(user, quoted.body);
    await requests(again.hash);
    expect((await requests(again.hash)).requests[0]?.status).toBe('refund');
    expect(await read.balance(31338, recipient)).toBe(parseEther('0.01'));

    const plain = await user.wallet.sendTransaction({ to: FUNDING_ACCOUNT.evm, value: 1n });
    expect(await requests(plain)).toEqual({ requests: [] });
    expect(await requests(`0x${'ab'.repeat(32)}`)).toEqual({ requests: [] });
    expect(await requests('not-a-hash')).toEqual({ requests: [] });
  });

  it('refuses an unknown chain, a currency it does not bridge, an amount of 0 and a bad recipient with { message }', async () => {
    const user = privateKeyToAccount(generatePrivateKey()).address;
    const body = { user, recipient: user, originChainId: 31337, destinationChainId: 31338, amount: '1000' };
    const refused = async (changes: Record<string, unknown>) => {
      const res = await quote({ ...body, ...changes });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refused({ originChainId: 1 })).toBe('Unsupported origin chain 1');
    expect(await refused({ originChainId: RELAY_SOLANA_CHAIN_ID })).toBe(
      `Unsupported origin chain ${RELAY_SOLANA_CHAIN_ID}`,
    );
    expect(await refused({ destinationChainId: 10 })).toBe('Unsupported destination chain 10');
    expect(await refused({ originCurrency: EMULATOR_TOKENS.usdc })).toContain('Unsupported origin currency');
    expect(await refused({ destinationCurrency: EMULATOR_TOKENS.nft721 })).toContain(
      'Unsupported destination currency',
    );
    expect(await refused({ amount: '0' })).toContain('Invalid amount');
    expect(await refused({ amount: '-5' })).toContain('Invalid amount');
    expect(await refused({ recipient: 'nope' })).toBe('Invalid address');
    expect(await refused({ destinationChainId: RELAY_SOLANA_CHAIN_ID })).toBe('Invalid address');
    expect(await refused({ tradeType: 'EXACT_INPUT' })).toBe('`tradeType` must be EXPECTED_OUTPUT');
  });

  it('answers the pages of an app’s origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      fetch(`${relayUrl}/quote`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(APP_ORIGIN)).status).toBe(204);
    expect((await preflight('https://evil.example')).status).toBe(403);
    const status = await fetch(`${relayUrl}/requests/v2?hash=0x00`, { headers: { origin: 'https://evil.example' } });
    expect(status.status).toBe(403);
    expect(status.headers.get('access-control-allow-origin')).toBeNull();
  });
});
