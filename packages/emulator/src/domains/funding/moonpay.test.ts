import { routeDomains } from '@foyer/headless/contract';
import { generateKeyPairSigner } from '@solana/kit';
import { parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorFundingServices, FUNDING_ACCOUNT } from '../../chains/public.ts';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { chainReader, fundingUser } from '../../test/funding.ts';
import { call } from '../../test/support.ts';

const routes = routeDomains.funding;
let emulator: Emulator;
let read: ReturnType<typeof chainReader>;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  read = chainReader(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const evmAddress = () => privateKeyToAccount(generatePrivateKey()).address;

async function sign(currencyCode: string, address: string, amount: number, options: { useSandbox?: boolean } = {}) {
  const { token } = await fundingUser(emulator);
  const res = await call(emulator, routes.moonpaySign, {
    body: { address, config: { currencyCode, quoteCurrencyAmount: amount }, ...options },
    token,
  });
  return res;
}

async function signed(currencyCode: string, address: string, amount: number, options: { useSandbox?: boolean } = {}) {
  const res = await sign(currencyCode, address, amount, options);
  expect(res.status).toBe(200);
  return res.data;
}

/** The status API as the kit polls it (from the app's page). */
async function status(id: string, apiKey = 'pk_live_foyer', origin = 'http://localhost:5173') {
  const { moonpayApiUrl } = emulatorFundingServices(emulator.url);
  const res = await fetch(`${moonpayApiUrl}/v1/transactions/ext/${encodeURIComponent(id)}?apiKey=${apiKey}`, {
    headers: { origin },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as never as Record<string, unknown>[] };
}

const submit = (url: string, outcome: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ outcome }), headers: { origin: new URL(url).origin } });

