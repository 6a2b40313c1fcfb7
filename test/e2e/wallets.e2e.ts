import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import type { Page } from 'playwright-core';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTypedData } from '../../packages/demo/src/typedData.ts';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, emulatorUrl, seedDemoApp } = e2eSession();
const walletOrigin = new URL(emulatorUrl).origin;

/** The demo's app with both embedded wallets created at login (other e2e files run with them off). */
beforeAll(() =>
  seedDemoApp({
    embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } },
  }),
);
afterAll(() => seedDemoApp());

/** Every message the page receives, kept before any script of the page runs. */
async function recordMessages(page: Page) {
  await page.addInitScript(() => {
    const log: { origin: string; data: string }[] = [];
    (window as unknown as { __messages: typeof log }).__messages = log;
    window.addEventListener(
      'message',
      (event) => log.push({ origin: event.origin, data: JSON.stringify(event.data) ?? '' }),
      true,
    );
  });
}

/** What a leaked key would look like: a 32-byte hex string, a mnemonic, a share or a secret. */
const keyMaterial =
  /"(?:[^"]*(?:share|mnemonic|privateKey|private_key|secret|seed|entropy)"\s*:)|\b(?:0x)?[0-9a-f]{64}\b/i;

async function expectNoKeyMaterial(page: Page) {
  const messages = await page.evaluate(
    () => (window as unknown as { __messages: { origin: string; data: string }[] }).__messages,
  );
  const fromWallet = messages.filter((message) => message.origin === walletOrigin);
  expect(fromWallet.length).toBeGreaterThan(0);
  for (const { data } of fromWallet) expect(data.replace(/"entropyId(Verifier)?"/g, '"ref"')).not.toMatch(keyMaterial);
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(stored).not.toMatch(keyMaterial);
  expect(stored).not.toMatch(/share/i);
}

/**
 * Logs in through the modal. The code screen sends the code as it opens, so the code to type is the
 * first one sent after the address was submitted (the same user may have older ones).
 */
async function logInWithModal(tab: WatchedPage, email: string) {
  const modal = new ModalLoginPage(tab.page, demoUrl);
  const sentBefore = (await emulator.outbox(email)).length;
  await modal.open();
  await modal.openModal();
  await modal.submitEmail(email);
  await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(sentBefore);
  const [latest] = await emulator.outbox(email);
  await modal.typeCode(latest?.code ?? '');
  return modal;
}

