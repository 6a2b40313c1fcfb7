import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { openLoggedIn } from './models/AccountsPage.ts';
import { injectWallet } from './support/injectedWallet.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession();

/** The demo app with wallet login on (e-mail as asked). */
const seedApp = (extra: { email_auth?: boolean; wallet_auth?: boolean } = {}) => seedDemoApp(extra);
// Reset keeps seeded apps: give the next files the app as they expect it.
afterAll(() => seedApp());

describe('External Ethereum wallets in the demo (Chromium)', () => {
  it('logs in with SIWE from the modal: MetaMask row → Waiting → Sign to verify → signed by a real key', async () => {
    await seedApp({ wallet_auth: true, email_auth: false });
    const account = privateKeyToAccount(generatePrivateKey());
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, account);
    await tab.page.goto(`${demoUrl}/`);
    await tab.page.getByRole('button', { name: 'Log in' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'MetaMask' }).click();
    await dialog.getByRole('heading', { name: 'Sign to verify' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign with your wallet' }).click();
    await dialog.getByRole('heading', { name: 'Successfully connected with Test MetaMask' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'eth_chainId', 'personal_sign']));
    const signedInAs = await tab.page.getByTestId('user-email').textContent();
    const user = (await emulator.users()).find((u) => u.id === signedInAs);
    expect(user?.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'wallet',
        address: account.address,
        wallet_client_type: 'metamask',
        connector_type: 'injected',
      }),
    ]);
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it("a rejected signature (4001) reads 'You rejected the request' with Retry, which then signs in", async () => {
    await seedApp({ wallet_auth: true, email_auth: false });
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, privateKeyToAccount(generatePrivateKey()));
    await tab.page.goto(`${demoUrl}/`);
    await tab.page.getByRole('button', { name: 'Log in' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'MetaMask' }).click();
    wallet.failNext('personal_sign', 4001);
    await dialog.getByRole('button', { name: 'Sign with your wallet' }).click();
    await dialog.getByRole('heading', { name: 'You rejected the request' }).waitFor();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByRole('heading', { name: 'Successfully connected with Test MetaMask' }).waitFor();
    expect(tab.errors).toEqual([]);
  });
});

describe('SIWE on the headless hooks alone (custom-UI page, Chromium, strict CSP)', () => {
  it('connects the injected wallet, signs in; a rejected signature first shows user_rejected_request', async () => {
    await seedApp({ wallet_auth: true, email_auth: true });
    const account = privateKeyToAccount(generatePrivateKey());
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, account);
    await tab.page.goto(`${demoUrl}/custom/`);
    const panel = tab.page.getByRole('region', { name: 'Sign in with Ethereum' });
    wallet.failNext('personal_sign', 4001);
    await panel.getByRole('button', { name: 'Test MetaMask' }).click();
    await expect.poll(() => panel.getByTestId('siwe-error').textContent()).toBe(' (user_rejected_request)');
    await panel.getByRole('button', { name: 'Test MetaMask' }).click();
    await expect
      .poll(() => tab.page.getByTestId('user-email').textContent(), { timeout: 10_000 })
      .toMatch(/^did:privy:/);
    const users = await emulator.users();
    expect(users.some((u) => u.linked_accounts.some((a) => a.type === 'wallet' && a.address === account.address))).toBe(
      true,
    );
    expect(tab.cspViolations).toEqual([]);
  });
});
describe('switching to a supported chain (custom-UI page, Chromium)', () => {
  // The page supports Ethereum mainnet and Base; the wallet starts on a local chain (1337).
  const onLocalChain = async () => {
    await seedApp({ wallet_auth: true, email_auth: true });
    const account = privateKeyToAccount(generatePrivateKey());
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, account, undefined, { chainId: 1337 });
    await tab.page.goto(`${demoUrl}/custom/`);
    return { tab, wallet, account, panel: tab.page.getByRole('region', { name: 'Sign in with Ethereum' }) };
  };

  it('a wallet on another chain is switched to the first supported one, then signs in there', async () => {
    const { tab, wallet, account, panel } = await onLocalChain();
    await panel.getByRole('button', { name: 'Test MetaMask' }).click();
    await expect
      .poll(() => tab.page.getByTestId('user-email').textContent(), { timeout: 10_000 })
      .toMatch(/^did:privy:/);
    expect(wallet.calls).toContain('wallet_switchEthereumChain');
    expect(wallet.chainId()).toBe(1);
    const users = await emulator.users();
    const linked = users
      .flatMap((u) => u.linked_accounts)
      .find((a) => a.type === 'wallet' && a.address === account.address);
    expect(linked).toMatchObject({ chain_id: 'eip155:1' });
    expect(tab.errors).toEqual([]);
  });

  it('a refused switch (4001) ends the connection with user_rejected_request; nothing is signed', async () => {
    const { tab, wallet, panel } = await onLocalChain();
    wallet.failNext('wallet_switchEthereumChain', 4001);
    await panel.getByRole('button', { name: 'Test MetaMask' }).click();
    await expect
      .poll(() => panel.getByTestId('siwe-connection-error').textContent(), { timeout: 10_000 })
      .toBe(' (user_rejected_request)');
    expect(await panel.getByTestId('siwe-connection').textContent()).toBe('disconnected');
    expect(wallet.calls).not.toContain('personal_sign');
    expect(wallet.chainId()).toBe(1337);
    expect(await tab.page.getByTestId('user-email').count()).toBe(0);
  });
});

