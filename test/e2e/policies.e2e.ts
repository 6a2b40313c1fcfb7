import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

/** The demo app's policy fields; each test seeds what it needs over these, and they come back after. */
const defaults = {
  require_users_accept_terms: false,
  terms_and_conditions_url: null,
  privacy_policy_url: null,
  allowlist_enabled: false,
  allowlist: [],
  allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
  max_users: null,
};
type Policies = Partial<typeof defaults> | Record<string, unknown>;
const seedApp = (policies: Policies) => seedDemoApp({ ...defaults, ...policies });
afterEach(() => seedApp({}));
afterAll(() => seedApp({}));

const terms = {
  require_users_accept_terms: true,
  terms_and_conditions_url: 'https://example.com/terms',
  privacy_policy_url: 'https://example.com/privacy',
};
const inviteOnly = (ctaLink: string) => ({
  allowlist_enabled: true,
  allowlist: ['@invited.example'],
  allowlist_config: {
    error_title: 'Acme is invite-only',
    error_detail: 'Join the waitlist and we will let you in soon.',
    cta_text: 'Join the waitlist',
    cta_link: ctaLink,
  },
});

let tab: WatchedPage;

/** Opens the demo's modal and logs in up to the code; what follows (terms, a rejection) is the test's. */
async function modalLogin(email: string) {
  tab = await newPage();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  await modal.open();
  await modal.openModal();
  await modal.submitEmail(email);
  await modal.typeCode(await emulator.latestCode(email));
  return modal;
}

/** Opens the custom page and logs in up to the code, on the hooks alone. */
async function customLogin(email: string) {
  tab = await newPage();
  const page = new CustomLoginPage(tab.page, demoUrl);
  await page.open();
  await page.sendCode(email);
  await page.submitCode(await emulator.latestCode(email));
  return page;
}

const acceptedTerms = async (email: string) =>
  (await emulator.users()).find((user) => user.linked_accounts.some((a) => 'address' in a && a.address === email))
    ?.has_accepted_terms;

describe('policies in the default modal (Chromium, strict CSP)', () => {
  it("terms: 'One last step' after the code; Accept records it, then the modal closes", async () => {
    await seedApp(terms);
    const email = uniqueEmail('terms-accept');
    const modal = await modalLogin(email);
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'One last step' }).waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('https://example.com/terms');
    expect(await dialog.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
    expect(await acceptedTerms(email)).toBe(false);
    // The user must choose: Escape does not close it.
    await tab.page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByRole('heading', { name: 'Success!' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await modal.signedInAs().textContent()).toBe(email);
    expect(await acceptedTerms(email)).toBe(true);
    expect(tab.cspViolations).toEqual([]);
  });

  it("terms: 'No thanks' logs the user out", async () => {
    await seedApp(terms);
    const email = uniqueEmail('terms-decline');
    const modal = await modalLogin(email);
    await modal.dialog().getByRole('button', { name: 'No thanks' }).click({ timeout: 10_000 });
    await modal.dialog().waitFor({ state: 'detached' });
    await tab.page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await modal.signedInAs().count()).toBe(0);
    expect(await acceptedTerms(email)).toBe(false);
  });

  it("allowlist: the app's title, detail and button; an http(s) link opens in a new tab", async () => {
    await seedApp(inviteOnly('https://example.com/waitlist'));
    const modal = await modalLogin(uniqueEmail('outsider'));
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Acme is invite-only' }).waitFor({ timeout: 10_000 });
    expect(await dialog.getByText('Join the waitlist and we will let you in soon.').isVisible()).toBe(true);
    const link = dialog.getByRole('link', { name: 'Join the waitlist' });
    expect(await link.getAttribute('href')).toBe('https://example.com/waitlist');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await modal.signedInAs().count()).toBe(0);
  });

  it('allowlist: a javascript: link is not rendered as a link; the button starts over', async () => {
    await seedApp(inviteOnly('javascript:alert(document.domain)'));
    const modal = await modalLogin(uniqueEmail('outsider'));
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Acme is invite-only' }).waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('link').count()).toBe(0);
    expect(await dialog.locator('a[href^="javascript:"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await modal.emailInput().waitFor();
  });

  it("user limit: 'Unable to sign in'; 'Go back' starts over", async () => {
    await seedApp({ max_users: 0 });
    const modal = await modalLogin(uniqueEmail('late'));
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Unable to sign in' }).waitFor({ timeout: 10_000 });
    expect(
      await dialog.getByText('This application has reached its user limit and cannot sign in new users.').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await modal.emailInput().waitFor();
    expect(await modal.signedInAs().count()).toBe(0);
  });
});

describe('policies on the custom-UI page, on the hooks alone (Chromium, strict CSP)', () => {
  const termsCard = () => tab.page.getByTestId('terms');

  it('terms: the page asks, then accepts with useAcceptTerms', async () => {
    await seedApp(terms);
    const email = uniqueEmail('custom-terms');
    const page = await customLogin(email);
    expect(await page.signedInAs()).toBe(email);
    await tab.page.getByRole('button', { name: 'Accept terms' }).click({ timeout: 15_000 });
    await expect.poll(() => termsCard().textContent()).toBe('Terms accepted');
    expect(await termsCard().getAttribute('data-status')).toBe('done');
    expect(await acceptedTerms(email)).toBe(true);
    // A reload reads it back from the server: nothing to ask.
    await tab.page.reload();
    await expect.poll(() => termsCard().textContent()).toBe('Terms accepted');
    expect(tab.cspViolations).toEqual([]);
  });

  it("terms: 'No thanks' logs out", async () => {
    await seedApp(terms);
    const email = uniqueEmail('custom-decline');
    await customLogin(email);
    await tab.page.getByRole('button', { name: 'No thanks' }).click({ timeout: 15_000 });
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    expect(await acceptedTerms(email)).toBe(false);
  });

  it('an allowlist rejection and a user-limit rejection show the error codes the hook reports', async () => {
    await seedApp(inviteOnly('https://example.com/waitlist'));
    const page = await customLogin(uniqueEmail('custom-outsider'));
    const alert = tab.page.getByRole('alert');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('allowlist_rejected');
    expect(await page.status()).toBe('error');

    await seedApp({ max_users: 0 });
    await customLogin(uniqueEmail('custom-late'));
    await expect.poll(() => tab.page.getByRole('alert').getAttribute('data-code')).toBe('max_accounts_reached');
  });
});