async function addresses(page: Page) {
  const ethereum = page.getByTestId('ethereum-address');
  const solana = page.getByTestId('solana-address');
  await expect.poll(() => ethereum.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect.poll(() => solana.textContent(), { timeout: 20_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return { ethereum: (await ethereum.textContent()) as `0x${string}`, solana: (await solana.textContent()) ?? '' };
}

/** Waits for the modal to close; if it does not, fails with what it shows. */
async function modalClosed(modal: ModalLoginPage, timeout = 15_000) {
  try {
    await modal.dialog().waitFor({ state: 'detached', timeout });
  } catch (error) {
    const shown = await modal
      .dialog()
      .innerText({ timeout: 1_000 })
      .catch(() => '(gone)');
    throw new Error(`The modal did not close; it shows:\n${shown}`, { cause: error });
  }
}

/** Clicks a demo button, approves in the modal's signing screen, and returns the signature shown. */
async function signInModal(modal: ModalLoginPage, button: string, kind: string) {
  await modal.page.getByRole('button', { name: button }).click();
  await modal.dialog().getByRole('heading', { name: 'Sign message' }).waitFor();
  await modal.dialog().getByRole('button', { name: 'Sign and continue' }).click();
  const output = modal.page.locator(`[data-testid="signature"][data-kind="${kind}"]`);
  await output.waitFor({ timeout: 30_000 });
  await modalClosed(modal);
  return (await output.textContent()) ?? '';
}

describe('embedded wallets in the demo (Chromium, strict CSP, wallet iframe on the emulator origin)', () => {
  it('creates both wallets at login; signs a message, typed data and a Solana message in the modal', async () => {
    const tab = await newPage();
    await recordMessages(tab.page);
    const modal = await logInWithModal(tab, uniqueEmail('wallets'));
    await modal
      .dialog()
      .getByRole('heading', { name: /^Welcome/ })
      .waitFor({ timeout: 30_000 });
    const { ethereum, solana } = await addresses(tab.page);

    const message = await signInModal(modal, 'Sign a message', 'message');
    expect(
      await verifyMessage({
        address: ethereum,
        message: 'Hello from the Foyer demo',
        signature: message as `0x${string}`,
      }),
    ).toBe(true);

    const typed = await signInModal(modal, 'Sign typed data', 'typed-data');
    expect(await verifyTypedData({ ...demoTypedData, address: ethereum, signature: typed as `0x${string}` })).toBe(
      true,
    );

    const solanaSignature = await signInModal(modal, 'Sign a Solana message', 'solana');
    const signed = new TextEncoder().encode('Hello from Solana');
    expect(ed25519.verify(base64.decode(solanaSignature), signed, base58.decode(solana))).toBe(true);

    await expectNoKeyMaterial(tab.page);
    expect(tab.cspViolations).toEqual([]);
    // The kit posts to the wallet iframe only once it has loaded: Chromium logs nothing.
    expect({ errors: tab.errors, warnings: tab.warnings }).toEqual({ errors: [], warnings: [] });
  });

  it('closing the signing screen rejects the request with user_rejected_request', async () => {
    const tab = await newPage();
    const modal = await logInWithModal(tab, uniqueEmail('reject'));
    await addresses(tab.page);
    await modalClosed(modal);
    await tab.page.getByRole('button', { name: 'Sign a message' }).click();
    await modal.dialog().getByRole('heading', { name: 'Sign message' }).waitFor();
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => tab.page.getByRole('alert').getAttribute('data-code')).toBe('user_rejected_request');
  });

  it('custom UI: creates the wallets at a headless login, signs headless and through wagmi, ignores forged replies', async () => {
    const tab = await newPage();
    await recordMessages(tab.page);
    const page = new CustomLoginPage(tab.page, demoUrl);
    await page.open();
    const email = uniqueEmail('wagmi');
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    const address = tab.page.getByTestId('ethereum-address');
    await expect.poll(() => address.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const ethereum = (await address.textContent()) as `0x${string}`;

    // Another window of another origin than the wallet's (here the app's own) answers every request id
    // with a forged signature while the real one is on its way: the kit must ignore it.
    await tab.page.evaluate(() => {
      const forged = `0x${'11'.repeat(65)}`;
      const timer = setInterval(() => {
        for (let id = 1; id <= 40; id += 1)
          window.postMessage(
            {
              id: `id-${id}`,
              event: 'privy:wallets:rpc',
              data: { address: '', chainType: 'ethereum', response: { method: 'personal_sign', data: forged } },
            },
            '*',
          );
      }, 5);
      setTimeout(() => clearInterval(timer), 15_000);
    });
    await tab.page.getByRole('button', { name: 'Sign (headless)' }).click();
    const headless = tab.page.getByTestId('headless-signature');
    await headless.waitFor({ timeout: 30_000 });
    expect(
      await verifyMessage({
        address: ethereum,
        message: 'Signed without a screen',
        signature: (await headless.textContent()) as `0x${string}`,
      }),
    ).toBe(true);

    await expect.poll(() => tab.page.getByTestId('wagmi-address').textContent(), { timeout: 20_000 }).toBe(ethereum);
    await tab.page.getByRole('button', { name: 'Sign with wagmi' }).click();
    const wagmi = tab.page.getByTestId('wagmi-signature');
    await wagmi.waitFor({ timeout: 30_000 });
    expect(
      await verifyMessage({
        address: ethereum,
        message: 'Signed through wagmi',
        signature: (await wagmi.textContent()) as `0x${string}`,
      }),
    ).toBe(true);
    await expectNoKeyMaterial(tab.page);
  });

  it('a second browser profile of the same user recovers the wallet automatically; both then sign in turn, neither recovering again', async () => {
    const email = uniqueEmail('recover');
    /** The automatic recoveries a tab's wallet iframe asks the emulator for. */
    const recoveries = (tab: WatchedPage) => {
      const seen: string[] = [];
      tab.page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/embedded_wallets/shares/recovery')) seen.push(request.url());
      });
      return seen;
    };
    const first = await newPage();
    const firstRecoveries = recoveries(first);
    const firstModal = await logInWithModal(first, email);
    const created = await addresses(first.page);
    await modalClosed(firstModal);

    const second = await newPage();
    const secondRecoveries = recoveries(second);
    const modal = await logInWithModal(second, email);
    await modalClosed(modal);
    expect(await addresses(second.page)).toEqual(created);
    const verify = async (signature: string) =>
      verifyMessage({ address: created.ethereum, message: 'Hello from the Foyer demo', signature: signature as Hex });
    for (let round = 0; round < 3; round++) {
      expect(await verify(await signInModal(modal, 'Sign a message', 'message'))).toBe(true);
      expect(await verify(await signInModal(firstModal, 'Sign a message', 'message'))).toBe(true);
    }
    expect(secondRecoveries).toHaveLength(1);
    expect(firstRecoveries).toHaveLength(0);
  });
});