describe('useLinkAccount().linkWallet() in the demo (Chromium, strict CSP)', () => {
  it('links an injected wallet to the logged-in user: list → MetaMask → Sign to verify → linked, read back', async () => {
    await seedApp({ wallet_auth: true, email_auth: true });
    const [seeded] = (await emulator.seed({ users: [{ email: `link-wallet-${process.pid}@example.com` }] })).users;
    const account = privateKeyToAccount(generatePrivateKey());
    const tab = await newPage();
    const wallet = await injectWallet(tab.page, account);
    await openLoggedIn(tab.page, `${demoUrl}/`, seeded!.id);
    const settings = tab.page.getByRole('region', { name: 'Account settings' });
    await settings.getByRole('button', { name: 'Link a wallet' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Connect your wallet' }).waitFor();
    await dialog.getByRole('button', { name: /MetaMask/ }).click();
    await dialog.getByRole('button', { name: 'Sign with your wallet' }).click();
    await dialog.getByRole('heading', { name: 'Successfully connected with Test MetaMask' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => settings.getByTestId('account-outcome').textContent()).toBe('done');
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']));
    const user = (await emulator.users()).find((candidate) => candidate.id === seeded!.id);
    expect(user?.linked_accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'email' }),
        expect.objectContaining({ type: 'wallet', address: account.address, wallet_client_type: 'metamask' }),
      ]),
    );
    await settings.getByRole('listitem').filter({ hasText: account.address }).waitFor();
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});

describe('useConnectOrCreateWallet() in the demo (Chromium, strict CSP, wallet iframe on the emulator origin)', () => {
  it('a logged-in user without an embedded wallet gets one created; asked again, the connect-only list opens', async () => {
    await seedApp({ wallet_auth: true, email_auth: true });
    const [seeded] = (await emulator.seed({ users: [{ email: `coc-${process.pid}-${Date.now()}@example.com` }] }))
      .users;
    const tab = await newPage();
    await injectWallet(tab.page, privateKeyToAccount(generatePrivateKey()));
    await openLoggedIn(tab.page, `${demoUrl}/`, seeded!.id);
    const settings = tab.page.getByRole('region', { name: 'Account settings' });
    await settings.getByRole('button', { name: 'Connect or create a wallet' }).click();
    await expect.poll(() => settings.getByTestId('account-outcome').textContent(), { timeout: 30_000 }).toBe('done');
    const user = (await emulator.users()).find((candidate) => candidate.id === seeded!.id);
    const embedded = user?.linked_accounts.flatMap((account) =>
      account.type === 'wallet' && account.wallet_client_type === 'privy' ? [account] : [],
    );
    expect(embedded).toEqual([expect.objectContaining({ chain_type: 'ethereum', wallet_index: 0 })]);
    await expect.poll(() => tab.page.getByTestId('ethereum-address').textContent()).toBe(embedded?.[0]?.address);

    await settings.getByRole('button', { name: 'Connect or create a wallet' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor();
    await dialog.getByRole('button', { name: /MetaMask/ }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(tab.cspViolations).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});
