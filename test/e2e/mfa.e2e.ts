import { DEFAULT_APP_ID } from '@foyer/emulator';
import { addVirtualAuthenticator } from '@foyer/emulator/testing';
import jsQR from 'jsqr';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

/**
 * Wallet MFA in Chromium on the demo (issue 22): TOTP enrolled by scanning the QR the modal shows
 * (decoded here from its modules), then a signature that asks for the code; four wrong codes end
 * in the spec's copy with nothing signed; logout's `privy:mfa:clear` answered by the iframe.
 */

const { emulator, newPage, newContext, demoUrl, seedDemoApp } = e2eSession();

beforeAll(() =>
  seedDemoApp({
    mfa_methods: ['sms', 'totp', 'passkey'],
    passkey_auth: true,
    sms_auth: true,
    embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'off' } },
  }),
);
afterAll(() => seedDemoApp());

async function logIn(tab: WatchedPage, email = uniqueEmail('mfa'), url = demoUrl) {
  const modal = new ModalLoginPage(tab.page, url);
  await modal.logInWithEmail(email, emulator);
  return modal;
}

/** The QR code on screen, decoded from the modules it draws (one `M x y h1v1h-1z` per dark module). */
async function scanQr(page: Page): Promise<string> {
  const qr = page.getByRole('dialog').locator('svg[role="img"]').first();
  await expect.poll(() => qr.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
  const modules = Number((await qr.getAttribute('viewBox'))?.split(' ')[2]);
  const path = (await qr.locator('path').getAttribute('d')) ?? '';
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`));
  const scale = 4;
  const quiet = 4;
  const side = (modules + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - quiet;
      const y = Math.floor(py / scale) - quiet;
      if (!dark.has(`${x},${y}`)) continue;
      pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  const decoded = jsQR(pixels, side, side);
  if (!decoded) throw new Error('The QR code on screen did not decode');
  return decoded.data;
}

/** The authenticator app's code for `secret` now, on the demo app's emulator clock. */
async function totpNow(secret: string): Promise<string> {
  const { now } = await emulator.forApp(DEFAULT_APP_ID).clock.get();
  return generateSync({ secret, epoch: Math.floor(now / 1000) });
}

async function enrollTotp(tab: WatchedPage, modal: ModalLoginPage): Promise<string> {
  const { page } = tab;
  await page.getByRole('button', { name: 'Transaction protection' }).click();
  const dialog = modal.dialog();
  await dialog.getByRole('heading', { name: 'Transaction Protection' }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Choose a verification method' }).waitFor();
  await dialog.getByRole('button', { name: /Authenticator app/ }).click();
  await dialog.getByRole('heading', { name: 'Scan QR code' }).waitFor();
  const uri = new URL(await scanQr(page));
  expect(uri.protocol).toBe('otpauth:');
  const secret = uri.searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Enter enrollment code' }).waitFor();
  await modal.typeCode(await totpNow(secret));
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await expect.poll(() => page.getByTestId('mfa-methods').textContent()).toBe('totp');
  // A code is good once: the next one is the next 30-second step's.
  await emulator.forApp(DEFAULT_APP_ID).clock.advance(30_000);
  return secret;
}

describe('wallet MFA in the modal', () => {
  it('enrolls TOTP by scanning; a signature then asks for the code, and the right one signs', async () => {
    const tab = await newPage();
    const modal = await logIn(tab);
    const secret = await enrollTotp(tab, modal);
    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Sign and continue' }).click();
    await dialog.getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 15_000 });
    await modal.typeCode('000000');
    await dialog.getByText('The code you entered is not valid').waitFor();
    await modal.typeCode(await totpNow(secret));
    await expect
      .poll(() => tab.page.getByTestId('signature').textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{130}$/);
    // The provider's refusals (403 before the code, 400 for the wrong one) are the protocol, not errors.
    expect(tab.errors.filter((error) => !/status of 40[03]/.test(error))).toEqual([]);
  });

  it('four wrong codes end in the spec copy and nothing is signed; logout clears the iframe verification', async () => {
    const tab = await newPage();
    await tab.page.addInitScript(() => {
      const replies: unknown[] = [];
      (window as unknown as { __mfaClear: unknown[] }).__mfaClear = replies;
      window.addEventListener('message', (event) => {
        if ((event.data as { event?: string } | null)?.event === 'privy:mfa:clear') replies.push(event.data);
      });
    });
    const modal = await logIn(tab);
    await enrollTotp(tab, modal);
    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Sign and continue' }).click();
    await dialog.getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 15_000 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await modal.typeCode('000000');
      await dialog.getByText('The code you entered is not valid').waitFor();
    }
    await modal.typeCode('000000');
    await tab.page
      .getByText(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      )
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await tab.page.getByTestId('signature').count()).toBe(0);

    await tab.page.keyboard.press('Escape');
    await tab.page.getByRole('button', { name: 'Log out' }).click();
    await expect
      .poll(() => tab.page.evaluate(() => (window as unknown as { __mfaClear: unknown[] }).__mfaClear))
      .toEqual([expect.objectContaining({ event: 'privy:mfa:clear', data: {} })]);
  });

  it("a new device's recovery asks for the code, then signs with the same wallet", async () => {
    const first = await newPage();
    const email = uniqueEmail('mfa-device');
    const modal = await logIn(first, email);
    const secret = await enrollTotp(first, modal);
    const address = await first.page.getByTestId('ethereum-address').textContent();

    const device = await newContext();
    const tab = await device.newPage();
    const second = await logIn(tab, email);
    expect(await tab.page.getByTestId('ethereum-address').textContent()).toBe(address);
    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    const dialog = second.dialog();
    await dialog.getByRole('button', { name: 'Sign and continue' }).click();
    await dialog.getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 15_000 });
    await second.typeCode(await totpNow(secret));
    const signature = await expect
      .poll(() => tab.page.getByTestId('signature').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
      .then(() => tab.page.getByTestId('signature').textContent());
    await expect(
      recoverMessageAddress({ message: 'Hello from the Foyer demo', signature: signature as `0x${string}` }),
    ).resolves.toBe(address);
  }, 120_000);

  it('removes the authenticator app after verifying with it', async () => {
    const tab = await newPage();
    const modal = await logIn(tab);
    const secret = await enrollTotp(tab, modal);
    await tab.page.getByRole('button', { name: 'Transaction protection' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Remove Authenticator app' }).click();
    await dialog.getByRole('heading', { name: 'Remove authenticator app verification?' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 15_000 });
    await modal.typeCode(await totpNow(secret));
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => tab.page.getByTestId('mfa-methods').textContent()).toBe('none');
  });

  it('a custom UI enrolls TOTP and completes a guarded signature through useRegisterMfaListener', async () => {
    const tab = await newPage();
    const page = new CustomLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('mfa-custom');
    await page.open();
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    await expect
      .poll(() => tab.page.getByTestId('ethereum-address').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-fA-F]{40}$/);
    const panel = tab.page.getByRole('region', { name: 'Custom MFA' });
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await panel.getByTestId('custom-totp-secret').textContent()) ?? '';
    await panel.getByLabel('Enrollment code').fill(await totpNow(secret));
    await panel.getByRole('button', { name: 'Enroll' }).click();
    await expect.poll(() => panel.getByTestId('custom-mfa-methods').textContent()).toBe('totp');
    await emulator.forApp(DEFAULT_APP_ID).clock.advance(30_000);

    await tab.page.getByRole('button', { name: 'Sign (headless)' }).click();
    const form = panel.getByRole('form', { name: 'MFA required' });
    await form.waitFor({ timeout: 15_000 });
    expect(await panel.getByTestId('custom-mfa-asked').textContent()).toBe('totp');
    await form.getByLabel('Verification code').fill(await totpNow(secret));
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => tab.page.getByTestId('headless-signature').textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{130}$/);
    // The app's listener handled it: the kit's modal never opened.
    expect(await tab.page.getByRole('dialog').count()).toBe(0);
  });

  it('SMS: enrolls a phone with the texted code, then a signature verifies with a new text', async () => {
    const tab = await newPage();
    const modal = await logIn(tab);
    const national = `628555${3000 + (Date.now() % 7000)}`;
    const phone = `+1${national}`;
    await tab.page.getByRole('button', { name: 'Transaction protection' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^SMS/ }).click();
    const input = dialog.getByRole('textbox', { name: 'Phone number' });
    await input.fill(national);
    await input.press('Enter');
    await dialog
      .getByRole('heading', { name: 'Enter enrollment code' })
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        throw new Error(`The modal shows:\n${await dialog.innerText()}`, { cause: error });
      });
    await modal.typeCode(await emulator.latestCode(phone));
    await dialog.getByRole('heading', { name: 'SMS verification added' }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => tab.page.getByTestId('mfa-methods').textContent()).toBe('sms');

    const sent = (await emulator.outbox(phone)).length;
    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    await dialog.getByRole('button', { name: 'Sign and continue' }).click();
    await dialog.getByRole('heading', { name: 'Enter verification code' }).waitFor({ timeout: 15_000 });
    // The only method starts at once: its code is texted without a choice.
    await expect.poll(async () => (await emulator.outbox(phone)).length, { timeout: 10_000 }).toBe(sent + 1);
    await modal.typeCode(await emulator.latestCode(phone));
    await expect
      .poll(() => tab.page.getByTestId('signature').textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('passkey MFA with a virtual authenticator: added, enabled, then a signature verifies with it', async () => {
    const tab = await newPage();
    const authenticator = await addVirtualAuthenticator(tab.page);
    // Passkeys need a domain name: the demo as localhost.
    const modal = await logIn(tab, uniqueEmail('mfa-passkey'), demoUrl.replace('127.0.0.1', 'localhost'));
    await tab.page.getByRole('button', { name: 'Transaction protection' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^Passkey/ }).click();
    await dialog.getByRole('heading', { name: 'Set up passkey verification' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Add new passkey' }).click();
    await dialog.getByRole('button', { name: 'Enable passkeys' }).click({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => tab.page.getByTestId('mfa-methods').textContent()).toBe('passkey');
    expect(await authenticator.credentials()).toHaveLength(1);

    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    await dialog.getByRole('button', { name: 'Sign and continue' }).click();
    await expect
      .poll(() => tab.page.getByTestId('signature').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{130}$/);
  });
});
