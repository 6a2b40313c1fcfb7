import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const PROVIDER = 'foyer-xapp-e2e-provider-1';
const seed = async () => {
  await seedDemoApp();
  await emulator.seed({ apps: [{ id: PROVIDER, name: 'Provider Wallet', email_auth: true }] });
};
beforeEach(() => seed());
afterAll(() => seedDemoApp());

async function start() {
  const tab = await newPage();
  const page = new CustomLoginPage(tab.page, demoUrl);
  await page.open();
  await tab.page.getByLabel('Provider app id').fill(PROVIDER);
  const popupOpened = tab.page.waitForEvent('popup');
  await tab.page.getByRole('button', { name: 'Log in with another app' }).click();
  return { tab, page, popup: await popupOpened };
}

describe('cross-app login on the hooks (Chromium, strict CSP)', () => {
  it("approved at the provider app's page: the popup relays the code and closes; signed in with a cross_app account", async () => {
    const email = `xapp-${process.pid}-${Date.now()}@example.com`;
    await emulator.oauth.next({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
    const { tab, page, popup } = await start();
    await popup.waitForEvent('close', { timeout: 30_000 });
    await tab.page.getByTestId('user-email').waitFor({ timeout: 30_000 });
    const id = await page.signedInAs();
    const users = await emulator.users();
    const user = users.find((candidate) => candidate.id === id);
    const provider = users.find((candidate) =>
      candidate.linked_accounts.some((account) => account.type === 'email' && account.address === email),
    );
    expect(user?.linked_accounts[0]).toMatchObject({
      type: 'cross_app',
      provider_app_id: PROVIDER,
      subject: provider?.id,
    });
    expect(tab.cspViolations).toEqual([]);
  });

  it('the user closes the popup: the hook reports exited_auth_flow', async () => {
    const { tab, popup } = await start();
    await popup.close();
    await expect
      .poll(
        () => tab.page.getByRole('region', { name: 'Cross-app login' }).getByRole('alert').getAttribute('data-code'),
        { timeout: 20_000 },
      )
      .toBe('exited_auth_flow');
  });
});
