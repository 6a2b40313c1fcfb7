import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { injectWallet } from './support/injectedWallet.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

/** The demo's app with e-mail login and the embedded Ethereum wallet created at login. */
beforeAll(() => seedDemoApp({ embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } } }));
afterAll(() => seedDemoApp());

async function logIn(tab: WatchedPage) {
  const email = uniqueEmail();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  await modal.open();
  await modal.openModal();
  await modal.submitEmail(email);
  await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [latest] = await emulator.outbox(email);
  await modal.typeCode(latest?.code ?? '');
  await modal.dialog().waitFor({ state: 'detached', timeout: 20_000 });
  return modal;
}

describe('connectWallet(): the connect-only wallet list (Chromium)', () => {
  it('connects without a signature; the external wallet is listed beside the embedded one', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, account);
    const modal = await logIn(tab);
    const list = tab.page.getByRole('list', { name: 'Ethereum wallets' });
    await list.locator('[data-kind="embedded"]').waitFor({ timeout: 20_000 });

    await tab.page.getByRole('button', { name: 'Connect a wallet' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor();
    await dialog.getByRole('button', { name: 'Test MetaMask' }).click();
    await dialog.getByRole('heading', { name: 'Successfully connected with Test MetaMask' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    await expect.poll(() => tab.page.getByTestId('connected-wallet').textContent()).toBe(account.address);
    await expect.poll(() => list.locator('[data-kind="external"]').textContent()).toContain(account.address);
    expect(await list.locator('[data-kind="embedded"]').count()).toBe(1);
    expect(wallet.calls.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
    expect(wallet.calls).not.toContain('personal_sign');
    expect(tab.errors).toEqual([]);
  });

  it('in an in-app browser the connection waits for a click on Continue (a trusted click)', async () => {
    const tab = await newPage();
    await tab.page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0',
      });
    });
    const wallet = await injectWallet(tab.page, privateKeyToAccount(generatePrivateKey()));
    const modal = await logIn(tab);
    await tab.page.getByRole('button', { name: 'Connect a wallet' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Test MetaMask' }).click();
    await dialog.getByRole('heading', { name: 'Connect your wallet' }).waitFor();
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Successfully connected with Test MetaMask' }).waitFor();
    expect(wallet.calls).toContain('eth_requestAccounts');
  });

  it("a rejected connection reads 'You rejected the request'; after 2 retries 'Unable to connect wallet'", async () => {
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, privateKeyToAccount(generatePrivateKey()));
    const modal = await logIn(tab);
    await tab.page.getByRole('button', { name: 'Connect a wallet' }).click();
    const dialog = modal.dialog();
    wallet.failNext('eth_requestAccounts', 4001);
    await dialog.getByRole('button', { name: 'Test MetaMask' }).click();
    for (let retry = 0; retry < 2; retry++) {
      await dialog.getByRole('heading', { name: 'You rejected the request' }).waitFor();
      wallet.failNext('eth_requestAccounts', 4001);
      await dialog.getByRole('button', { name: 'Retry' }).click();
    }
    await dialog.getByRole('heading', { name: 'Unable to connect wallet' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});
