import { DEFAULT_APP_ID } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import { type Address, createPublicClient, type Hex, http, parseEther, recoverAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyAuthorization } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_7702_CONTRACT, DEMO_RAW_HASH } from '../../packages/demo/src/typedData.ts';
import { createAppServer } from '../support/appServer.ts';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

/**
 * Delegated actions in Chromium on the demo (issue 25): the user enables offline access in the modal;
 * the app's server (this test, with plain `fetch` and `node:crypto`) sends a transaction for them
 * through the emulator's wallet API, verified on the chain; the user revokes; the same request is
 * refused. And the other signatures, in the modal: a raw hash and an EIP-7702 authorization,
 * each behind its warning, verified with viem.
 */

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const balanceOf = (address: Address) =>
  createPublicClient({ transport: http(emulatorEvmChains(emulator.url)[0]?.rpcUrls.default.http[0]) }).getBalance({
    address,
  });

beforeAll(() => seedDemoApp({ embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } } }));
afterAll(() => seedDemoApp());

describe('delegated actions (Chromium)', () => {
  it("offline access lets the app's server send for the user until they revoke it", async () => {
    const tab = await newPage();
    const { page } = tab;
    const modal = new ModalLoginPage(page, demoUrl);
    const dialog = modal.dialog();
    const address = await modal.logInWithEmail(uniqueEmail('delegation'), emulator);
    await emulator.chains.fund(address, { native: '1' });

    const server = await createAppServer({
      apiUrl: emulator.url,
      appId: DEFAULT_APP_ID,
      appSecret: await emulator.forApp(DEFAULT_APP_ID).walletApi.appSecret(),
    });
    // Before consent the provider does not list the wallet for the app.
    expect(await server.walletOf(address)).toBeNull();

    await page.getByRole('button', { name: 'Enable offline access', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Enable offline access' }).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => page.getByTestId('delegation-outcome').textContent()).toBe('done');
    await expect.poll(() => page.getByTestId('delegated-wallets').textContent()).toMatch(/^ethereum: \S+/);

    const wallet = await server.walletOf(address);
    expect(wallet).not.toBeNull();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const send = {
      method: 'eth_sendTransaction',
      caip2: 'eip155:31337',
      params: { transaction: { to: recipient, value: `0x${parseEther('0.01').toString(16)}` } },
    };
    const sent = await server.rpc<{ data: { hash: string } }>(wallet!.id, send);
    expect(sent.status).toBe(200);
    await expect.poll(() => balanceOf(recipient), { timeout: 10_000 }).toBe(parseEther('0.01'));

    await page.getByRole('button', { name: 'Revoke offline access', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Revoke offline access to wallet' }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => page.getByTestId('delegated-wallets').count()).toBe(0);

    const refused = await server.rpc(wallet!.id, send);
    expect(refused.status).toBe(403);
    expect(await balanceOf(recipient)).toBe(parseEther('0.01'));
    expect(tab.errors).toEqual([]);
  });

  it("'Not now' declines: the app's server gets nothing", async () => {
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    const dialog = modal.dialog();
    const address = await modal.logInWithEmail(uniqueEmail('declines'), emulator);
    await tab.page.getByRole('button', { name: 'Enable offline access', exact: true }).click();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => tab.page.getByTestId('delegation-outcome').textContent()).toBe('user_declined_delegation');
    // By keyboard: Enter on the panel's button opens the consent with focus inside it; Escape declines
    // and gives focus back to the button.
    await tab.page.getByRole('button', { name: 'Enable offline access', exact: true }).focus();
    await tab.page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Enable offline access' }).waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await tab.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tab.page.evaluate(() => document.activeElement?.textContent)).toBe('Enable offline access');
    const server = await createAppServer({
      apiUrl: emulator.url,
      appId: DEFAULT_APP_ID,
      appSecret: await emulator.forApp(DEFAULT_APP_ID).walletApi.appSecret(),
    });
    expect(await server.walletOf(address)).toBeNull();
  });
});

describe('raw hashes and EIP-7702 authorizations in the modal (Chromium)', () => {
  it("each shows its warning; the signatures verify with viem (the authorization at the chain's nonce)", async () => {
    const tab = await newPage();
    const { page } = tab;
    const modal = new ModalLoginPage(page, demoUrl);
    const dialog = modal.dialog();
    const address = await modal.logInWithEmail(uniqueEmail('raw-signatures'), emulator);
    const output = (kind: string) => page.locator(`[data-testid="signature"][data-kind="${kind}"]`);

    await page.getByRole('button', { name: 'Sign a raw hash' }).click();
    await dialog.getByRole('heading', { name: 'Sign a raw hash' }).waitFor();
    await expect.poll(() => dialog.textContent()).toContain(DEMO_RAW_HASH);
    await dialog.getByRole('button', { name: 'Sign hash' }).click();
    await output('raw-hash').waitFor({ timeout: 30_000 });
    const signature = (await output('raw-hash').textContent()) as Hex;
    expect(await recoverAddress({ hash: DEMO_RAW_HASH, signature })).toBe(address);
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Authorize a contract (EIP-7702)' }).click();
    await dialog.getByRole('heading', { name: 'Authorize a contract' }).waitFor();
    await expect.poll(() => dialog.textContent()).toContain(DEMO_7702_CONTRACT);
    await dialog.getByRole('button', { name: 'Authorize' }).click();
    await output('authorization').waitFor({ timeout: 30_000 });
    const authorization = JSON.parse((await output('authorization').textContent()) as string);
    expect(authorization).toMatchObject({ address: DEMO_7702_CONTRACT, chainId: 31337, nonce: 0 });
    expect(await verifyAuthorization({ address, authorization })).toBe(true);
    expect(tab.errors).toEqual([]);
  });
});
