import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomAccountsPage, openLoggedIn } from './models/AccountsPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { PhoneLoginPage } from './models/PhoneLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
let counter = 0;
/** A fresh valid US number: national form as typed, and E.164. */
const uniqueNumber = () => {
  const line = String(3000 + ((Date.now() + ++counter) % 7000));
  return { typed: `415 555 ${line}`, e164: `+1415555${line}` };
};

/** A seeded user: `email`, a `phone`, else a custom-auth account only (no e-mail to replace). */
async function seededUser(options: { email?: string; phone?: string } = {}) {
  const [user] = (
    await emulator.seed({
      users: [
        options.email
          ? { email: options.email }
          : options.phone
            ? { linked_accounts: [{ type: 'phone', phoneNumber: options.phone }] }
            : { linked_accounts: [{ type: 'custom_auth', custom_user_id: `e2e-${process.pid}-${++counter}` }] },
      ],
    })
  ).users;
  return user!;
}

const userIds = async () => (await emulator.users()).map((user) => user.id);

/** The demo app with SMS login on (phones to link); the next files get the app as they expect it. */
const seedApp = (extra: { sms_auth?: boolean } = {}) => seedDemoApp(extra);

describe('accounts in the default modal: useLinkAccount, useUpdateAccount, useUnlinkAccount (Chromium, strict CSP)', () => {
  beforeAll(() => seedApp({ sms_auth: true }));
  afterAll(() => seedApp());

  /** The modal page, logged in as `userId`, with its account settings (`AccountPanel.tsx`). */
  async function settingsOf(userId: string) {
    const tab = await newPage();
    await openLoggedIn(tab.page, `${demoUrl}/`, userId);
    const settings = tab.page.getByRole('region', { name: 'Account settings' });
    await settings.waitFor();
    return { tab, settings, phone: new PhoneLoginPage(tab.page) };
  }

  /** Opens 'Link your phone number', sends `typed`, and enters the texted code. */
  async function linkPhone(
    page: PhoneLoginPage,
    settings: Awaited<ReturnType<typeof settingsOf>>['settings'],
    number: ReturnType<typeof uniqueNumber>,
  ) {
    await settings.getByRole('button', { name: 'Link a phone' }).click();
    await page.dialog().getByRole('heading', { name: 'Link your phone number' }).waitFor();
    await page.submitNumber(number.typed);
    await page.typeCode(await emulator.latestCode(number.e164));
  }

  it('links a phone through the modal, then unlinks it', async () => {
    const user = await seededUser({ email: uniqueEmail('modal-link') });
    const { tab, settings, phone } = await settingsOf(user.id);
    const number = uniqueNumber();
    await linkPhone(phone, settings, number);
    const unlink = settings.getByRole('button', { name: `Unlink ${number.e164}` });
    await unlink.waitFor();
    await expect.poll(() => phone.dialog().count(), { timeout: 5000 }).toBe(0);
    expect(await tab.page.getByTestId('account-outcome').textContent()).toBe('done');

    await unlink.click();
    await expect.poll(() => tab.page.getByTestId('account-outcome').textContent()).toBe('unlinked');
    expect(await unlink.count()).toBe(0);
    const [stored] = (await emulator.users()).filter((u) => u.id === user.id);
    expect(stored!.linked_accounts.map((account) => account.type)).toEqual(['email']);
    expect(tab.cspViolations).toEqual([]);
  });

  it("changes the e-mail address in 'Update your email'", async () => {
    const user = await seededUser({ email: uniqueEmail('modal-old') });
    const { tab, settings } = await settingsOf(user.id);
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await settings.getByRole('button', { name: 'Change e-mail address' }).click();
    await modal.dialog().getByRole('heading', { name: 'Update your email' }).waitFor();
    const next = uniqueEmail('modal-new');
    await modal.submitEmail(next);
    await modal.typeCode(await emulator.latestCode(next));
    await expect.poll(() => tab.page.getByTestId('user-email').textContent()).toBe(next);
    await expect.poll(() => modal.dialog().count(), { timeout: 5000 }).toBe(0);
    expect(tab.cspViolations).toEqual([]);
  });

  it("links a phone another user holds: 'Transfer and delete account' moves it here", async () => {
    const number = uniqueNumber();
    const owner = await seededUser({ phone: number.e164 });
    const user = await seededUser({ email: uniqueEmail('modal-transfer') });
    const { tab, settings, phone } = await settingsOf(user.id);
    await linkPhone(phone, settings, number);
    await phone
      .dialog()
      .getByRole('heading', { name: /is associated with another account$/ })
      .waitFor();
    await phone.dialog().getByRole('button', { name: 'Transfer and delete account' }).click();
    await phone.dialog().getByText('Success!').waitFor();
    await settings.getByRole('button', { name: `Unlink ${number.e164}` }).waitFor();
    await expect.poll(() => phone.dialog().count(), { timeout: 5000 }).toBe(0);
    expect(await userIds()).not.toContain(owner.id);
    expect(tab.cspViolations).toEqual([]);
  });
});

describe('accounts on the custom UI page, hooks only (Chromium)', () => {
  it('updates the e-mail address with useUpdateEmail', async () => {
    const old = uniqueEmail('custom-old');
    const user = await seededUser({ email: old });
    const tab = await newPage();
    await openLoggedIn(tab.page, `${demoUrl}/custom/`, user.id);
    const accounts = new CustomAccountsPage(tab.page);
    const next = uniqueEmail('custom-new');
    await accounts.verify('Change your e-mail', next, () => emulator.latestCode(next));
    await expect.poll(() => tab.page.getByTestId('user-email').textContent()).toBe(next);
  });

  it('links an address another user holds, then transfers it with useAccountTransfer', async () => {
    const taken = uniqueEmail('custom-taken');
    const owner = await seededUser({ email: taken });
    const requester = await seededUser();
    const tab = await newPage();
    await openLoggedIn(tab.page, `${demoUrl}/custom/`, requester.id);
    const accounts = new CustomAccountsPage(tab.page);
    await accounts.verify('Link an e-mail', taken, () => emulator.latestCode(taken));
    await expect
      .poll(() => accounts.section().getByRole('alert').getAttribute('data-code'))
      .toBe('account_transfer_required');
    await accounts.transfer();
    await expect.poll(() => tab.page.getByTestId('user-email').textContent()).toBe(taken);
    expect(await userIds()).not.toContain(owner.id);
    expect(tab.cspViolations).toEqual([]);
  });
});
