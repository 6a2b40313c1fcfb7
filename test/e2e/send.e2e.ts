import { EMULATOR_TOKENS, emulatorEvmChains, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { createPublicClient, erc20Abi, http, maxUint256, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

/**
 * Sending from the demo's "Send" panel on the emulator's local chain, in Chromium: the wallet is
 * funded through the emulator's controls, each send shows the modal's confirmation, and what lands
 * on the chain is read back with viem.
 */

const { emulator, newPage, demoUrl, emulatorUrl, seedDemoApp } = e2eSession();
const [chain] = emulatorEvmChains(emulatorUrl);
const chainClient = createPublicClient({ chain, transport: http() });
const cluster = createSolanaRpc(emulatorSolanaCluster(emulatorUrl).rpcUrl);

beforeAll(() => seedDemoApp({ embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } } }));
afterAll(() => seedDemoApp());

const recipient = () => privateKeyToAccount(generatePrivateKey()).address;

/** A new user logged in through the demo's modal, with the address its `chain` wallet cell shows once created. */
async function newUserWithWallet(chain: 'ethereum' | 'solana', pattern: RegExp) {
  const tab = await newPage();
  const modal = new ModalLoginPage(tab.page, demoUrl);
  const email = uniqueEmail(`send-${chain}`);
  await modal.open();
  await modal.openModal();
  await modal.submitEmail(email);
  await modal.typeCode(await emulator.latestCode(email));
  await modal.dialog().waitFor({ state: 'detached', timeout: 30_000 });
  const addressCell = tab.page.getByTestId(`${chain}-address`);
  await expect.poll(() => addressCell.textContent(), { timeout: 20_000 }).toMatch(pattern);
  return { tab, page: tab.page, modal, address: (await addressCell.textContent()) as string };
}

