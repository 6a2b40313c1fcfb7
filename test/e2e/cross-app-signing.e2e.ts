import { loginWithEmail } from '@foyer/emulator';
import { approveCrossAppRequest } from '@foyer/emulator/testing';
import { type Hex, verifyMessage } from 'viem';
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

async function sign(tab: Awaited<ReturnType<typeof signedInWith>>) {
  const popup = tab.page.waitForEvent('popup');
  await tab.page.getByRole('button', { name: `Sign with ${PROVIDER}` }).click();
  return popup;
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
    await approveCrossAppRequest(popup);
    const signature = (await tab.page.getByTestId('cross-app-signature').textContent({ timeout: 30_000 })) as Hex;
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);
    expect(tab.cspViolations).toEqual([]);
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
