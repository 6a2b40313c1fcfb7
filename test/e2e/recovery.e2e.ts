import { DEFAULT_APP_ID } from '@foyer/emulator';
import { type Hex, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

/**
 * User-owned recovery and export in Chromium on the demo (issue 23), each device its own browser
 * context: a password set on one recovers the wallet on a fresh one (a wrong password first); a
 * backup to the emulator's Google Drive recovers it there (another Google account first); the
 * export page shows a key whose address is the wallet's, and the app's page never sees it.
 */

const { emulator, newPage, newContext, demoUrl, seedDemoApp } = e2eSession();
const cloud = () => emulator.forApp(DEFAULT_APP_ID).cloud;

const wallets = {
  ethereum: { create_on_login: 'all-users' as const },
  solana: { create_on_login: 'off' as const },
  user_owned_recovery_options: ['user-passcode' as const, 'google-drive' as const, 'icloud' as const],
};
beforeAll(() => seedDemoApp({ embedded_wallet_config: wallets }));
afterAll(() => seedDemoApp());

async function logIn(tab: WatchedPage, email: string) {
  const modal = new ModalLoginPage(tab.page, demoUrl);
  return { modal, address: await modal.logInWithEmail(email, emulator) };
}

/** Signs the demo's message from the page, approving it in the modal; resolves once the recovery prompt shows. */
async function signFromPage(tab: WatchedPage, modal: ModalLoginPage) {
  await tab.page.getByRole('button', { name: 'Sign a message' }).click();
  await modal.dialog().getByRole('button', { name: 'Sign and continue' }).click();
}

async function signature(tab: WatchedPage) {
  await expect
    .poll(() => tab.page.getByTestId('signature').textContent(), { timeout: 30_000 })
    .toMatch(/^0x[0-9a-f]{130}$/);
  return (await tab.page.getByTestId('signature').textContent()) as Hex;
}

const PASSWORD = 'Correct-Horse-Battery-9';

describe('user-owned recovery in the modal', () => {
  it('a password set on one device recovers the wallet on a fresh one: a wrong password first, then it signs', async () => {
    const email = uniqueEmail('recovery-password');
    const first = await newPage();
    const { modal, address } = await logIn(first, email);
    await first.page.getByRole('button', { name: 'Set a password' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Add password' }).click();
    await dialog.getByRole('heading', { name: 'Set your password' }).waitFor();
    // A generated password of 4 words is there to start with; the user types their own.
    await expect.poll(() => dialog.getByLabel('Password', { exact: true }).inputValue()).toMatch(/^(\w+-){3}\w+$/);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Save your password' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Confirm your password' }).waitFor();
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Confirm you have saved' }).waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await dialog.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(() => first.page.getByTestId('recovery-method').getAttribute('data-method'))
      .toBe('user-passcode');

    const device = await newContext();
    const tab = await device.newPage();
    const second = await logIn(tab, email);
    expect(second.address).toBe(address);
    await signFromPage(tab, second.modal);
    const prompt = second.modal.dialog();
    await prompt.getByRole('heading', { name: 'Enter your password' }).waitFor({ timeout: 20_000 });
    await prompt.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await prompt.getByRole('button', { name: 'Recover your account' }).click();
    await prompt.getByText('Invalid recovery password, please try again.').waitFor({ timeout: 30_000 });
    await prompt.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Recover your account' }).click();
    const signed = await signature(tab);
    expect(await recoverMessageAddress({ message: 'Hello from the Foyer demo', signature: signed })).toBe(address);
  });

  it('a Google Drive backup recovers the wallet on a fresh device; another Google account finds nothing', async () => {
    const email = uniqueEmail('recovery-drive');
    const first = await newPage();
    const { modal, address } = await logIn(first, email);
    await first.page.getByRole('button', { name: 'Back up wallet' }).click({ timeout: 10_000 });
    const dialog = modal.dialog();
    await cloud().next({ provider: 'google-drive' });
    // The consent popup opens from the click and closes once it handed its code back.
    const popup = first.page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Back up to Google Drive' }).click();
    await (await popup).waitForEvent('close', { timeout: 20_000 });
    await dialog
      .getByText('Successfully backed up with Google Drive.')
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        throw new Error(`The modal shows:\n${await dialog.innerText()}`, { cause: error });
      });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await cloud().files('google-drive', email)).toHaveLength(1);

    const device = await newContext();
    const tab = await device.newPage();
    const second = await logIn(tab, email);
    await signFromPage(tab, second.modal);
    const prompt = second.modal.dialog();
    await prompt.getByRole('heading', { name: "Confirm it's really you" }).waitFor({ timeout: 20_000 });
    await cloud().next({ provider: 'google-drive', account: 'someone-else@example.com' });
    await prompt.getByRole('button', { name: 'Confirm with Google Drive' }).click();
    await prompt.getByText('Recovery with Google Drive unsuccessful').waitFor({ timeout: 30_000 });
    await prompt
      .getByText('Please verify that you are selecting the Google Drive account associated with your backup.')
      .waitFor();
    await cloud().next({ provider: 'google-drive' });
    await prompt.getByRole('button', { name: 'Try again' }).click();
    const signed = await signature(tab);
    expect(await recoverMessageAddress({ message: 'Hello from the Foyer demo', signature: signed })).toBe(address);
  });
});

