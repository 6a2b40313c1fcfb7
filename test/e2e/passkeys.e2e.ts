import { addVirtualAuthenticator } from '@foyer/emulator/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

// WebAuthn needs a secure context and a domain as rp id: http://localhost counts (an IP address
// would not be a valid rp id), so the demo is opened as localhost; the emulator takes the page's
// host as the rp id.
const pageUrl = demoUrl.replace('127.0.0.1', 'localhost');

const seedApp = (passkeys: boolean) => seedDemoApp({ passkey_auth: passkeys, passkeys_for_signup_enabled: passkeys });
afterAll(() => seedApp(false));

async function openModalPasskey(modal: ModalLoginPage) {
  await modal.openModal();
  await modal.dialog().getByRole('button', { name: 'I have a passkey' }).click();
  await modal.dialog().getByRole('heading', { name: 'Log in or create a new account?' }).waitFor();
}

describe('passkeys in the default modal (Chromium virtual authenticator)', () => {
  it('signs up with a new passkey, logs out, then logs in with it as the same user', async () => {
    await seedApp(true);
    const tab = await newPage();
    const authenticator = await addVirtualAuthenticator(tab.page);
    const modal = new ModalLoginPage(tab.page, pageUrl);
    await modal.open();

    await openModalPasskey(modal);
    await modal.dialog().getByRole('button', { name: 'Create new account' }).click();
    await modal.signedInAs().waitFor({ timeout: 20_000 });
    const userId = await modal.signedInAs().textContent();
    expect(userId).toMatch(/^did:privy:/);
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const user = (await emulator.users()).find((u) => u.id === userId);
    expect(user?.linked_accounts).toEqual([expect.objectContaining({ type: 'passkey' })]);

    await tab.page.getByRole('button', { name: 'Log out' }).click();
    await openModalPasskey(modal);
    await modal.dialog().getByRole('button', { name: 'Log in with a passkey' }).click();
    await modal.signedInAs().waitFor({ timeout: 20_000 });
    expect(await modal.signedInAs().textContent()).toBe(userId);
    expect(tab.errors).toEqual([]);
  });

  it("a failed user verification shows 'Something went wrong' with Retry", async () => {
    await seedApp(true);
    const tab = await newPage();
    const authenticator = await addVirtualAuthenticator(tab.page);
    const modal = new ModalLoginPage(tab.page, pageUrl);
    await modal.open();
    await authenticator.failVerification();
    await openModalPasskey(modal);
    await modal.dialog().getByRole('button', { name: 'Create new account' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByText('Passkey request timed out or rejected by user.').isVisible()).toBe(true);
    expect(await dialog.locator('[data-screen="passkey-status"]').getAttribute('data-status')).toBe('error');
    expect(await dialog.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  });

  it("a cancelled login where the app offers passkey sign-up offers 'Create new account', not another method", async () => {
    await seedApp(true);
    const tab = await newPage();
    const authenticator = await addVirtualAuthenticator(tab.page);
    const modal = new ModalLoginPage(tab.page, pageUrl);
    await modal.open();
    await authenticator.failVerification();
    await openModalPasskey(modal);
    await modal.dialog().getByRole('button', { name: 'Log in with a passkey' }).click();
    const dialog = modal.dialog();
    await dialog.getByText('No passkey yet? Create a new account with one.').waitFor({ timeout: 20_000 });
    expect(await dialog.getByText(/another method/).count()).toBe(0);
    await authenticator.verify();
    await dialog.getByRole('button', { name: 'Create new account' }).click();
    await modal.signedInAs().waitFor({ timeout: 20_000 });
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  it('at an IP address, which WebAuthn refuses as a relying party, shows that and what to do, not an unknown error', async () => {
    await seedApp(true);
    const tab = await newPage();
    await addVirtualAuthenticator(tab.page);
    const modal = new ModalLoginPage(tab.page, demoUrl);
    expect(new URL(demoUrl).hostname).toBe('127.0.0.1');
    await modal.open();
    await openModalPasskey(modal);
    await modal.dialog().getByRole('button', { name: 'Create new account' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByText('Passkeys are not available at this address.').isVisible()).toBe(true);
    expect(await dialog.getByText(/not an IP address \(on your own computer: localhost\)/).isVisible()).toBe(true);
    expect(await dialog.getByText('An unknown error occurred.').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});

describe('passkeys on the custom page (usePasskeyLogin alone)', () => {
  it('signs up, logs out, logs in', async () => {
    await seedApp(true);
    const tab = await newPage();
    await addVirtualAuthenticator(tab.page);
    await tab.page.goto(`${pageUrl}/custom/`);
    const panel = tab.page.getByRole('region', { name: 'Passkeys' });
    await panel.getByRole('button', { name: 'Sign up with a passkey' }).click();
    const signedIn = tab.page.getByTestId('user-email');
    await signedIn.waitFor({ timeout: 20_000 });
    const userId = await signedIn.textContent();
    await tab.page.getByRole('button', { name: 'Log out' }).click();
    await panel.getByRole('button', { name: 'Log in with a passkey' }).click();
    await signedIn.waitFor({ timeout: 20_000 });
    expect(await signedIn.textContent()).toBe(userId);
  });
});
