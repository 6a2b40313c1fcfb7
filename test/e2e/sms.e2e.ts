import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { PhoneLoginPage } from './models/PhoneLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
let counter = 0;
/** A fresh valid US number: national form as typed, E.164, and as the code screen writes it. */
const uniqueNumber = () => {
  const line = String(3000 + ((Date.now() + ++counter) % 7000));
  return { typed: `415 555 ${line}`, e164: `+1415555${line}`, written: `+1 415 555 ${line}` };
};

/** The demo app as the global setup left it, with SMS login on (and e-mail login as asked). */
const seedApp = (extra: { email_auth?: boolean; sms_auth?: boolean } = {}) => seedDemoApp(extra);
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedApp());

describe('SMS login in the demo (Chromium)', () => {
  it('logs a visitor in with a texted code from the outbox (modal, SMS the only method)', async () => {
    await seedApp({ sms_auth: true, email_auth: false });
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    const phone = new PhoneLoginPage(tab.page);
    await modal.open();
    await tab.page.getByRole('button', { name: 'Log in' }).click();
    await phone.phoneInput().waitFor();
    // The calling code shows once the phone tools (libphonenumber, loaded with the field) are in.
    await expect.poll(() => phone.countryButton().textContent(), { timeout: 5000 }).toBe('US +1');
    expect(await phone.submit().isDisabled()).toBe(true);
    expect(await phone.dialog().getByText('Carrier charges may apply.').isVisible()).toBe(true);

    // A number of another country, picked from the list by keyboard, is read against that country.
    await phone.chooseCountry('united k');
    expect(await phone.countryButton().textContent()).toBe('GB +44');
    await phone.phoneInput().fill('555');
    await phone.phoneInput().press('Enter');
    await phone.dialog().getByText('Please enter a valid phone number.').waitFor();
    await phone.chooseCountry('united states');
    // The number is cleared once the country has changed: on a busy machine the change lands later.
    await expect.poll(() => phone.countryButton().textContent(), { timeout: 5000 }).toBe('US +1');

    // Letters never enter the number, typed or pasted.
    await phone.phoneInput().fill('');
    await phone.phoneInput().pressSequentially('abc');
    expect(await phone.phoneInput().inputValue()).toBe('');
    await phone.phoneInput().fill('tel: 415');
    expect(await phone.phoneInput().inputValue()).toBe(' 415');

    const { typed, e164, written } = uniqueNumber();
    await phone.submitNumber(typed);
    // The number as its country writes it, not raw E.164.
    await phone
      .dialog()
      .getByText(`Please check your phone ${written} for a message and enter the code below.`)
      .waitFor();
    expect(await phone.dialog().getByText("Didn't get a message?").isVisible()).toBe(true);
    const [message] = await emulator.outbox(e164);
    expect(message).toMatchObject({ channel: 'sms', to: e164 });
    await phone.typeCode(message!.code);
    await phone.dialog().getByRole('heading', { name: 'Success!' }).waitFor();
    await phone.dialog().waitFor({ state: 'detached', timeout: 5_000 });
    // The demo names the user by id when they have no e-mail: the one whose phone was verified.
    const signedInAs = await tab.page.getByTestId('user-email').textContent();
    const user = (await emulator.users()).find((u) => u.id === signedInAs);
    expect(user?.linked_accounts).toEqual([expect.objectContaining({ type: 'phone', phoneNumber: e164 })]);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it("a number of a region the app does not serve: 'This region is not supported', 'Try another method'", async () => {
    await seedDemoApp({ sms_auth: true, email_auth: false, sms_unsupported_regions: ['+7'] });
    const tab = await newPage();
    const phone = new PhoneLoginPage(tab.page);
    await new ModalLoginPage(tab.page, demoUrl).open();
    await tab.page.getByRole('button', { name: 'Log in' }).click();
    await phone.phoneInput().fill('+7 916 123-45-67');
    await phone.phoneInput().press('Enter');
    await phone.dialog().getByRole('heading', { name: 'This region is not supported' }).waitFor();
    expect(await phone.dialog().getByText('SMS authentication from this region is not available').isVisible()).toBe(
      true,
    );
    expect(await phone.dialog().getByRole('button', { name: 'Try another method' }).isVisible()).toBe(true);
    expect(await emulator.outbox('+79161234567')).toEqual([]);
  });

  it('links a phone to a logged-in user on the hooks (custom-UI page), and it is gone after an unlink', async () => {
    await seedApp({ sms_auth: true });
    const tab = await newPage();
    await tab.page.goto(`${demoUrl}/custom/`);
    const email = uniqueEmail('sms-link');
    await tab.page.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill(email);
    await tab.page.getByRole('button', { name: 'Send code' }).click();
    await tab.page.getByRole('textbox', { name: `Code sent to ${email}` }).fill(await emulator.latestCode(email));
    await tab.page.getByRole('button', { name: 'Verify' }).click();

    const form = tab.page.getByRole('form', { name: 'Link a phone' });
    const { typed, e164 } = uniqueNumber();
    await form.getByRole('textbox', { name: 'Your phone number' }).fill(typed);
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await form.getByRole('textbox', { name: `Code sent to ${e164}` }).fill(await emulator.latestCode(e164));
    await form.getByRole('button', { name: 'Verify' }).click();
    await tab.page.getByTestId('user-phone').waitFor();
    expect(await tab.page.getByTestId('user-phone').textContent()).toBe(e164);

    // Unlink with useUnlinkAccount (the page's accounts list), then reload: the phone is gone for good.
    await tab.page
      .getByRole('list', { name: 'Linked accounts' })
      .getByRole('button', { name: `Unlink ${e164}` })
      .click();
    await expect.poll(() => tab.page.getByTestId('user-phone').count()).toBe(0);
    await tab.page.reload();
    await tab.page.getByRole('form', { name: 'Link a phone' }).waitFor();
    expect(await tab.page.getByTestId('user-phone').count()).toBe(0);
    expect(tab.cspViolations).toEqual([]);
  });

  it('logs in with SMS from the custom-UI page, on the hooks alone', async () => {
    await seedApp({ sms_auth: true });
    const tab = await newPage();
    await tab.page.goto(`${demoUrl}/custom/`);
    const form = tab.page.getByRole('form', { name: 'Phone login' });
    const { e164 } = uniqueNumber();
    await form.getByRole('textbox', { name: 'Your phone number' }).fill(e164);
    await form.getByRole('button', { name: 'Text me a code' }).click();
    const code = await emulator.latestCode(e164);
    await form.getByRole('textbox', { name: `Code sent to ${e164}` }).fill(code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await tab.page.getByTestId('user-email').waitFor();
    const users = await emulator.users();
    const signedInAs = await tab.page.getByTestId('user-email').textContent();
    expect(users.find((u) => u.id === signedInAs)?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'phone', phoneNumber: e164 }),
    ]);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});
