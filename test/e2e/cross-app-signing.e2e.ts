import { loginWithEmail } from '@foyer/emulator';
import { EMULATOR_EVM_CHAINS } from '@foyer/emulator/chains';
import { approveCrossAppRequest, fundWallet } from '@foyer/emulator/testing';
import type { Page } from 'playwright-core';
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { walletDevice } from '../../packages/emulator/src/test/walletDevice.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp, emulatorUrl } = e2eSession();
const PROVIDER = 'foyer-xapp-e2e-signer-001';
const MESSAGE = 'Hello from the Foyer demo';

beforeEach(async () => {
  await seedDemoApp({ cross_app_connections: null });
  await emulator.seed({ apps: [{ id: PROVIDER, name: 'Provider Wallet', email_auth: true }] });
});

/** A user of the provider app with an embedded wallet (created by the wallet iframe's code, in Node). */
async function providerUser() {
  const email = `xapp-sign-${process.pid}-${Date.now()}@example.com`;
  const auth = await loginWithEmail(emulator, email, { appId: PROVIDER });
  const reply = await walletDevice({ url: emulatorUrl }, PROVIDER).send('privy:wallet:create', {
    accessToken: auth.token,
  });
  return { email, address: reply.data?.address as Hex };
}

/** The demo's custom page, signed in with the provider app's account of `email` (cross-app login). */
async function signedInWith(email: string) {
  const tab = await newPage();
  const page = new CustomLoginPage(tab.page, demoUrl);
  await emulator.oauth.next({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
  await page.open();
  await tab.page.getByLabel('Provider app id').fill(PROVIDER);
  const login = tab.page.waitForEvent('popup');
  await tab.page.getByRole('button', { name: 'Log in with another app' }).click();
  await (await login).waitForEvent('close', { timeout: 30_000 });
  await tab.page.getByTestId('user-email').waitFor({ timeout: 30_000 });
  return tab;
}

async function sign(tab: Awaited<ReturnType<typeof signedInWith>>, button = `Sign with ${PROVIDER}`) {
  const popup = tab.page.waitForEvent('popup');
  await tab.page.getByRole('button', { name: button }).click();
  return popup;
}

/**
 * A browser's popup blocker, which Playwright's Chromium lacks: `window.open` makes a new window
 * only while the page has a click's transient activation, and opening one uses it up; a named
 * window that is open is reused.
 */
async function blockPopupsOutsideClicks(page: Page) {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    const named = new Map<string, Window>();
    let activation = false;
    for (const type of ['pointerdown', 'keydown', 'click'])
      window.addEventListener(type, (event) => (activation ||= event.isTrusted), true);
    window.open = (url, target, features) => {
      const name = typeof target === 'string' ? target : '';
      const reused = named.get(name);
      if (!(reused && !reused.closed)) {
        if (!(activation && navigator.userActivation.isActive)) return null;
        activation = false;
      }
      const opened = open(url, target, features);
      if (opened && name) named.set(name, opened);
      return opened;
    };
  });
}

const panel = (tab: Awaited<ReturnType<typeof signedInWith>>) =>
  tab.page.getByRole('region', { name: 'Cross-app signing' });

describe("cross-app signing on the hooks (Chromium, the provider app's transact page)", () => {
  it('approved in the popup: the provider wallet signs in its own iframe; viem verifies the signature', async () => {
    const { email, address } = await providerUser();
    const tab = await signedInWith(email);
    await expect.poll(() => tab.page.getByTestId('cross-app-wallet').textContent()).toBe(address);
    const popup = await sign(tab);
    await popup.getByRole('heading', { name: 'Provider Wallet' }).waitFor();
    expect(await popup.getByLabel('Request').textContent()).toBe(MESSAGE);
    // Nothing is signed until the user approves at the provider app's page.
    expect(await panel(tab).getAttribute('data-status')).toBe('awaiting-provider');
    expect(await tab.page.getByTestId('cross-app-result').count()).toBe(0);
    await approveCrossAppRequest(popup);
    const signature = (await tab.page.getByTestId('cross-app-result').textContent({ timeout: 30_000 })) as Hex;
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);
    expect(tab.cspViolations).toEqual([]);
  });

  it('without a provider token, the link runs first, then the transact page opens in the same popup', async () => {
    const { email, address } = await providerUser();
    const tab = await signedInWith(email);
    await tab.page.evaluate((key) => localStorage.removeItem(key), `foyer:cross-app:${PROVIDER}`);
    await blockPopupsOutsideClicks(tab.page);
    await emulator.oauth.next({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
    let popups = 0;
    tab.page.on('popup', () => popups++);
    const popup = await sign(tab);
    // One popup: the link's consent, its return to this page, then the transact page. A second
    // window, opened after the link without a click, is what the popup blocker refuses.
    await popup.getByRole('heading', { name: 'Provider Wallet' }).waitFor({ timeout: 30_000 });
    await approveCrossAppRequest(popup);
    const signature = (await tab.page.getByTestId('cross-app-result').textContent({ timeout: 30_000 })) as Hex;
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);
    expect(popups).toBe(1);
  });

  it("sends a transaction from the provider app's wallet on the local chain: a real receipt", async () => {
    const { email, address } = await providerUser();
    await fundWallet(emulator, address, { native: '1' });
    const tab = await signedInWith(email);
    const popup = await sign(tab, `Send 0.001 ETH with ${PROVIDER}`);
    expect(await popup.getByLabel('Request').textContent()).toContain('Value (wei): 1000000000000000');
    await approveCrossAppRequest(popup);
    const hash = (await tab.page.getByTestId('cross-app-result').textContent({ timeout: 30_000 })) as Hex;
    const chain = EMULATOR_EVM_CHAINS[0];
    const client = createPublicClient({ transport: http(`${emulatorUrl}/rpc/evm/${chain.id}`) });
    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() });
    expect(receipt.to).toBe('0x000000000000000000000000000000000000dead');
    expect(await client.getBalance({ address })).toBeLessThan(parseEther('0.999'));
  });

  it('the user rejects, or closes the popup: user_rejected_request', async () => {
    const { email } = await providerUser();
    const tab = await signedInWith(email);
    await approveCrossAppRequest(await sign(tab), { reject: true });
    const alert = panel(tab).getByRole('alert');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('user_rejected_request');
    await panel(tab).getByRole('button', { name: 'Start over' }).click();
    await (await sign(tab)).close();
    await expect.poll(() => alert.getAttribute('data-code'), { timeout: 20_000 }).toBe('user_rejected_request');
  });

  it('a read-only provider app: Cannot transact against a read-only provider app, no popup left open', async () => {
    await seedDemoApp({ cross_app_connections: [{ provider_app_id: PROVIDER, read_only: true }] });
    const { email } = await providerUser();
    const tab = await signedInWith(email);
    const popup = await sign(tab);
    const alert = panel(tab).getByRole('alert');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('cross_app_read_only');
    expect(await alert.textContent()).toContain('Cannot transact against a read-only provider app');
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
