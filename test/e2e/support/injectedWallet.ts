import type { Page } from 'playwright-core';
import type { LocalAccount } from 'viem/accounts';
import { type TestWalletChain, testEip1193Wallet } from '../../support/testEip1193Wallet.ts';

/**
 * Injects an EIP-6963 wallet into the page (before its scripts run): the page announces a provider
 * whose requests are answered in Node by `testEip1193Wallet`, so `personal_sign` is a real viem
 * signature. EIP-1193 errors cross the bridge as data and are rethrown in the page with their `code`.
 */
export async function injectWallet(
  page: Page,
  account: LocalAccount,
  info = { name: 'Test MetaMask', rdns: 'io.metamask' },
  /** `chains`: the networks it knows, by their RPC as Node reaches it; with them it sends transactions for real. */
  options: { chainId?: number; chains?: readonly TestWalletChain[] } = {},
) {
  const wallet = testEip1193Wallet(account, options);
  await page.exposeFunction('__foyerTestWallet', async (request: { method: string; params?: unknown }) => {
    try {
      return { result: await wallet.provider.request(request) };
    } catch (error) {
      return { error: { code: (error as { code?: number }).code ?? -32603, message: (error as Error).message } };
    }
  });
  await page.addInitScript((walletInfo) => {
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const bridge = (window as unknown as { __foyerTestWallet(request: unknown): Promise<Answer> }).__foyerTestWallet;
    const provider = {
      async request(request: { method: string; params?: unknown }) {
        const answer = await bridge(request);
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer.result;
      },
    };
    const icon =
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';
    const detail = Object.freeze({ info: { uuid: 'test-wallet', icon, ...walletInfo }, provider });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }, info);
  return wallet;
}