describe('sending in the demo (Chromium, the modal, the local chain)', () => {
  it('a funded wallet sends ETH and USDC after Approve; a closed confirmation and a send beyond the balance mine nothing; an unlimited allowance to a deny-listed spender needs the checkbox', async () => {
    const { tab, page, modal, ...user } = await newUserWithWallet('ethereum', /^0x[0-9a-fA-F]{40}$/);
    const address = user.address as `0x${string}`;

    await emulator.chains.fund(address, { native: '1', usdc: '100' });
    const send = page.getByRole('region', { name: 'Send', exact: true });
    await send.getByRole('button', { name: 'Refresh balances' }).click();
    await expect.poll(() => page.getByTestId('eth-balance').textContent()).toBe('1.0');

    // 0.01 ETH: the confirmation shows it; the recipient receives exactly that.
    const to = recipient();
    await send.getByLabel('To', { exact: true }).fill(to);
    await send.getByLabel('Amount').fill('0.01');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await expect.poll(() => modal.dialog().innerText()).toContain('Send 0.01 ETH');
    const approvedAt = Date.now();
    await modal.dialog().getByRole('button', { name: 'Approve' }).click();
    await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor();
    const approveToReceipt = Date.now() - approvedAt;
    console.info(`[send.e2e] Approve → receipt on screen: ${approveToReceipt} ms`);
    expect(approveToReceipt).toBeLessThan(3_000);
    await modal.dialog().getByRole('button', { name: 'All Done' }).click();
    await modal.dialog().waitFor({ state: 'detached' });
    const hash = (await page.getByTestId('send-hash').textContent()) as `0x${string}`;
    expect((await chainClient.getTransactionReceipt({ hash })).status).toBe('success');
    expect(await chainClient.getBalance({ address: to })).toBe(parseEther('0.01'));

    // 5 USDC: the ERC-20 transfer is shown decoded.
    await send.getByLabel('Token').selectOption('USDC');
    await send.getByLabel('Amount').fill('5');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await expect.poll(() => modal.dialog().innerText()).toContain('Transfer 5 USDC');
    await modal.dialog().getByRole('button', { name: 'Approve' }).click();
    await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor();
    await modal.dialog().getByRole('button', { name: 'All Done' }).click();
    expect(
      await chainClient.readContract({
        address: EMULATOR_TOKENS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(parseUnits('5', 6));

    // Closing the confirmation rejects: nothing is mined.
    const nonce = await chainClient.getTransactionCount({ address });
    await send.getByLabel('Token').selectOption('ETH');
    await send.getByLabel('Amount').fill('0.01');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('send-error').textContent()).toBe('user_rejected_request');

    // More than the balance: the spec's copy, no way to approve, nothing mined.
    await send.getByLabel('Amount').fill('50');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await expect
      .poll(() => modal.dialog().getByRole('alert').textContent())
      .toBe(`Wallet ${address} does not have enough funds. Add funds on Foyer Local to complete transaction.`);
    await expect.poll(() => modal.dialog().getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('send-error').textContent()).toBe('user_rejected_request');
    expect(await chainClient.getTransactionCount({ address })).toBe(nonce);

    // An unlimited allowance to a deny-listed spender: the scan's warning, and Approve only once the
    // user ticks that they understand.
    const spender = recipient();
    await emulator.chains.denyList([spender]);
    await send.getByLabel('To', { exact: true }).fill(spender);
    await send.getByLabel('Token').selectOption('Approve USDC (unlimited)');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await modal.dialog().getByText('Warning: Suspicious transaction').waitFor();
    const approve = modal.dialog().getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.isDisabled()).toBe(true);
    await modal.dialog().getByRole('checkbox', { name: 'I understand and want to proceed anyways.' }).check();
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await approve.click();
    await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor();
    await modal.dialog().getByRole('button', { name: 'All Done' }).click();
    expect(
      await chainClient.readContract({
        address: EMULATOR_TOKENS.usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, spender],
      }),
    ).toBe(maxUint256);
    expect(tab.cspViolations).toEqual([]);
  });

  it('a funded Solana wallet sends SOL and USDC after Approve, verified on the cluster', async () => {
    await seedDemoApp({
      embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } },
    });
    const { tab, page, modal, ...user } = await newUserWithWallet('solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const owner = address(user.address);
    await emulator.chains.fund(owner, { chainId: 'solana', native: '1', usdc: '10' });
    const send = page.getByRole('region', { name: 'Send on Solana' });
    await send.getByRole('button', { name: 'Refresh balances' }).click();
    await expect.poll(() => page.getByTestId('sol-balance').textContent()).toBe('1.0');

    const { address: to } = await generateKeyPairSigner();
    await send.getByLabel('To', { exact: true }).fill(to);
    await send.getByLabel('Amount').fill('0.01');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await modal.dialog().getByRole('button', { name: 'Approve' }).click();
    await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor();
    await modal.dialog().getByRole('button', { name: 'All Done' }).click();
    await page.getByTestId('solana-signature').waitFor();
    expect((await cluster.getBalance(to).send()).value).toBe(10_000_000n);

    await send.getByLabel('Token').selectOption('USDC');
    await send.getByLabel('Amount').fill('2.5');
    await send.getByRole('button', { name: 'Send' }).click();
    await modal.dialog().getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    await expect.poll(() => modal.dialog().innerText()).toContain('2.5 USDC');
    await modal.dialog().getByRole('button', { name: 'Approve' }).click();
    await modal.dialog().getByRole('heading', { name: 'Transaction complete!' }).waitFor();
    await modal.dialog().getByRole('button', { name: 'All Done' }).click();
    const [ata] = await findAssociatedTokenPda({
      owner: to,
      mint: address(EMULATOR_TOKENS.solanaUsdcMint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await expect.poll(async () => (await cluster.getTokenAccountBalance(ata).send()).value.amount).toBe('2500000');
    expect(tab.cspViolations).toEqual([]);
  });

  it("the custom page sends headless (no screen) and through wagmi's useSendTransaction; the recipient gets exactly each value", async () => {
    const tab = await newPage();
    const page = new CustomLoginPage(tab.page, demoUrl);
    await page.open();
    const email = uniqueEmail('custom-send');
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    const addressCell = tab.page.getByTestId('ethereum-address');
    await expect.poll(() => addressCell.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const address = (await addressCell.textContent()) as `0x${string}`;
    await emulator.chains.fund(address, { native: '1' });
    const dead = '0x000000000000000000000000000000000000dEaD';
    const before = await chainClient.getBalance({ address: dead });

    await tab.page.getByRole('button', { name: 'Send (headless)' }).click();
    const headless = (await tab.page
      .getByTestId('headless-send-hash')
      .textContent({ timeout: 30_000 })) as `0x${string}`;
    expect((await chainClient.getTransactionReceipt({ hash: headless })).from.toLowerCase()).toBe(
      address.toLowerCase(),
    );
    expect(await chainClient.getBalance({ address: dead })).toBe(before + parseEther('0.001'));

    await expect.poll(() => tab.page.getByTestId('wagmi-address').textContent(), { timeout: 20_000 }).toBe(address);
    await tab.page.getByRole('button', { name: 'Send with wagmi' }).click();
    const wagmi = (await tab.page.getByTestId('wagmi-send-hash').textContent({ timeout: 30_000 })) as `0x${string}`;
    expect((await chainClient.waitForTransactionReceipt({ hash: wagmi })).status).toBe('success');
    expect(await chainClient.getBalance({ address: dead })).toBe(before + parseEther('0.002'));
    expect(tab.cspViolations).toEqual([]);
  });
});
