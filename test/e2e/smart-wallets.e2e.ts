import { DEFAULT_APP_ID } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

/**
 * Smart wallets in the demo (Chromium, the modal, the local chain): the user's Light Account, owned
 * by their embedded wallet, sends user operations through the emulator's bundler (Alto), paid by the
 * account, then sponsored by the emulator's paymaster; each is confirmed once on 'Confirm transaction',
 * and the balances are read back from the chain.
 */

const { emulator, newPage, demoUrl, emulatorUrl, seedDemoApp } = e2eSession();
const [chain] = emulatorEvmChains(emulatorUrl);
const chainClient = createPublicClient({ chain, transport: http() });

const smartWallets = (network: { paymaster_context?: { policy_id: string } } = {}) =>
  emulator.seed({
    smartWallets: [
      {
        app_id: DEFAULT_APP_ID,
        enabled: true,
        smart_wallet_type: 'light_account',
        configured_networks: [{ chain_id: 'eip155:31337', ...network }],
      },
    ],
  });

beforeAll(() => seedDemoApp({ embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } } }));
afterAll(async () => {
  await emulator.seed({ smartWallets: [{ app_id: DEFAULT_APP_ID, enabled: false }] });
  await seedDemoApp();
});

const recipient = () => privateKeyToAccount(generatePrivateKey()).address;

describe('smart wallets in the demo', () => {
  it('a Light Account sends a user operation it pays for, then one the paymaster sponsors, each after one Approve', async () => {
    await smartWallets();
    const tab = await newPage();
    const page = tab.page;
    const modal = new ModalLoginPage(page, demoUrl);
    const email = uniqueEmail('smart-wallet');
    await modal.open();
    await modal.openModal();
    await modal.submitEmail(email);
    await modal.typeCode(await emulator.latestCode(email));
    await modal.dialog().waitFor({ state: 'detached', timeout: 30_000 });

    // Made and linked on first use: the address shows once the user has the smart_wallet account.
    const addressCell = page.getByTestId('smart-wallet-address');
    await expect.poll(() => addressCell.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const address = (await addressCell.textContent()) as `0x${string}`;

    const panel = page.getByRole('region', { name: 'Smart wallet' });
    const sendFromSmartWallet = async (to: string) => {
      await panel.getByLabel('To', { exact: true }).fill(to);
      await panel.getByLabel('Amount').fill('0.01');
      await panel.getByRole('button', { name: 'Send from the smart wallet' }).click();
      await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => modal.dialog().innerText()).toContain('Send 0.01 ETH');
      await modal.dialog().getByRole('button', { name: 'Approve' }).click();
      await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor({ timeout: 30_000 });
      await modal.dialog().getByRole('button', { name: 'All Done' }).click();
      await modal.dialog().waitFor({ state: 'detached' });
      await expect.poll(() => panel.getByTestId('smart-wallet-hash').textContent()).toMatch(/^0x[0-9a-f]{64}$/);
      return (await panel.getByTestId('smart-wallet-hash').textContent()) as `0x${string}`;
    };

    // Paid by the account: it holds 1 ETH, sends 0.01 and pays the gas.
    await emulator.chains.fund(address, { native: '1' });
    const first = recipient();
    const paid = await sendFromSmartWallet(first);
    expect((await chainClient.getTransactionReceipt({ hash: paid })).status).toBe('success');
    expect(await chainClient.getBalance({ address: first })).toBe(parseEther('0.01'));
    const afterPaid = await chainClient.getBalance({ address });
    expect(afterPaid).toBeLessThan(parseEther('0.99'));

    // Sponsored: the app's config now has a paymaster policy (a new page load reads it); the account
    // spends exactly the value.
    await smartWallets({ paymaster_context: { policy_id: 'e2e-sponsorship' } });
    await page.reload();
    await expect.poll(() => addressCell.textContent(), { timeout: 30_000 }).toBe(address);
    const second = recipient();
    const sponsored = await sendFromSmartWallet(second);
    expect((await chainClient.getTransactionReceipt({ hash: sponsored })).status).toBe('success');
    expect(await chainClient.getBalance({ address: second })).toBe(parseEther('0.01'));
    expect(await chainClient.getBalance({ address })).toBe(afterPaid - parseEther('0.01'));
  });
});
