import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, emulatorUrl, seedDemoApp } = e2eSession();
const seedApp = (providers: boolean) => seedDemoApp({ google_oauth: providers, github_oauth: providers });
beforeEach(() => seedApp(true));
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedApp(false));

/** Phones get a redirect (the modal is a bottom sheet there); wide screens a popup. */
const phone = { viewport: { width: 400, height: 800 } };
let counter = 0;
const identity = (label: string) => {
  const subject = `${label}-${process.pid}-${Date.now()}-${++counter}`;
  return { subject, email: `${subject}@example.com`, name: `${label} tester`, username: subject };
};
const ownerOf = async (type: string, subject: string) =>
  (await emulator.users()).find((user) =>
    user.linked_accounts.some(
      (account) => account.type === type && 'subject' in account && account.subject === subject,
    ),
  );
const hasReturnParams = (page: Page) => new URL(page.url()).search.includes('privy_oauth');

describe('social login in the default modal (Chromium, strict CSP)', () => {
  it('Google by redirect: consent at the provider, back to the page, verified, signed in; the return is removed from the address', async () => {
    const tab = await newPage(phone);
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    const who = identity('google');
    await emulator.oauth.next({ provider: 'google', identity: who });
    await modal.dialog().getByRole('button', { name: 'Google' }).click();
    await modal
      .dialog()
      .getByRole('heading', { name: 'Successfully connected with Google' })
      .waitFor({ timeout: 20_000 });
    expect(await modal.dialog().getByText("You're good to go!").isVisible()).toBe(true);
    expect(hasReturnParams(tab.page)).toBe(false);
    await modal.dialog().waitFor({ state: 'detached', timeout: 10_000 });
    const user = await ownerOf('google_oauth', who.subject);
    expect(user?.linked_accounts[0]).toMatchObject({ type: 'google_oauth', email: who.email, name: who.name });
    expect(await modal.signedInAs().textContent()).toBe(user?.id);
    expect(tab.cspViolations).toEqual([]);
  });

  it('GitHub by popup: the popup approves, hands the code to the page and closes; the page signs in', async () => {
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    const who = identity('github');
    await emulator.oauth.next({ provider: 'github', identity: who });
    const popupOpened = tab.page.waitForEvent('popup');
    await modal.dialog().getByRole('button', { name: 'GitHub' }).click();
    const popup = await popupOpened;
    await modal.dialog().getByRole('heading', { name: 'Verifying connection to GitHub' }).waitFor();
    await popup.waitForEvent('close', { timeout: 20_000 });
    await modal
      .dialog()
      .getByRole('heading', { name: 'Successfully connected with GitHub' })
      .waitFor({ timeout: 20_000 });
    expect(tab.page.url()).toBe(`${demoUrl}/`);
    await modal.dialog().waitFor({ state: 'detached', timeout: 10_000 });
    const user = await ownerOf('github_oauth', who.subject);
    expect(user?.linked_accounts[0]).toMatchObject({ type: 'github_oauth', username: who.username, email: who.email });
    expect(await modal.signedInAs().textContent()).toBe(user?.id);
    expect(tab.cspViolations).toEqual([]);
  });

  it('a denied consent (Deny on the provider’s page) ends in the failure copy with Retry', async () => {
    const tab = await newPage(phone);
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    await modal.dialog().getByRole('button', { name: 'Google' }).click();
    await tab.page.getByRole('heading', { name: 'Sign in with Google' }).waitFor({ timeout: 20_000 });
    await tab.page.getByRole('button', { name: 'Deny' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByText('User denied confirmation during OAuth flow').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(hasReturnParams(tab.page)).toBe(false);
    expect(await emulator.users()).toEqual([]);
  });

  it('a tampered state is rejected before any exchange', async () => {
    const tab = await newPage(phone);
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await modal.open();
    await modal.openModal();
    const who = identity('tampered');
    await emulator.oauth.next({ provider: 'google', identity: who });
    // An attacker's link: the provider's answer, sent back with a state this tab never stored.
    let tampered = false;
    await tab.page.route(`${emulatorUrl}/oauth/consent/**`, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const back = new URL(answer.headers().location ?? '');
      back.searchParams.set('privy_oauth_state', 'forged-state');
      tampered = true;
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await modal.dialog().getByRole('button', { name: 'Google' }).click();
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByText('Unexpected auth flow. This may be a phishing attempt.').isVisible()).toBe(true);
    expect(tampered).toBe(true);
    expect(await ownerOf('google_oauth', who.subject)).toBeUndefined();
  });
});

describe('social login on the custom page (useOAuthLogin alone)', () => {
  it('Google by redirect: the lazily loaded panel finishes the return once and signs in', async () => {
    const tab = await newPage();
    await tab.page.goto(`${demoUrl}/custom/`);
    const panel = tab.page.getByRole('region', { name: 'Social login' });
    const who = identity('custom');
    await emulator.oauth.next({ provider: 'google', identity: who });
    await panel.getByRole('button', { name: 'Google', exact: true }).click();
    await tab.page.getByTestId('user-email').waitFor({ timeout: 20_000 });
    const user = await ownerOf('google_oauth', who.subject);
    expect(await tab.page.getByTestId('user-email').textContent()).toBe(user?.id);
    expect(hasReturnParams(tab.page)).toBe(false);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});
