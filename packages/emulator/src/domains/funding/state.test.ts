import { HEADER, routeDomains } from '@foyer/headless/contract';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorFundingServices } from '../../chains/public.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { createInProcessEmulator } from '../../inProcess.ts';
import { chainReader, fundingUser } from '../../test/funding.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';

const routes = routeDomains.funding;
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const evmAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const order = (address: string) => ({ address, config: { currencyCode: 'eth', quoteCurrencyAmount: 0.5 } });

describe('the funding stand-ins’ state', () => {
  it('travels in the exported state: another instance answers the payment’s link and status, and settles it', async () => {
    const { token } = await fundingUser(emulator);
    const address = evmAddress();
    const { data } = await call(emulator, routes.moonpaySign, { body: order(address), token });
    const state = emulator.exportState();

    const other = await createEmulator({ port: 0 });
    try {
      await other.importState(state);
      const link = data.signedUrl.replace(emulator.url, other.url);
      expect(
        await (await fetch(link, { method: 'POST', body: new URLSearchParams({ outcome: 'pending' }) })).text(),
      ).toContain('Payment pending');
      await other.funding.settle(data.externalTransactionId, 'completed');
      const { moonpayApiUrl } = emulatorFundingServices(other.url);
      const res = await fetch(
        `${moonpayApiUrl}/v1/transactions/ext/${data.externalTransactionId}?apiKey=pk_live_foyer`,
      );
      expect(await res.json()).toEqual([expect.objectContaining({ status: 'waitingAuthorization' })]);
      expect(await chainReader(other).balance(31337, address)).toBe(parseEther('0.5'));
    } finally {
      await other.close();
    }
  });

  it('is listed on the developer page: payments and bridge requests', async () => {
    const { token } = await fundingUser(emulator);
    const address = evmAddress();
    const { data } = await call(emulator, routes.moonpaySign, { body: order(address), token });
    const html = await (await fetch(`${emulator.url}/__emulator/`)).text();
    expect(html).toContain('<h2>On-ramp payments</h2>');
    expect(html).toContain('<h2>Bridge requests</h2>');
    expect(html).toContain(data.externalTransactionId);
    expect(html).toContain(address);
    expect(html).toContain('No bridge requests.');
  });

  it('forgets an app’s payments and scripted pages with forApp(appId).reset(), and no other app’s', async () => {
    emulator.seed({ apps: [{ id: 'other-app' }] });
    const mine = await fundingUser(emulator);
    const theirs = await fundingUser(emulator, 'other-app');
    await call(emulator, routes.moonpaySign, { body: order(evmAddress()), token: mine.token });
    await call(emulator, routes.moonpaySign, { body: order(evmAddress()), token: theirs.token, appId: 'other-app' });
    emulator.forApp('other-app').funding.next({ provider: 'moonpay', outcome: 'approve' });
    emulator.forApp('other-app').reset();
    expect(emulator.funding.payments().map((payment) => payment.app_id)).toEqual([DEFAULT_APP_ID]);
    expect(emulator.exportState().domains.funding.next).toEqual([]);
  });
});

describe('an in-process emulator, which runs no chain', () => {
  it('signs the card page, whose payout answers a 501 page and leaves the payment as it was; a bridge quote is 501', async () => {
    const inProcess = await createInProcessEmulator();
    try {
      const { token } = await createSession(inProcess, { email: 'ada@example.com' });
      const signed = await inProcess.fetch(`${inProcess.url}${routes.moonpaySign.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HEADER.appId]: DEFAULT_APP_ID,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(order(evmAddress())),
      });
      const { signedUrl, externalTransactionId } = await signed.json();
      inProcess.funding.next({ provider: 'moonpay', outcome: 'approve' });
      const page = await inProcess.fetch(signedUrl);
      expect(page.status).toBe(501);
      expect(await page.text()).toContain('Local chains need createEmulator() (Node)');
      expect(inProcess.funding.payments()).toEqual([
        expect.objectContaining({ id: externalTransactionId, status: 'created' }),
      ]);
      const quote = await inProcess.fetch(`${inProcess.url}/services/relay/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: evmAddress(),
          recipient: evmAddress(),
          originChainId: 31337,
          destinationChainId: 31338,
          amount: '1',
          tradeType: 'EXPECTED_OUTPUT',
        }),
      });
      expect(quote.status).toBe(501);
    } finally {
      await inProcess.close();
    }
  });
});
