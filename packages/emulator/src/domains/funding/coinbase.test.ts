import { routeDomains } from '@foyer/headless/contract';
import { generateKeyPairSigner } from '@solana/kit';
import { parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorFundingServices } from '../../chains/public.ts';
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

/** A session for the user's addresses, and the exchange's page URL as the kit builds it. */
async function session(
  token: string,
  addresses: { address: string; blockchains: ('ethereum' | 'base' | 'solana')[] }[],
  page: { asset: string; network: string; amount?: string },
) {
  const res = await call(emulator, routes.coinbaseInit, { body: { addresses, assets: [page.asset] }, token });
  expect(res.status).toBe(200);
  const query = new URLSearchParams({
    sessionToken: res.data.session_token,
    partnerUserId: res.data.partner_user_id,
    defaultAsset: page.asset,
    defaultNetwork: page.network,
    ...(page.amount === undefined ? {} : { presetCryptoAmount: page.amount }),
  });
  return { ...res.data, url: `${emulatorFundingServices(emulator.url).coinbasePayUrl}/buy/select-asset?${query}` };
}

/** The status route as the kit polls it (its query carries the partner user id). */
async function status(token: string, partnerUserId: string) {
  const query = new URLSearchParams({ partnerUserId });
  const res = await fetch(`${emulator.url}${routes.coinbaseStatus.path}?${query}`, {
    headers: { 'privy-app-id': 'foyer-demo-app-0000000001', authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

const submit = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), headers: { origin: new URL(url).origin } });

describe('the exchange on-ramp (Coinbase stand-in)', () => {
  it('opens a session of the app; a scripted Buy on its page pays ETH on 31337, and the status says success', async () => {
    const { token } = await fundingUser(emulator);
    const address = evmAddress();
    const started = await session(token, [{ address, blockchains: ['ethereum', 'base'] }], {
      asset: 'ETH',
      network: 'ethereum',
      amount: '0.04',
    });
    expect(started).toMatchObject({
      app_id: 'foyer-demo-app-0000000001',
      session_token: expect.any(String),
      channel_id: expect.any(String),
      partner_user_id: expect.any(String),
    });
    expect(await status(token, started.partner_user_id)).toEqual({ status: 200, body: { status: 'pending' } });

    emulator.funding.next({ provider: 'coinbase', outcome: 'approve' });
    const page = await fetch(started.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You can close this window');
    expect(await read.balance(31337, address)).toBe(parseEther('0.04'));
    expect(await status(token, started.partner_user_id)).toEqual({ status: 200, body: { status: 'success' } });
    expect(emulator.funding.payments()).toEqual([
      expect.objectContaining({
        provider: 'coinbase',
        id: started.partner_user_id,
        address,
        currency: 'ETH on ethereum',
        amount: '0.04',
        status: 'completed',
        transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      }),
    ]);
    expect((await fetch(started.url)).status).toBe(400); // the session is used
  });

  it('pays USDC on Base (31338) and SOL on Solana to the session’s address on that network, from its page’s Buy', async () => {
    const { token } = await fundingUser(emulator);
    const evm = evmAddress();
    const { address: sol } = await generateKeyPairSigner();
    const addresses = [
      { address: evm, blockchains: ['ethereum', 'base'] as ('ethereum' | 'base' | 'solana')[] },
      { address: sol, blockchains: ['solana'] as ('ethereum' | 'base' | 'solana')[] },
    ];
    const base = await session(token, addresses, { asset: 'USDC', network: 'base', amount: '15' });
    const page = await fetch(base.url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).not.toContain('<script');
    for (const text of ['Buy USDC', evm, 'Foyer Local 2 (31338, as Base)', 'value="15"', '>Buy<', '>Cancel<']) {
      expect(html).toContain(text);
    }
    expect((await submit(base.url, { outcome: 'approve', amount: '0' })).status).toBe(400);
    const bought = await submit(base.url, { outcome: 'approve', amount: '16.5' });
    expect(bought.status).toBe(200);
    expect(await read.balance(31338, evm, 'usdc')).toBe(parseUnits('16.5', 6));
    expect(await status(token, base.partner_user_id)).toMatchObject({ body: { status: 'success' } });

    const solana = await session(token, addresses, { asset: 'SOL', network: 'solana', amount: '0.25' });
    emulator.funding.next({ provider: 'coinbase', outcome: 'approve' });
    expect((await fetch(solana.url)).status).toBe(200);
    expect(await read.balance('solana', sol)).toBe(250_000_000n);
  });

  it('Cancel fails the session and pays nothing; a pending one waits for the test to settle it', async () => {
    const { token } = await fundingUser(emulator);
    const address = evmAddress();
    const cancelled = await session(token, [{ address, blockchains: ['ethereum'] }], {
      asset: 'USDC',
      network: 'ethereum',
      amount: '5',
    });
    expect(await (await submit(cancelled.url, { outcome: 'decline', amount: '5' })).text()).toContain(
      'Purchase cancelled',
    );
    expect(await status(token, cancelled.partner_user_id)).toMatchObject({ body: { status: 'failure' } });
    expect(await read.balance(31337, address, 'usdc')).toBe(0n);

    const pending = await session(token, [{ address, blockchains: ['ethereum'] }], {
      asset: 'USDC',
      network: 'ethereum',
      amount: '5',
    });
    emulator.funding.next({ provider: 'coinbase', outcome: 'pending' });
    await fetch(pending.url);
    expect(await status(token, pending.partner_user_id)).toMatchObject({ body: { status: 'pending' } });
    await emulator.funding.settle(pending.partner_user_id, 'completed');
    expect(await status(token, pending.partner_user_id)).toMatchObject({ body: { status: 'success' } });
    expect(await read.balance(31337, address, 'usdc')).toBe(parseUnits('5', 6));
  });

  it('tells its user only about their own sessions', async () => {
    const ada = await fundingUser(emulator);
    const bob = await fundingUser(emulator);
    const started = await session(ada.token, [{ address: evmAddress(), blockchains: ['ethereum'] }], {
      asset: 'ETH',
      network: 'ethereum',
    });
    expect(await status(bob.token, started.partner_user_id)).toMatchObject({ status: 404 });
    expect(await status(ada.token, 'cbpartner_unknown')).toMatchObject({ status: 404 });
    const anonymous = await fetch(
      `${emulator.url}/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${started.partner_user_id}`,
      { headers: { 'privy-app-id': 'foyer-demo-app-0000000001' } },
    );
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad sessions and pages with 400', async () => {
    const { token } = await fundingUser(emulator);
    const init = (body: unknown) => call(emulator, routes.coinbaseInit, { body: body as never, token });
    expect((await init({ addresses: [] })).status).toBe(400);
    expect((await init({ addresses: [{ address: evmAddress(), blockchains: ['dogechain'] }] })).status).toBe(400);
    expect((await init({ addresses: [{ address: evmAddress(), blockchains: ['solana'] }] })).error.error).toContain(
      'is not an address of solana',
    );
    const address = evmAddress();
    const started = await session(token, [{ address, blockchains: ['ethereum'] }], {
      asset: 'ETH',
      network: 'ethereum',
    });
    const forged = started.url.replace(/sessionToken=[^&]+/, 'sessionToken=forged');
    expect(await (await fetch(forged)).text()).toBe('This Coinbase session is unknown or already used.');
    const page = (asset: string, network: string) =>
      fetch(
        started.url
          .replace('defaultAsset=ETH', `defaultAsset=${asset}`)
          .replace('defaultNetwork=ethereum', `defaultNetwork=${network}`),
      );
    expect((await page('SOL', 'ethereum')).status).toBe(400);
    expect(await (await page('USDC', 'base')).text()).toBe('No address of this session is on base.');
    expect((await page('BTC', 'bitcoin')).status).toBe(400);
    emulator.funding.next({ provider: 'coinbase', outcome: 'approve' });
    expect(await (await fetch(started.url)).text()).toContain('The amount: An amount is required');
    expect(await read.balance(31337, address)).toBe(0n);
  });
});
