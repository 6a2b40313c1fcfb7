import type { SeedApp } from '@foyer/emulator';
import type { Locator } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { e2eSession } from './support/session.ts';
import { startWalletConnectRelay } from './support/walletConnectRelay.ts';
import { startWalletConnectWallet } from './support/walletConnectWallet.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const PROJECT_ID = 'e2e0walletconnect0project0000001';
const SDK_CHUNK = 'walletconnect-sign-client';

const seedApp = (extra: Omit<SeedApp, 'id'> = {}) => seedDemoApp(extra);
const account = privateKeyToAccount(generatePrivateKey());
let relay: Awaited<ReturnType<typeof startWalletConnectRelay>>;
let wallet: Awaited<ReturnType<typeof startWalletConnectWallet>>;
beforeAll(async () => {
  relay = await startWalletConnectRelay();
  // One wallet app: WalletConnect's client is one per process.
  wallet = await startWalletConnectWallet({ relayUrl: relay.url, projectId: PROJECT_ID, account });
});
beforeEach(() => {
  wallet.answerWith('approve');
  wallet.requests.length = 0;
});
afterAll(async () => {
  await seedApp();
  await wallet.close();
  await relay.close();
});

/** The demo with wallet login and a project id, a phone wallet, and the modal at WalletConnect's QR code. */
async function openQrCode() {
  await seedApp({ wallet_auth: true, email_auth: false, wallet_connect_cloud_project_id: PROJECT_ID });
  const tab = await newPage();
  await relay.routePage(tab.page);
  // Offline, the verify service's frame never answers: the sign client goes on without it (after 5 s).
  await tab.page.route('https://verify.walletconnect.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>verify</title>' }),
  );
  const requested: string[] = [];
  tab.page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await tab.page.goto(`${demoUrl}/`);
  await tab.page.getByRole('button', { name: 'Log in' }).click();
  const dialog = tab.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'WalletConnect' }).waitFor();
  expect(requested.some((path) => path.includes(SDK_CHUNK))).toBe(false);
  await dialog.getByRole('button', { name: 'WalletConnect' }).click();
  const uri = await pairingUri(dialog);
  expect(requested.some((path) => path.includes(SDK_CHUNK))).toBe(true);
  return { tab, dialog, uri };
}

/** The QR screen's pairing URI, once its code shows. */
async function pairingUri(dialog: Locator) {
  await dialog.getByRole('heading', { name: 'Scan code to connect to WalletConnect' }).waitFor({ timeout: 20_000 });
  await dialog.getByRole('img', { name: /WalletConnect/ }).waitFor();
  const uri = (await dialog.getByRole('link', { name: 'Open in app' }).getAttribute('href')) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/);
  expect(await dialog.getByRole('textbox', { name: 'Pairing URI' }).inputValue()).toBe(uri);
  return uri;
}

/**
 * The default connector in the demo's production build, under its strict CSP: the kit loads the
 * pre-bundled sign client on demand and pairs over WalletConnect's protocol (the relay is the test's,
 * reached at the address the CSP allows) with a wallet that runs WalletConnect's own client.
 */
describe('WalletConnect in the demo (Chromium, the real sign client, a relay in the test)', () => {
  it('QR code → a wallet scans it → Sign to verify → signed in with the WalletConnect account', async () => {
    const { tab, dialog, uri } = await openQrCode();
    expect(relay.pageConnections.map((url) => url.searchParams.get('projectId'))).toContain(PROJECT_ID);

    await wallet.pair(uri);
    await dialog.getByRole('heading', { name: 'Sign to verify' }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Sign with your wallet' }).click();
    await dialog
      .getByRole('heading', { name: 'Successfully connected with WalletConnect' })
      .waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(wallet.requests).toEqual(['personal_sign']);
    const signedInAs = await tab.page.getByTestId('user-email').textContent();
    const user = (await emulator.users()).find((u) => u.id === signedInAs);
    expect(user?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'wallet', address: account.address, connector_type: 'wallet_connect' }),
    ]);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it("a session the wallet rejects reads 'You rejected the request'; Retry shows a new code", async () => {
    const { tab, dialog, uri } = await openQrCode();
    wallet.answerWith('reject');
    await wallet.pair(uri);
    await dialog.getByRole('heading', { name: 'You rejected the request' }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    expect(await pairingUri(dialog)).not.toBe(uri);
    expect(wallet.requests).toEqual([]);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});
