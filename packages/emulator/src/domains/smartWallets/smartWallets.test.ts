import type { WireSmartWalletConfig } from '@foyer/headless/contract';
import { createSmartAccountClient } from 'permissionless';
import { toLightSmartAccount } from 'permissionless/accounts';
import { createPublicClient, http, parseEther } from 'viem';
import { createPaymasterClient, entryPoint07Address } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEvmChains } from '../../chains/public.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';

const POLICY = 'sponsor-everything';
let emulator: Emulator;
let config: Extract<WireSmartWalletConfig, { enabled: true }>;
let bundlerStartMs: number;

beforeAll(async () => {
  emulator = await createEmulator();
  emulator.seed({
    smartWallets: [
      {
        app_id: DEFAULT_APP_ID,
        enabled: true,
        smart_wallet_type: 'light_account',
        configured_networks: [{ chain_id: 'eip155:31337', paymaster_context: { policy_id: POLICY } }],
      },
    ],
  });
  const response = await fetch(`${emulator.url}/api/v1/apps/${DEFAULT_APP_ID}/smart_wallets`, {
    headers: { 'privy-app-id': DEFAULT_APP_ID },
  });
  config = (await response.json()) as typeof config;
  // The first bundler call deploys the stack and starts Alto: measured here.
  const started = performance.now();
  const answer = await fetch(config.configured_networks[0]!.bundler_url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
  }).then((reply) => reply.json());
  bundlerStartMs = performance.now() - started;
  expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: [entryPoint07Address] });
}, 60_000);
afterAll(() => emulator.close());

/** A fresh owner key's Light Account on chain 31337, and a client sending its user operations through the emulator's bundler. */
async function lightAccount({ sponsored }: { sponsored: boolean }) {
  const chain = emulatorEvmChains(emulator.url)[0];
  const network = config.configured_networks[0]!;
  const client = createPublicClient({ chain, transport: http() });
  const account = await toLightSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    version: '2.0.0',
  });
  const smartClient = createSmartAccountClient({
    account,
    chain,
    pollingInterval: 100,
    bundlerTransport: http(network.bundler_url),
    ...(sponsored
      ? {
          paymaster: createPaymasterClient({ transport: http(network.paymaster_url) }),
          paymasterContext: network.paymaster_context,
        }
      : {}),
  });
  return { client, account, smartClient };
}

describe('smart wallets on the local chain', () => {
  it('serve the config with the bundler, the JSON-RPC and the paymaster of the chain', () => {
    expect(config).toEqual({
      enabled: true,
      smart_wallet_type: 'light_account',
      configured_networks: [
        {
          chain_id: 'eip155:31337',
          bundler_url: `${emulator.url}/bundler/evm/31337`,
          paymaster_url: `${emulator.url}/paymaster/evm/31337`,
          rpc_url: `${emulator.url}/rpc/evm/31337`,
          chain_name: 'Foyer Local',
          paymaster_context: { policy_id: POLICY },
        },
      ],
    });
    console.info(
      `Alto answered ${Math.round(bundlerStartMs)} ms after the first bundler call (stack deployed, process started)`,
    );
  });

  it('send an unsponsored user operation from a prefunded Light Account through the bundler', async () => {
    const { client, account, smartClient } = await lightAccount({ sponsored: false });
    await emulator.chains.fund(account.address, { native: '1' });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await smartClient.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] });
    const receipt = await smartClient.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    expect(receipt.sender.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'));
    // The account paid the gas: less than 1 - 0.01 ETH left.
    expect(await client.getBalance({ address: account.address })).toBeLessThan(parseEther('0.99'));
  });

  it('send a sponsored user operation: the paymaster pays the gas of an account that holds only what it sends', async () => {
    const { client, account, smartClient } = await lightAccount({ sponsored: true });
    await emulator.chains.fund(account.address, { native: '0.01' });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await smartClient.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] });
    const receipt = await smartClient.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    expect(receipt.paymaster).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'));
    expect(await client.getBalance({ address: account.address })).toBe(0n);
  });
});
