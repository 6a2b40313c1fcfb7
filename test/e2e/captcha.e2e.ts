import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { PhoneLoginPage } from './models/PhoneLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

/** The demo's app with a captcha (the emulator's test Turnstile); other e2e files run without one. */
const seedCaptcha = (enabled: boolean) =>
  seedDemoApp({
    captcha_enabled: enabled,
    captcha_site_key: enabled ? 't:e2e-site-key' : null,
    sms_auth: enabled,
  });
const CHALLENGE = '/captcha/v0/challenge';

beforeAll(() => seedCaptcha(true));
afterEach(() => emulator.faults.clear());
afterAll(async () => {
  await emulator.faults.clear();
  await seedCaptcha(false);
});

describe('captcha (spec §2 Captcha screen, §4)', () => {
  it('the modal passes the captcha before the code screen, which then gets a code', async () => {
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('captcha-modal');
    await modal.open();
    await modal.openModal();
    await modal.emailInput().fill(email);
    await modal.emailInput().press('Enter');
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Checking that you are a human...' }).waitFor();
    expect(await dialog.locator('[data-screen="captcha"]').getAttribute('data-status')).toBe('checking');
    // The emulator's widget renders into the screen's box.
    await dialog.locator('[data-slot="captcha-widget"] [data-emulated-turnstile]').waitFor({ state: 'attached' });
    await dialog.getByRole('heading', { name: 'Success!' }).waitFor();
    await dialog.getByText('CAPTCHA passed successfully.').waitFor();
    await dialog.getByRole('heading', { name: 'Enter confirmation code' }).waitFor();
    await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await emulator.outbox(email);
    await modal.typeCode(sent?.code ?? '');
    await expect.poll(() => modal.signedInAs().textContent(), { timeout: 10_000 }).toBe(email);
    expect(tab.errors).toEqual([]);
    expect(tab.cspViolations).toEqual([]);
  });

  it('a phone number goes through the captcha screen too; the code screen then sends the code', async () => {
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    const phone = new PhoneLoginPage(tab.page);
    const line = String(3000 + (Date.now() % 7000));
    const e164 = `+1415555${line}`;
    await modal.open();
    await modal.openModal();
    await phone.dialog().getByRole('button', { name: 'Continue with SMS' }).click();
    await phone.phoneInput().fill(`415 555 ${line}`);
    await phone.phoneInput().press('Enter');
    await phone.dialog().getByRole('heading', { name: 'Checking that you are a human...' }).waitFor();
    expect(await emulator.outbox(e164)).toEqual([]);
    await phone.dialog().getByText('CAPTCHA passed successfully.').waitFor();
    await phone
      .dialog()
      .getByText(`Please check your phone +1 415 555 ${line} for a message and enter the code below.`)
      .waitFor();
    await expect.poll(async () => (await emulator.outbox(e164)).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await emulator.outbox(e164);
    await phone.typeCode(sent?.code ?? '');
    await phone.dialog().waitFor({ state: 'detached', timeout: 10_000 });
    expect(tab.errors).toEqual([]);
    expect(tab.cspViolations).toEqual([]);
  });

  it('a failing captcha shows the error with Retry; after 3 retries the adblocker hint, without Retry', async () => {
    await emulator.faults.add({ path: CHALLENGE, status: 403 });
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('captcha-blocked');
    await modal.open();
    await modal.openModal();
    await modal.emailInput().fill(email);
    await modal.emailInput().press('Enter');
    const dialog = modal.dialog();
    const screen = dialog.locator('[data-screen="captcha"]');
    const retry = dialog.getByRole('button', { name: 'Retry' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await retry.waitFor();
      expect(await screen.getAttribute('data-status')).toBe('error');
      await dialog.getByText('You did not pass CAPTCHA. Please try again.').waitFor();
      await retry.click();
      await expect.poll(() => screen.getAttribute('data-status')).not.toBe('error');
    }
    await dialog.getByText('If you use an adblocker or VPN, try disabling and re-attempting.').waitFor();
    expect(await screen.getAttribute('data-status')).toBe('blocked');
    expect(await retry.count()).toBe(0);
    expect(await emulator.outbox(email)).toHaveLength(0);
    // The only errors: the browser's log of the refused challenges.
    expect(tab.errors.filter((text) => !/403/.test(text))).toEqual([]);
  });

  it('the custom page on the hooks alone runs the captcha by itself and gets a code', async () => {
    const tab = await newPage();
    const custom = new CustomLoginPage(tab.page, demoUrl);
    const email = uniqueEmail('captcha-custom');
    await custom.open();
    await custom.sendCode(email);
    await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await emulator.outbox(email);
    await custom.submitCode(sent?.code ?? '');
    await expect.poll(() => custom.signedInAs(), { timeout: 10_000 }).toBe(email);
    expect(tab.errors).toEqual([]);
  });
});
