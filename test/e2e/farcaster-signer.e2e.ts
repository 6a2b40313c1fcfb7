import { watchFarcaster, watchFarcasterSigner } from '@foyer/emulator/testing';
import { ed25519 } from '@noble/curves/ed25519';
import { type Hex, hexToBytes } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

/**
 * The Farcaster signer in Chromium on the demo (issue 26 §3): a user who logged in with Farcaster
 * asks for a signer in the modal ('Add a signer to Farcaster', the QR code of the relay's page);
 * the relay approves it as the Farcaster app would; the modal closes, and a cast hash the wallet
 * iframe signs verifies (ed25519) with the signer key the provider holds for the user.
 */

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

beforeAll(() =>
  seedDemoApp({ farcaster_auth: true, embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } } }),
);
afterAll(() => seedDemoApp());

/** The demo, logged in with Farcaster as Bob (fid 1002), with an embedded wallet. */
async function farcasterUser() {
  const tab = await newPage();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  await modal.open();
  await modal.openModal();
  const login = watchFarcaster(tab.page);
  await modal.dialog().getByRole('button', { name: 'Farcaster' }).click();
  await login.approve({ preset: 1 });
  const address = tab.page.getByTestId('ethereum-address');
  await expect.poll(() => address.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await modal.dialog().waitFor({ state: 'detached', timeout: 15_000 });
  return { page: tab.page, dialog: modal.dialog() };
}

/** The signer key the provider holds for the user (their Farcaster account's `signer_public_key`). */
async function providerSignerKey(fid: number): Promise<string | undefined> {
  const users = await emulator.users();
  const account = users
    .flatMap((user) => user.linked_accounts)
    .find((candidate) => candidate.type === 'farcaster' && candidate.fid === fid);
  return account?.type === 'farcaster' ? account.signer_public_key : undefined;
}

describe('the Farcaster signer (Chromium)', () => {
  it('is approved on the relay, and a cast hash signed with it verifies with the key the provider holds', async () => {
    const { page, dialog } = await farcasterUser();
    const signer = watchFarcasterSigner(page);
    await page.getByRole('button', { name: 'Add a Farcaster signer' }).click();
    await dialog.getByRole('heading', { name: 'Add a signer to Farcaster' }).waitFor();
    const qr = dialog.getByRole('img', { name: 'QR code to add a signer to Farcaster' });
    await qr.locator('path').waitFor({ timeout: 15_000 });
    expect(await qr.getAttribute('width')).toBe('275');

    // The Farcaster app's side: the relay's signer page approves it.
    await signer.decide('approve');
    await dialog.getByRole('heading', { name: 'Signer added' }).waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.getByTestId('farcaster-signer-outcome').textContent()).toBe('done');

    const publicKey = await providerSignerKey(1002);
    expect(publicKey).toMatch(/^0x[0-9a-f]{64}$/);
    await expect.poll(() => page.getByTestId('farcaster-signer-key').textContent()).toBe(publicKey);

    await page.getByRole('button', { name: 'Sign a cast hash' }).click();
    const signature = page.getByTestId('farcaster-cast-signature');
    await expect.poll(() => signature.textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{128}$/);
    const hash = (await page.getByTestId('farcaster-cast-hash').textContent()) as Hex;
    expect(hexToBytes(hash)).toHaveLength(20);
    const signed = hexToBytes((await signature.textContent()) as Hex);
    expect(ed25519.verify(signed, hexToBytes(hash), hexToBytes(publicKey as Hex))).toBe(true);
  });

  it("shows 'Request rejected' when the Farcaster app rejects the signer; Retry asks again; closing tells onError the code", async () => {
    const { page, dialog } = await farcasterUser();
    const rejected = watchFarcasterSigner(page);
    await page.getByRole('button', { name: 'Add a Farcaster signer' }).click();
    const qr = dialog.getByRole('img', { name: 'QR code to add a signer to Farcaster' });
    await qr.waitFor({ timeout: 15_000 });
    await rejected.decide('reject');
    await dialog.getByRole('heading', { name: 'Request rejected' }).waitFor({ timeout: 10_000 });
    expect(await dialog.getByText('The request was rejected. Please try again.').isVisible()).toBe(true);
    expect(await providerSignerKey(1002)).toBeUndefined();

    // Retry: a new request, on a new page of the relay; rejected again, closing tells onError.
    const retried = watchFarcasterSigner(page);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    expect(await retried.approvalUrl()).not.toBe(await rejected.approvalUrl());
    await qr.locator('path').waitFor({ timeout: 15_000 });
    await retried.decide('reject');
    await dialog.getByRole('heading', { name: 'Request rejected' }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('farcaster-signer-outcome').textContent())
      .toBe('farcaster_signer_revoked');
  });
});
