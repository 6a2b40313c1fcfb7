import { watchFarcaster } from '@foyer/emulator/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

/** The demo app with Farcaster login beside e-mail. */
const seedApp = (farcaster: boolean) => seedDemoApp({ farcaster_auth: farcaster });
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedApp(false));

/** Opens the modal, picks Farcaster and resolves with the channel's connect URI once the QR code shows. */
async function startFarcaster() {
  await seedApp(true);
  const tab = await newPage();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  await modal.open();
  await modal.openModal();
  const farcaster = watchFarcaster(tab.page);
  await modal.dialog().getByRole('button', { name: 'Farcaster' }).click();
  const qr = modal.dialog().getByRole('img', { name: 'QR code to sign in with Farcaster' });
  await qr.locator('path').waitFor({ timeout: 15_000 });
  expect(await qr.getAttribute('width')).toBe('275');
  expect(await modal.dialog().getByText("Scan with your phone's camera to continue.").isVisible()).toBe(true);
  return { tab, modal, farcaster };
}

describe('Farcaster login in the default modal (Chromium)', () => {
  it('shows the QR code; once the Farcaster app approves, the visitor is logged in', async () => {
    const { modal, farcaster } = await startFarcaster();
    // The Farcaster app's side: the relay's approve page, as Alice.
    await farcaster.approve({ preset: 0 });
    await modal.signedInAs().waitFor({ timeout: 20_000 });
    await modal.dialog().waitFor({ state: 'detached', timeout: 15_000 });
    const users = await emulator.users();
    expect(users.some((u) => u.linked_accounts.some((a) => a.type === 'farcaster' && a.fid === 1001))).toBe(true);
  });

  it('times out when the channel expires (emulator clock), with Retry', async () => {
    const { modal } = await startFarcaster();
    await emulator.clock.advance(120_000);
    await modal.dialog().getByRole('heading', { name: 'Authentication failed' }).waitFor({ timeout: 15_000 });
    expect(await modal.dialog().getByText('The request timed out. Try again.').isVisible()).toBe(true);
    await modal.dialog().getByRole('button', { name: 'Retry' }).click();
    await modal.dialog().getByRole('img', { name: 'QR code to sign in with Farcaster' }).locator('path').waitFor();
  });
});
