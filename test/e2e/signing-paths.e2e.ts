import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import type { Page } from 'playwright-core';
import {
  type Hex,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingInputs } from '../../packages/demo/src/signing/signingInputs.ts';
import { solanaTransfer } from '../../packages/demo/src/signing/solanaTransfer.ts';
import { demoTypedData } from '../../packages/demo/src/typedData.ts';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

/**
 * The confirmation policy in Chromium, on the demo's production build (`/signing/`): every signing
 * path through every interface, with the real kit, the real modal and the real wallet iframe.
 * Wallet UIs on: each request shows the screen of its kind; closing it rejects with the interface's
 * user-rejected error and the iframe receives no signing request; approving signs. Off
 * (`showWalletUIs: false`, the modal still mounted): every path signs with no screen.
 */

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

beforeAll(() =>
  seedDemoApp({
    embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } },
  }),
);
afterAll(() => seedDemoApp());

type Kind = 'message' | 'typed-data' | 'transaction' | 'raw-hash' | 'solana-message' | 'solana-transaction';
type Via = 'hooks' | 'eip1193' | 'viem' | 'wagmi' | 'wallet-standard';

const paths: [Via, Kind][] = [
  ['hooks', 'message'],
  ['hooks', 'typed-data'],
  ['hooks', 'solana-message'],
  ['eip1193', 'message'],
  ['eip1193', 'typed-data'],
  ['eip1193', 'transaction'],
  ['eip1193', 'raw-hash'],
  ['viem', 'message'],
  ['viem', 'typed-data'],
  ['viem', 'transaction'],
  ['viem', 'raw-hash'],
  ['wagmi', 'message'],
  ['wagmi', 'typed-data'],
  ['wagmi', 'transaction'],
  ['wagmi', 'raw-hash'],
  ['wallet-standard', 'solana-message'],
  ['wallet-standard', 'solana-transaction'],
];

/** What each interface rejects with when the user closes the screen. */
const rejection: Record<Via, string> = {
  hooks: 'user_rejected_request',
  eip1193: '4001',
  viem: '4001',
  wagmi: '4001',
  'wallet-standard': 'user_rejected_request',
};

/** Each kind's screen: its title and its button. */
const screens: Record<Kind, { title: string; button: string }> = {
  message: { title: 'Sign message', button: 'Sign and continue' },
  'typed-data': { title: 'Sign message', button: 'Sign and continue' },
  'solana-message': { title: 'Sign message', button: 'Sign and continue' },
  transaction: { title: 'Sign transaction', button: 'Approve' },
  'raw-hash': { title: 'Sign a raw hash', button: 'Sign hash' },
  'solana-transaction': { title: 'Sign transaction', button: 'Approve' },
};

interface Addresses {
  ethereum: Hex;
  solana: Uint8Array;
}

/** Checks a signature the page shows against what the path signed and the user's addresses. */
async function verify(kind: Kind, value: string, { ethereum, solana }: Addresses) {
  switch (kind) {
    case 'message':
      expect(await verifyMessage({ address: ethereum, message: signingInputs.message, signature: value as Hex })).toBe(
        true,
      );
      return;
    case 'typed-data':
      expect(await verifyTypedData({ ...demoTypedData, address: ethereum, signature: value as Hex })).toBe(true);
      return;
    case 'raw-hash':
      expect(await recoverAddress({ hash: signingInputs.hash, signature: value as Hex })).toBe(ethereum);
      return;
    case 'transaction': {
      expect(await recoverTransactionAddress({ serializedTransaction: value as never })).toBe(ethereum);
      const { to, value: amount, chainId } = parseTransaction(value as Hex);
      expect({ to: to?.toLowerCase(), amount, chainId }).toEqual({
        to: signingInputs.transaction.to.toLowerCase(),
        amount: signingInputs.transaction.value,
        chainId: signingInputs.transaction.chainId,
      });
      return;
    }
    case 'solana-message':
      expect(ed25519.verify(base64.decode(value), new TextEncoder().encode(signingInputs.solanaMessage), solana)).toBe(
        true,
      );
      return;
    case 'solana-transaction': {
      const signed = base64.decode(value);
      const unsigned = solanaTransfer(solana, signingInputs.solanaDestination, signingInputs.lamports, 0);
      expect(signed.subarray(65)).toEqual(unsigned.subarray(65));
      expect(ed25519.verify(signed.subarray(1, 65), signed.subarray(65), solana)).toBe(true);
    }
  }
}

/**
 * Before any script of the page or its frames runs: every frame logs the `privy:` requests it
 * receives (the wallet iframe: what the page sent it), and the page counts the dialogs it shows.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __received: string[]; __dialogs: number };
    scope.__received = [];
    scope.__dialogs = 0;
    window.addEventListener(
      'message',
      (event) => {
        const name = (event.data as { event?: unknown } | null)?.event;
        if (typeof name === 'string') scope.__received.push(name);
      },
      true,
    );
    if (window.top !== window) return;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]'))) {
            scope.__dialogs += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** How many signing requests (`privy:wallets:rpc`) the wallet iframe has received. */
