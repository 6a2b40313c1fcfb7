import { createEmulator, type Emulator } from '@foyer/emulator';
import { emulatorEvmChains } from '@foyer/emulator/chains';
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../../../../../test/support/testCore.ts';
import { setupWalletRuntime } from '../../../../../test/support/walletOperations.ts';
import type { WireSmartWalletConfig, WireSmartWalletNetwork } from '../../core/api/routes/smartWallets.ts';
import { readyAtom, userAtom } from '../../core/store/atoms.ts';
import { embeddedWallets, walletsOfChain } from '../embedded/selectors.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from '../embedded/walletUi.ts';
import type { WalletUiRequest } from '../types.ts';
import { createSmartWalletClient } from './smartWalletClient.ts';

/**
 * A smart account owned by the embedded wallet (the iframe double, real keys) on the emulator's
 * chain: user operations through its bundler (Alto), sponsored by its paymaster or paid by the
 * account, confirmed once as a send; its ERC-1271 signatures verified on the chain.
 */

const POLICY = 'flow-test-policy';
let emulator: Emulator;
let sponsored: WireSmartWalletNetwork;
beforeAll(async () => {
  emulator = await createEmulator();
  emulator.seed({
    smartWallets: [
      {
        app_id: DEMO_APP_ID,
        enabled: true,
        smart_wallet_type: 'light_account',
        configured_networks: [{ chain_id: 'eip155:31337', paymaster_context: { policy_id: POLICY } }],
      },
    ],
  });
  const config = (await fetch(`${emulator.url}/api/v1/apps/${DEMO_APP_ID}/smart_wallets`, {
    headers: { 'privy-app-id': DEMO_APP_ID },
  }).then((response) => response.json())) as Extract<WireSmartWalletConfig, { enabled: true }>;
  sponsored = config.configured_networks[0]!;
}, 60_000);
afterAll(() => emulator.close());

const ETH = { symbol: 'ETH', decimals: 18 };

async function harness({ showWalletUIs = false, sponsor = false } = {}) {
  const t = setupWalletRuntime({ showWalletUIs, solana: 'off' as never, provider: emulator.url });
  await t.wallets.createRequiredWallets();
  t.core.store.set(readyAtom, true);
  if (showWalletUIs) t.core.store.set(walletUiMountsAtom, 1);
  const owner = walletsOfChain(embeddedWallets(t.core.store.get(userAtom)), 'ethereum')[0]!;
  const { paymaster_url: _url, paymaster_context: _context, ...unsponsored } = sponsored;
  const client = await createSmartWalletClient(t.core, owner, sponsor ? sponsored : unsponsored, 'Foyer Local', ETH);
  const chain = emulatorEvmChains(emulator.url)[0];
  const publicClient = createPublicClient({ chain, transport: http() });
  const shown: WalletUiRequest[] = [];
  t.core.store.sub(walletUiRequestAtom, () => {
    const request = t.core.store.get(walletUiRequestAtom);
    if (request && !shown.includes(request)) shown.push(request);
  });
  return { ...t, owner, client, publicClient, shown };
}

/** Waits for the first confirmation, or fails with the send's error if it settles first. */
async function firstShown(t: { shown: WalletUiRequest[] }, sending: Promise<unknown>) {
  let failed: unknown;
  sending.catch((error: unknown) => {
    failed = error;
  });
  while (t.shown.length === 0 && failed === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  if (failed !== undefined) throw failed;
  return t.shown[0] as WalletUiRequest<'send-transaction'>;
}

const recipient = () => privateKeyToAccount(generatePrivateKey()).address;

describe('a smart wallet on the local chain', () => {
  it('sends a user operation paid by the account: shown once as a send from the smart account, the recipient gets the value', async () => {
    const t = await harness({ showWalletUIs: true });
    await emulator.chains.fund(t.client.address, { native: '1' });
    const to = recipient();
    const sending = t.client.sendTransaction({ to, value: parseEther('0.01') });
    const request = await firstShown(t, sending);
    expect(request?.kind).toBe('send-transaction');
    expect(request?.preview.transaction.from).toBe(t.client.address);
    expect(request?.preview.action).toMatchObject({
      type: 'native-transfer',
      to,
      amount: { value: parseEther('0.01') },
    });
    expect(request?.preview.fee.value).toBeGreaterThan(0n);
    await request?.approve();
    const hash = await sending;
    expect(t.shown).toHaveLength(1); // The owner's signature of the operation asked nothing more.
    const receipt = await t.publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await t.publicClient.getBalance({ address: to })).toBe(parseEther('0.01'));
    expect(await t.publicClient.getBalance({ address: t.client.address })).toBeLessThan(parseEther('0.99'));
  });

  it('sends a sponsored user operation: no fee shown, the account spends only the value', async () => {
    const t = await harness({ showWalletUIs: true, sponsor: true });
    await emulator.chains.fund(t.client.address, { native: '0.02' });
    const to = recipient();
    const sending = t.client.sendTransaction({ calls: [{ to, value: parseEther('0.01') }] });
    const request = await firstShown(t, sending);
    expect(request.preview.fee.value).toBe(0n);
    await request.approve();
    await sending;
    expect(await t.publicClient.getBalance({ address: to })).toBe(parseEther('0.01'));
    expect(await t.publicClient.getBalance({ address: t.client.address })).toBe(parseEther('0.01'));
  });

  it('rejects with user_rejected_request when the send is closed, and nothing reaches the bundler', async () => {
    const t = await harness({ showWalletUIs: true, sponsor: true });
    const sending = t.client.sendTransaction({ to: recipient(), value: 0n });
    (await firstShown(t, sending)).reject();
    await expect(sending).rejects.toMatchObject({ code: 'user_rejected_request' });
    expect(await t.publicClient.getCode({ address: t.client.address })).toBeUndefined();
  });

  it('signs messages and typed data that the chain verifies (ERC-6492 before, ERC-1271 after deployment)', async () => {
    const t = await harness({ sponsor: true });
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const;
    const address = t.client.address;
    const before = await t.client.signMessage({ message: 'hello' });
    expect(await t.publicClient.verifyMessage({ address, message: 'hello', signature: before })).toBe(true);
    const typedBefore = await t.client.signTypedData(typedData);
    expect(await t.publicClient.verifyTypedData({ address, ...typedData, signature: typedBefore })).toBe(true);
    await t.client.sendTransaction({ to: recipient(), value: 0n });
    const after = await t.client.signMessage({ message: 'hello' });
    expect(after.length).toBeLessThan(before.length);
    expect(await t.publicClient.verifyMessage({ address, message: 'hello', signature: after })).toBe(true);
    expect(await t.publicClient.verifyMessage({ address, message: 'other', signature: after })).toBe(false);
    const typedAfter = await t.client.signTypedData(typedData);
    expect(await t.publicClient.verifyTypedData({ address, ...typedData, signature: typedAfter })).toBe(true);
  });
});
