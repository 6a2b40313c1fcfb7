import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();
const seedApp = (solana_wallet_auth: boolean) => seedDemoApp({ solana_wallet_auth });
afterEach(() => seedApp(false));
afterAll(() => seedApp(false));

/**
 * A Wallet Standard wallet registered into the page before the app loads (the standard's window
 * events), whose key stays in Node: the page asks `__e2eSolanaSign` for each signature (ed25519 by
 * @noble/curves). `reject` makes the next signature fail as a user's refusal does.
 */
async function withTestWallet(page: Page) {
  const secret = ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(secret);
  const address = base58.encode(publicKey);
  const wallet = { reject: false, signed: 0 };
  await page.exposeFunction('__e2eSolanaSign', (message: number[]) => {
    if (wallet.reject) {
      wallet.reject = false;
      throw new Error('User rejected the request.');
    }
    wallet.signed++;
    return Array.from(ed25519.sign(Uint8Array.from(message), secret));
  });
  await page.addInitScript(
    ({ address, publicKey }) => {
      const sign = (window as unknown as { __e2eSolanaSign(m: number[]): Promise<number[]> }).__e2eSolanaSign;
      const account = {
        address,
        publicKey: Uint8Array.from(publicKey),
        chains: ['solana:mainnet'],
        features: ['solana:signMessage'],
      };
      const wallet = {
        version: '1.0.0',
        name: 'E2E Solana',
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
        chains: ['solana:mainnet'],
        accounts: [],
        features: {
          'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
          'solana:signMessage': {
            version: '1.1.0',
            signMessage: (...inputs: { message: Uint8Array }[]) =>
              Promise.all(
                inputs.map(async ({ message }) => ({
                  signedMessage: message,
                  signature: Uint8Array.from(await sign(Array.from(message))),
                })),
              ),
          },
        },
      };
      const register = (api: { register(w: unknown): unknown }) => api.register(wallet);
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
      window.addEventListener('wallet-standard:app-ready', (event) =>
        register((event as CustomEvent<{ register(w: unknown): unknown }>).detail),
      );
    },
    { address, publicKey: Array.from(publicKey) },
  );
  return { address, wallet };
}

async function openCustomPage() {
  const tab: WatchedPage = await newPage();
  const test = await withTestWallet(tab.page);
  await tab.page.goto(`${demoUrl}/custom/`);
  const panel = tab.page.getByRole('region', { name: 'Solana login' });
  return { tab, panel, ...test };
}

describe('Sign-In With Solana on the custom UI (Chromium, a Wallet Standard test wallet)', () => {
  it('logs a new visitor in with the wallet’s signature', async () => {
    await seedApp(true);
    const { tab, panel, address, wallet } = await openCustomPage();
    await panel.getByRole('button', { name: 'E2E Solana' }).click();
    await expect.poll(() => tab.page.getByTestId('user-email').textContent(), { timeout: 15_000 }).toMatch(/\S/);
    expect(wallet.signed).toBe(1);
    const users = await emulator.users();
    expect(JSON.stringify(users)).toContain(address);
    expect(tab.cspViolations).toEqual([]);
  });

  it('shows a refused signature, then logs in on a second try', async () => {
    await seedApp(true);
    const { tab, panel, wallet } = await openCustomPage();
    wallet.reject = true;
    await panel.getByRole('button', { name: 'E2E Solana' }).click();
    await expect
      .poll(() => panel.getByRole('alert').getAttribute('data-code'), { timeout: 15_000 })
      .toBe('user_rejected_request');
    await panel.getByRole('button', { name: 'E2E Solana' }).click();
    await expect.poll(() => tab.page.getByTestId('user-email').textContent(), { timeout: 15_000 }).toMatch(/\S/);
  });

  it('shows the server’s refusal when the app has Solana login off', async () => {
    await seedApp(false);
    const { panel } = await openCustomPage();
    await panel.getByRole('button', { name: 'E2E Solana' }).click();
    await expect
      .poll(() => panel.getByRole('alert').getAttribute('data-code'), { timeout: 15_000 })
      .toBe('disallowed_login_method');
  });
});

describe('Sign-In With Solana in the default modal (Chromium, a Wallet Standard test wallet)', () => {
  it('lists the wallet beside the Ethereum ones; the Ledger choice, then its signature, logs in', async () => {
    await seedDemoApp({ solana_wallet_auth: true, wallet_auth: true });
    const tab: WatchedPage = await newPage();
    const { address, wallet } = await withTestWallet(tab.page);
    await tab.page.goto(`${demoUrl}/`);
    await tab.page.getByRole('button', { name: 'Log in' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^(Continue with a wallet|Other wallets)$/ }).click();
    // The row reads the wallet's name and its chain ('E2E Solana Solana').
    await dialog.getByRole('button', { name: /^E2E Solana/ }).click();
    await dialog.getByRole('button', { name: 'Continue without Ledger' }).click();
    await dialog.getByRole('heading', { name: 'Sign to verify' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign with your wallet' }).click();
    await expect.poll(() => tab.page.getByTestId('user-email').textContent(), { timeout: 15_000 }).toMatch(/\S/);
    expect(wallet.signed).toBe(1);
    expect(JSON.stringify(await emulator.users())).toContain(address);
    expect(tab.cspViolations).toEqual([]);
  });
});