describe('iCloud', () => {
  it('an iCloud backup recovers the wallet on a fresh device', async () => {
    const email = uniqueEmail('recovery-icloud');
    const first = await newPage();
    const { modal, address } = await logIn(first, email);
    await first.page.getByRole('button', { name: 'Back up wallet' }).click();
    const dialog = modal.dialog();
    await cloud().next({ provider: 'icloud' });
    const popup = first.page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Back up to Apple iCloud' }).click();
    await (await popup).waitForEvent('close', { timeout: 20_000 });
    await dialog.getByText('Successfully backed up with Apple iCloud.').waitFor({ timeout: 30_000 });
    await expect.poll(() => first.page.getByTestId('recovery-method').getAttribute('data-method')).toBe('icloud');

    const device = await newContext();
    const tab = await device.newPage();
    const second = await logIn(tab, email);
    await signFromPage(tab, second.modal);
    const prompt = second.modal.dialog();
    await cloud().next({ provider: 'icloud' });
    await prompt.getByRole('button', { name: 'Confirm with Apple iCloud' }).click({ timeout: 20_000 });
    const signed = await signature(tab);
    expect(await recoverMessageAddress({ message: 'Hello from the Foyer demo', signature: signed })).toBe(address);
  });
});

describe('an app that requires a backup at creation', () => {
  it("a new user's wallet is created, then 'Secure your account' asks for a backup before the wallet's success", async () => {
    await seedDemoApp({
      embedded_wallet_config: {
        ...wallets,
        user_owned_recovery_options: ['user-passcode'],
        require_user_owned_recovery_on_create: true,
      },
    });
    onTestFinished(async () => {
      await seedDemoApp({ embedded_wallet_config: wallets });
    });
    const tab = await newPage();
    const email = uniqueEmail('recovery-create');
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    await modal.submitEmail(email);
    await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await modal.typeCode(await emulator.latestCode(email));
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Secure your account' }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Set a password' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // Each 'Continue' waits for its step: a second click on a busy machine would land on the first.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Save your password' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Confirm your password' }).waitFor();
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await dialog.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => tab.page.getByTestId('recovery-method').getAttribute('data-method'), { timeout: 20_000 })
      .toBe('user-passcode');
  });
});

describe('export in the modal', () => {
  it("shows a key whose address is the wallet's; no message, storage entry or request of the app's page holds it", async () => {
    const tab = await newPage();
    // Everything the app's page receives by postMessage, kept before any script of the page runs.
    await tab.page.addInitScript(() => {
      const scope = window as unknown as { __messages: string[] };
      scope.__messages = [];
      window.addEventListener('message', (event) => scope.__messages.push(JSON.stringify(event.data) ?? ''), true);
    });
    const requests: string[] = [];
    tab.page.on('request', (request) => {
      if (request.frame() === tab.page.mainFrame()) requests.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    const { modal, address } = await logIn(tab, uniqueEmail('export'));
    await tab.page.getByRole('button', { name: 'Export wallet' }).click();
    const dialog = modal.dialog();
    await dialog.getByText('Never share your private key or seed phrase with anyone.').waitFor();
    const page = tab.page.frameLocator('iframe[title="Export wallet"]');
    await page.getByRole('button', { name: 'Reveal' }).first().click({ timeout: 30_000 });
    const key = (await page.getByRole('textbox', { name: 'Private key' }).inputValue({ timeout: 10_000 })) as Hex;
    expect(privateKeyToAccount(key).address).toBe(address);

    const secret = key.slice(2).toLowerCase();
    const messages = await tab.page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
    const storage = await tab.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    const html = await tab.page.content();
    for (const seen of [...messages, storage, html, ...requests]) expect(seen.toLowerCase()).not.toContain(secret);
    expect(messages.length).toBeGreaterThan(0);
    expect(requests.length).toBeGreaterThan(0);
  });
});