async function rpcsReceived(page: Page): Promise<number> {
  const wallet = page.frames().find((frame) => new URL(frame.url()).pathname.endsWith('/embedded-wallets'));
  if (!wallet) return 0;
  const received = await wallet.evaluate(() => (window as unknown as { __received: string[] }).__received);
  return received.filter((name) => name === 'privy:wallets:rpc').length;
}

/** Logs a new user in through the modal on /signing/ and waits for both wallets and every path. */
async function openSigningPage(walletUIs: 'on' | 'off') {
  const tab = await newPage();
  await watch(tab.page);
  await tab.page.goto(`${demoUrl}/signing/${walletUIs === 'off' ? '?walletUIs=off' : ''}`);
  const modal = new ModalLoginPage(tab.page, demoUrl);
  const email = uniqueEmail(`signing-${walletUIs}`);
  await modal.openModal();
  await modal.submitEmail(email);
  await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await modal.typeCode((await emulator.outbox(email))[0]?.code ?? '');
  await modal.dialog().waitFor({ state: 'detached', timeout: 30_000 });
  const ethereum = tab.page.getByTestId('ethereum-address');
  const solana = tab.page.getByTestId('solana-address');
  await expect.poll(() => ethereum.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect.poll(() => solana.textContent(), { timeout: 30_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  for (const [via, kind] of paths) {
    await expect.poll(() => tab.page.getByRole('button', { name: `${via}/${kind}` }).isEnabled()).toBe(true);
  }
  const addresses: Addresses = {
    ethereum: (await ethereum.textContent()) as Hex,
    solana: base58.decode((await solana.textContent()) ?? ''),
  };
  const dialogsSoFar = await tab.page.evaluate(() => (window as unknown as { __dialogs: number }).__dialogs);
  return { tab, modal, addresses, dialogsSoFar };
}

/** Clicks a path's button; resolves with the result the panel shows once it settles. */
async function runPath(page: Page, path: string, settle: () => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: path, exact: true }).click();
  await settle();
  const output = page.locator(`[data-testid="signing-result"][data-path="${path}"]`);
  await output.waitFor({ timeout: 30_000 });
  return { outcome: await output.getAttribute('data-outcome'), value: (await output.textContent()) ?? '' };
}

describe('every signing path through every interface, in the demo (Chromium, real modal and wallet iframe)', () => {
  it('wallet UIs on: each path shows its kind of screen; closing rejects and nothing reaches the iframe; approving signs', async () => {
    const { tab, modal, addresses } = await openSigningPage('on');
    for (const [via, kind] of paths) {
      const path = `${via}/${kind}`;
      const { title, button } = screens[kind];

      const before = await rpcsReceived(tab.page);
      const rejected = await runPath(tab.page, path, async () => {
        await modal.dialog().getByRole('heading', { name: title }).waitFor();
        if (kind === 'transaction' || kind === 'solana-transaction' || kind === 'raw-hash') {
          expect(await modal.dialog().textContent(), path).not.toMatch(/will not cost you any fees/);
        }
        await tab.page.keyboard.press('Escape');
      });
      expect(rejected, path).toEqual({ outcome: 'failed', value: rejection[via] });
      await modal.dialog().waitFor({ state: 'detached' });
      expect(await rpcsReceived(tab.page), `${path}: a request reached the iframe`).toBe(before);

      const signed = await runPath(tab.page, path, async () => {
        await modal.dialog().getByRole('heading', { name: title }).waitFor();
        expect(await rpcsReceived(tab.page), `${path}: signed before the click`).toBe(before);
        await modal.dialog().getByRole('button', { name: button }).click();
      });
      expect(signed.outcome, `${path}: ${signed.value}`).toBe('signed');
      await verify(kind, signed.value, addresses);
      expect(await rpcsReceived(tab.page)).toBe(before + 1);
      await modal.dialog().waitFor({ state: 'detached', timeout: 10_000 });
    }
    expect(tab.cspViolations).toEqual([]);
  }, 300_000);

  it('wallet UIs off (showWalletUIs: false, the modal mounted): every path signs at once, with no screen', async () => {
    const { tab, addresses, dialogsSoFar } = await openSigningPage('off');
    for (const [via, kind] of paths) {
      const path = `${via}/${kind}`;
      const signed = await runPath(tab.page, path);
      expect(signed.outcome, `${path}: ${signed.value}`).toBe('signed');
      await verify(kind, signed.value, addresses);
    }
    expect(await tab.page.evaluate(() => (window as unknown as { __dialogs: number }).__dialogs)).toBe(dialogsSoFar);
    expect(tab.cspViolations).toEqual([]);
  }, 180_000);
});
