import { DEFAULT_APP_ID } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

// The demo's app with several methods (classic layout, web2-first): e-mail, SMS, four socials,
// wallets and passkeys. Seeded apps survive resets: the default config comes back after this file.
beforeAll(() =>
  seedDemoApp({
    sms_auth: true,
    google_oauth: true,
    twitter_oauth: true,
    discord_oauth: true,
    apple_oauth: true,
    wallet_auth: true,
    passkey_auth: true,
    terms_and_conditions_url: 'https://example.com/terms',
  }),
);
afterAll(() => seedDemoApp());

async function openModal() {
  const tab = await newPage();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  await modal.open();
  await modal.openModal();
  return { tab, modal, landing: modal.dialog().locator('[data-screen="landing"]') };
}

/** The rows shown: a button by its kind and text, an input by its kind. */
const rowsOf = (list: ReturnType<ModalLoginPage['dialog']>) =>
  list
    .locator('[data-slot="login-rows"] > [data-row]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        row.tagName === 'BUTTON'
          ? `${row.getAttribute('data-row')}:${row.textContent?.trim()}`
          : row.getAttribute('data-row'),
      ),
    );

/** The accessible text of the focused element. */
const focused = (modal: ModalLoginPage) =>
  modal.page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

describe('landing screen (Chromium, the demo against the emulator)', () => {
  it('classic web2-first rows, Other socials by keyboard, the wallet list and Back', async () => {
    const { tab, modal, landing } = await openModal();
    expect(await rowsOf(landing)).toEqual([
      'email',
      'sms:Continue with SMS',
      'social:Google',
      'overflow:Other socials',
      'wallets:Continue with a wallet',
    ]);
    expect(await landing.getByRole('button', { name: 'I have a passkey' }).isVisible()).toBe(true);
    expect(await landing.getByText('By logging in I agree to the Terms & Privacy Policy').isVisible()).toBe(true);

    // The focus starts in the e-mail input; Tab walks the rows (the disabled Submit is skipped).
    await expect.poll(() => modal.emailInput().evaluate((el) => el === document.activeElement)).toBe(true);
    const order: string[] = [];
    for (let step = 0; step < 3; step++) {
      await modal.page.keyboard.press('Tab');
      order.push(await focused(modal));
    }
    expect(order).toEqual(['Continue with SMS', 'Google', 'Other socials']);
    await modal.page.keyboard.press('Enter');
    await modal.dialog().locator('[data-screen="landing"][data-status="overflow"]').waitFor();
    expect(await rowsOf(landing)).toEqual(['social:Twitter', 'social:Discord', 'social:Apple']);
    expect(await focused(modal)).toBe('Twitter');
    await modal.page.keyboard.press('Tab');
    await modal.page.keyboard.press('Tab');
    expect(await focused(modal)).toBe('Apple');

    // (Each social row opens its OAuth flow: test/e2e/oauth.e2e.ts.) Back closes the open list.
    await landing.getByRole('button', { name: 'Back' }).click();
    await landing.getByRole('button', { name: 'Other socials' }).waitFor();
    await expect.poll(() => focused(modal)).toBe('Other socials');

    // The phone row opens the phone form in place; e-mail becomes a button.
    await landing.getByRole('button', { name: 'Continue with SMS' }).click();
    await landing.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await expect.poll(() => focused(modal)).toBe('');
    expect(await modal.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('tel');
    expect(await rowsOf(landing)).toEqual([
      'email:Continue with email',
      'sms',
      'social:Google',
      'overflow:Other socials',
      'wallets:Continue with a wallet',
    ]);

    // The wallet button opens the wallet list (no wallet in this page: the list offers installs).
    await landing.getByRole('button', { name: 'Continue with a wallet' }).click();
    await modal
      .dialog()
      .locator('[data-screen="wallet-list"]')
      .getByRole('heading', { name: 'Connect your wallet' })
      .waitFor();
    await modal.page.getByRole('button', { name: 'Back' }).last().click();
    await landing.waitFor();
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it('after a phone login, the phone form starts open with the Recent chip', async () => {
    const { tab, modal, landing } = await openModal();
    await landing.getByRole('button', { name: 'Continue with SMS' }).click();
    const phone = landing.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('2025550123');
    await phone.press('Enter');
    await modal.dialog().getByRole('heading', { name: 'Enter confirmation code' }).waitFor();
    await modal.typeCode(await emulator.latestCode('+12025550123'));
    await modal.dialog().waitFor({ state: 'detached', timeout: 5_000 });
    await modal.page.getByRole('button', { name: 'Log out' }).click();
    await modal.page.getByRole('button', { name: 'Log in' }).waitFor();
    await modal.page.reload();
    await modal.openModal();
    await landing.getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect(await landing.locator('[data-row="sms"] [data-slot="chip"]').textContent()).toBe('Recent');
    expect(await landing.getByRole('button', { name: 'Continue with email' }).isVisible()).toBe(true);
    expect(tab.cspViolations).toEqual([]);
  });

  it('after an e-mail login, the e-mail row carries the Recent chip', async () => {
    const { tab, modal, landing } = await openModal();
    expect(await landing.getByText('Recent').count()).toBe(0);
    const email = uniqueEmail('landing');
    await modal.submitEmail(email);
    await modal.typeCode(await emulator.latestCode(email));
    await modal.dialog().waitFor({ state: 'detached', timeout: 5_000 });
    await modal.page.getByRole('button', { name: 'Log out' }).click();
    await modal.page.getByRole('button', { name: 'Log in' }).waitFor();
    await modal.page.reload();
    await modal.openModal();
    const chip = landing.locator('[data-row="email"] [data-slot="chip"]');
    await chip.waitFor();
    expect(await chip.textContent()).toBe('Recent');
    const stored = await modal.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `foyer:recent_login:${DEFAULT_APP_ID}`,
    );
    expect(stored).toEqual({ method: 'email', accountType: 'email', walletClientType: null, chainType: null });
    expect(tab.cspViolations).toEqual([]);
  });
});
