import { DEFAULT_APP_ID } from '@foyer/emulator';
import { afterAll, describe, expect, it } from 'vitest';
import { createJwtIssuer, customJwtSeed } from '../support/customJwt.ts';
import { CustomAuthPanelModel } from './models/CustomAuthPanel.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const issuerPromise = createJwtIssuer();

/** The demo app as the global setup left it, plus custom JWT and guest login, and the test's JWKS. */
async function seedApp() {
  const issuer = await issuerPromise;
  await seedDemoApp({ custom_jwt_auth: true, guest_auth: true });
  await emulator.seed({ customJwt: [customJwtSeed(DEFAULT_APP_ID, issuer.jwks)] });
  return issuer;
}
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedDemoApp());

async function openCustomPage() {
  const tab = await newPage();
  const page = new CustomLoginPage(tab.page, demoUrl);
  await page.open();
  return { tab, page, panel: new CustomAuthPanelModel(tab.page) };
}

const userById = async (id: string | null) => (await emulator.users()).find((user) => user.id === id);
let counter = 0;

describe('custom JWT and guest login on the custom UI (Chromium)', () => {
  it('logs in with a JWT the app issued (signed in Node, checked against the seeded JWKS), and out with it', async () => {
    const issuer = await seedApp();
    const { tab, page, panel } = await openCustomPage();
    await expect.poll(panel.syncStatus).toBe('initial');
    const subject = `e2e-app-user-${Date.now()}-${++counter}`;
    await panel.signInWithToken(await issuer.sign(subject));
    const id = await page.signedInAs();
    expect((await userById(id))?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'custom_auth', custom_user_id: subject }),
    ]);
    await expect.poll(panel.syncStatus).toBe('done');

    // The app signs its user out: the kit's session follows.
    await panel.signOutOfApp();
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it('a token signed with another key is refused: error invalid_credentials, still a visitor', async () => {
    await seedApp();
    const stranger = await createJwtIssuer('stranger');
    const { tab, panel } = await openCustomPage();
    await panel.signInWithToken(await stranger.sign(`e2e-stranger-${++counter}`));
    await expect.poll(panel.syncStatus).toBe('error');
    expect(await panel.alertCode()).toBe('invalid_credentials');
    expect(await tab.page.getByLabel('Your e-mail', { exact: true }).isVisible()).toBe(true);
  });

  it('a guest stays the same user after a reload and after logging out and in again; linking a guest is refused', async () => {
    await seedApp();
    const { tab, page, panel } = await openCustomPage();
    await panel.continueAsGuest();
    const guestId = await page.signedInAs();
    expect(await userById(guestId)).toMatchObject({ is_guest: true, linked_accounts: [] });

    await tab.page.reload();
    expect(await page.signedInAs()).toBe(guestId);

    // Signed in: a guest account cannot be linked (spec §5), refused before any call.
    await panel.linkGuest();
    await expect.poll(panel.alertCode).toBe('not_supported');

    await page.logout();
    await panel.continueAsGuest();
    expect(await page.signedInAs()).toBe(guestId);
    expect(tab.cspViolations).toEqual([]);
  });
});