describe('the card on-ramp (Moonpay stand-in)', () => {
  it('pays ETH on 31337 when a scripted approval meets the page: waitingAuthorization, then completed with the transfer', async () => {
    const address = evmAddress();
    const { signedUrl, externalTransactionId } = await signed('eth', address, 0.05);
    expect(signedUrl).toMatch(new RegExp(`^${emulator.url}/services/moonpay/buy\\?apiKey=pk_live_foyer&`));
    const url = new URL(signedUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      walletAddress: address,
      currencyCode: 'eth',
      quoteCurrencyAmount: '0.05',
      externalTransactionId,
      theme: 'light',
      signature: expect.any(String),
    });
    expect((await status(externalTransactionId)).status).toBe(404);

    emulator.funding.next({ provider: 'moonpay', outcome: 'approve' });
    const page = await fetch(signedUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You can close this window');
    expect(await read.balance(31337, address)).toBe(parseEther('0.05'));

    const first = await status(externalTransactionId);
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(first.body).toEqual([
      expect.objectContaining({
        externalTransactionId,
        status: 'waitingAuthorization',
        paymentMethod: 'credit_debit_card',
        currency: { code: 'eth' },
        baseCurrencyAmount: 150,
        quoteCurrencyAmount: 0.05,
        feeAmount: 6.75,
        walletAddress: address,
        cryptoTransactionId: null,
      }),
    ]);
    const [completed] = (await status(externalTransactionId)).body;
    expect(completed).toMatchObject({
      status: 'completed',
      cryptoTransactionId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const tx = await read.evm(31337).getTransaction({ hash: completed?.cryptoTransactionId as `0x${string}` });
    expect(tx.from.toLowerCase()).toBe(FUNDING_ACCOUNT.evm.toLowerCase());
    expect(tx.to?.toLowerCase()).toBe(address.toLowerCase());
  });

  it('pays USDC on 31337 and on Base (31338), and SOL and USDC on Solana', async () => {
    const evm = evmAddress();
    const { address: sol } = await generateKeyPairSigner();
    const cases = [
      ['usdc', evm, 12.5, 31337, 'usdc', parseUnits('12.5', 6)],
      ['eth_base', evm, 0.01, 31338, 'native', parseEther('0.01')],
      ['usdc_base', evm, 3, 31338, 'usdc', parseUnits('3', 6)],
      ['sol', sol, 0.5, 'solana', 'native', 500_000_000n],
      ['usdc_sol', sol, 7.25, 'solana', 'usdc', 7_250_000n],
    ] as const;
    for (const [code, address, amount, chain, asset, expected] of cases) {
      const { signedUrl, externalTransactionId } = await signed(code, address, amount);
      emulator.funding.next({ provider: 'moonpay', outcome: 'approve' });
      expect((await fetch(signedUrl)).status).toBe(200);
      expect(await read.balance(chain, address, asset), code).toBe(expected);
      expect((await status(externalTransactionId)).body[0]).toMatchObject({ currency: { code } });
    }
  });

  it('shows the order on a page with Pay, Decline and Leave pending, under a strict policy; Decline fails the payment and pays nothing', async () => {
    const address = evmAddress();
    const { signedUrl, externalTransactionId } = await signed('usdc', address, 20);
    const page = await fetch(signedUrl);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).not.toContain('<script');
    for (const text of [
      'Buy 20 USDC',
      address,
      'Foyer Local (31337, as Ethereum)',
      '>Pay<',
      '>Decline<',
      '>Leave pending<',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(
      `action="${new URL(signedUrl).pathname}${new URL(signedUrl).search.replaceAll('&', '&amp;')}"`,
    );

    const declined = await submit(signedUrl, 'decline');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('You can close this window');
    expect((await status(externalTransactionId)).body[0]).toMatchObject({
      status: 'failed',
      cryptoTransactionId: null,
    });
    expect(await read.balance(31337, address, 'usdc')).toBe(0n);
    expect((await submit(signedUrl, 'approve')).status).toBe(400); // submitted already
    expect(await read.balance(31337, address, 'usdc')).toBe(0n);
  });

  it('leaves a payment pending until the test settles it; completion pays it', async () => {
    const address = evmAddress();
    const { signedUrl, externalTransactionId } = await signed('eth', address, 0.2);
    expect((await submit(signedUrl, 'pending')).status).toBe(200);
    expect((await status(externalTransactionId)).body[0]).toMatchObject({ status: 'pending' });
    expect(await read.balance(31337, address)).toBe(0n);
    expect(emulator.funding.payments()).toEqual([
      expect.objectContaining({
        provider: 'moonpay',
        id: externalTransactionId,
        address,
        currency: 'eth',
        amount: '0.2',
        status: 'pending',
      }),
    ]);

    await emulator.funding.settle(externalTransactionId, 'completed');
    expect(await read.balance(31337, address)).toBe(parseEther('0.2'));
    expect((await status(externalTransactionId)).body[0]).toMatchObject({ status: 'waitingAuthorization' });
    expect((await status(externalTransactionId)).body[0]).toMatchObject({ status: 'completed' });
    await expect(emulator.funding.settle(externalTransactionId, 'failed')).rejects.toThrow('is completed already');
  });

  it('refuses a forged or changed link with a 403 page, and pays nothing', async () => {
    const address = evmAddress();
    const { signedUrl, externalTransactionId } = await signed('eth', address, 0.01);
    emulator.funding.next({ provider: 'moonpay', outcome: 'approve' });
    const more = signedUrl.replace('quoteCurrencyAmount=0.01', 'quoteCurrencyAmount=10');
    const unsigned = signedUrl.slice(0, signedUrl.indexOf('&signature='));
    const otherKey = `${unsigned}&signature=${encodeURIComponent(btoa('x'.repeat(32)))}`;
    for (const url of [more, unsigned, otherKey]) {
      const page = await fetch(url);
      expect(page.status).toBe(403);
      expect(await page.text()).toBe('This payment link is not signed by the emulator, or was changed.');
      expect((await submit(url, 'approve')).status).toBe(403);
    }
    expect(await read.balance(31337, address)).toBe(0n);
    expect((await status(externalTransactionId)).status).toBe(404);
  });

  it('answers its status API with the keys only: 401 without a known key, 404 with the other environment’s', async () => {
    const { signedUrl, externalTransactionId } = await signed('eth', evmAddress(), 0.01, { useSandbox: true });
    expect(new URL(signedUrl).searchParams.get('apiKey')).toBe('pk_test_foyer');
    await submit(signedUrl, 'pending');
    expect(await status(externalTransactionId, 'pk_test_foyer')).toMatchObject({ status: 200 });
    expect(await status(externalTransactionId, 'pk_live_foyer')).toMatchObject({ status: 404 });
    expect(await status(externalTransactionId, 'pk_test_someone_else')).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    expect(await status('moonpay_unknown', 'pk_test_foyer')).toMatchObject({ status: 404 });
  });

  it('answers its status API to the payment’s app origins only', async () => {
    emulator.seed({ apps: [{ id: 'shop-app', allowed_domains: ['https://shop.example'] }] });
    const { token } = await fundingUser(emulator, 'shop-app');
    const res = await call(emulator, routes.moonpaySign, {
      body: { address: evmAddress(), config: { currencyCode: 'eth', quoteCurrencyAmount: 0.01 } },
      token,
      appId: 'shop-app',
    });
    await submit(res.data.signedUrl, 'pending');
    const id = res.data.externalTransactionId;
    const shop = await status(id, 'pk_live_foyer', 'https://shop.example');
    expect(shop.status).toBe(200);
    expect(shop.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    for (const origin of ['https://evil.example', 'http://localhost:5173']) {
      const refused = await fetch(`${emulator.url}/services/moonpay/v1/transactions/ext/${id}?apiKey=pk_live_foyer`, {
        headers: { origin },
      });
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('refuses a bad order with 400 saying why, and a caller without a session with 401', async () => {
    const address = evmAddress();
    expect((await sign('btc', address, 1)).error).toEqual({
      code: 'invalid_data',
      error:
        'Unsupported currency code "btc": the emulator\'s card stand-in sells eth, usdc, eth_base, usdc_base, sol, usdc_sol',
    });
    expect((await sign('eth', address, 0)).error.error).toBe(
      '`config.quoteCurrencyAmount`: The amount must be above 0',
    );
    expect((await sign('eth', address, -1)).status).toBe(400);
    expect((await sign('usdc', address, 0.0000001)).error.error).toBe(
      '`config.quoteCurrencyAmount`: USDC has 6 decimals: 0.0000001 has more',
    );
    expect((await sign('sol', address, 1)).error.error).toBe(`"${address}" is not an address of sol's chain`);
    const anonymous = await call(emulator, routes.moonpaySign, {
      body: { address, config: { currencyCode: 'eth', quoteCurrencyAmount: 1 } },
    });
    expect(anonymous.status).toBe(401);
    expect(emulator.funding.payments()).toEqual([]);
  });

  it('is driven over HTTP by the client, scoped to an app; reset() forgets the payments', async () => {
    const client = createEmulatorClient(emulator.url).forApp('foyer-demo-app-0000000001');
    const address = evmAddress();
    const { signedUrl, externalTransactionId } = await signed('eth', address, 0.03);
    await client.funding.next({ provider: 'moonpay', outcome: 'pending' });
    await fetch(signedUrl);
    expect(await client.funding.payments()).toEqual([
      expect.objectContaining({ id: externalTransactionId, status: 'pending' }),
    ]);
    expect(await createEmulatorClient(emulator.url).forApp('another-app').funding.payments()).toEqual([]);
    await expect(
      createEmulatorClient(emulator.url).forApp('another-app').funding.settle(externalTransactionId, 'completed'),
    ).rejects.toMatchObject({ status: 400 });
    await client.funding.settle(externalTransactionId, 'completed');
    expect(await read.balance(31337, address)).toBe(parseEther('0.03'));
    await expect(client.funding.next({ provider: 'paypal' as never, outcome: 'approve' })).rejects.toMatchObject({
      status: 400,
    });
    emulator.reset();
    expect(emulator.funding.payments()).toEqual([]);
  });
});
