import { signTelegramLogin, telegramBotToken } from '@foyer/emulator';
import { approveTelegram } from '@foyer/emulator/testing';
import { OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '@foyer/headless';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const BOT = '7000000042';

/** The demo app with Telegram login (its bot) beside e-mail. */
const seedApp = (telegram: boolean) =>
  seedDemoApp({
    telegram_auth: telegram,
    telegram_auth_config: telegram
      ? { bot_id: BOT, bot_name: 'foyer_demo_bot', link_enabled: true, seamless_auth_enabled: false }
      : null,
  });
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedApp(false));
afterEach(() => emulator.faults.clear());

describe('Telegram login in the default modal (Chromium)', () => {
  it("goes to Telegram (the emulator's simulator), comes back signed, and logs in", async () => {
    await seedApp(true);
    const tab = await newPage();
    // The demo points the kit's `telegramAuthUrl` at the emulator's simulator of Telegram's page.
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    await modal.dialog().getByRole('button', { name: 'Telegram' }).click();

    await tab.page.getByRole('heading', { name: 'Log in with Telegram' }).waitFor({ timeout: 15_000 });
    expect(new URL(tab.page.url()).searchParams.get('bot_id')).toBe(BOT);
    await approveTelegram(tab.page, { as: 'Ada (@ada)' });

    // Back on the demo: the modal opens on the Telegram screen, which verifies the signed fields.
    await modal
      .dialog()
      .getByRole('heading', { name: 'Successfully connected with Telegram' })
      .waitFor({ timeout: 15_000 });
    expect(await modal.dialog().getByText("You're good to go!").isVisible()).toBe(true);
    await modal.signedInAs().waitFor({ timeout: 15_000 });
    await modal.dialog().waitFor({ state: 'detached', timeout: 15_000 });
    // The return fields are gone from the address.
    expect(new URL(tab.page.url()).searchParams.has('hash')).toBe(false);
    const users = await emulator.users();
    expect(
      users.some((u) => u.linked_accounts.some((a) => a.type === 'telegram' && a.telegram_user_id === '100000001')),
    ).toBe(true);
  });

  /** Signed return fields for a visitor, as Telegram's page (or the simulator) sends them back. */
  async function returnQuery(user: { id: number; first_name: string }, change: Record<string, unknown> = {}) {
    const { now } = await emulator.clock.get();
    const signed = {
      ...signTelegramLogin(telegramBotToken(BOT), { ...user, auth_date: Math.floor(now / 1000) }),
      ...change,
    };
    return new URLSearchParams(Object.entries(signed).map(([key, value]) => [key, String(value)]));
  }

  it("Telegram's rate limit: 'Request limit reached for Telegram…', no Retry", async () => {
    await seedApp(true);
    await emulator.faults.add({
      path: '/api/v1/telegram/authenticate',
      status: 429,
      body: {
        error: 'Request limit reached for telegram',
        code: 'too_many_requests',
        cause: OAUTH_PROVIDER_RATE_LIMIT_CAUSE,
      },
    });
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await tab.page.goto(`${demoUrl}/?${await returnQuery({ id: 100000079, first_name: 'Ada' })}`);

    await modal.dialog().getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 15_000 });
    await modal
      .dialog()
      .getByText('Request limit reached for Telegram. Please wait a moment and try again.')
      .waitFor({ timeout: 15_000 });
    expect(await modal.dialog().getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await modal.signedInAs().count()).toBe(0);
  });

  it('refuses a tampered hash: Authentication failed, with Retry', async () => {
    await seedApp(true);
    const { now } = await emulator.clock.get();
    const signed = signTelegramLogin(telegramBotToken(BOT), {
      id: 100000077,
      first_name: 'Mallory',
      auth_date: Math.floor(now / 1000),
    });
    const tampered = { ...signed, id: 100000078 };
    const query = new URLSearchParams(Object.entries(tampered).map(([key, value]) => [key, String(value)]));
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await tab.page.goto(`${demoUrl}/?${query}`);

    await modal.dialog().getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 15_000 });
    expect(await modal.dialog().getByText('Something went wrong. Try again.').isVisible()).toBe(true);
    expect(await modal.dialog().getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(new URL(tab.page.url()).searchParams.has('hash')).toBe(false);
    expect(await modal.signedInAs().count()).toBe(0);
  });
});
