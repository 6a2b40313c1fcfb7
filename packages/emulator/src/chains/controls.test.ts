import { createPublicClient, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../contract/client.ts';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { createInProcessEmulator, type InProcessEmulator } from '../inProcess.ts';
import { emulatorEvmChains } from '../localChains.ts';
import { fundWallet } from '../testing.ts';
import { usdc } from './evm/contracts/artifacts.ts';
import { EVM_TOKEN_ADDRESSES } from './evmChains.ts';

let emulator: Emulator;
let inProcess: InProcessEmulator;
beforeAll(async () => {
  [emulator, inProcess] = await Promise.all([createEmulator(), createInProcessEmulator()]);
});
afterAll(() => Promise.all([emulator.close(), inProcess.close()]));

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const reader = (index = 0) => createPublicClient({ chain: emulatorEvmChains(emulator.url)[index], transport: http() });

describe('the chains through the HTTP client (/__emulator/chains/*)', () => {
  it('fund native and USDC on either chain, mine, snapshot and revert', async () => {
    const client = createEmulatorClient(emulator.url).forApp('foyer-demo-app-0000000001');
    const address = newAddress();
    await fundWallet(client, address, { native: '0.5', usdc: '7.25', chainId: 31338 });
    expect(await reader(1).getBalance({ address })).toBe(parseEther('0.5'));
    expect(
      await reader(1).readContract({
        address: EVM_TOKEN_ADDRESSES.usdc,
        abi: usdc.abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ).toBe(parseUnits('7.25', 6));
    const before = await reader().getBlockNumber();
    await client.chains.mine({ blocks: 2 });
    expect(await reader().getBlockNumber()).toBe(before + 2n);
    const id = await client.chains.snapshot();
    await client.chains.fund(address);
    expect(await reader().getBalance({ address })).toBe(0n);
    await client.chains.fund(address, { native: '1' });
    await client.chains.revert(id);
    expect(await reader().getBalance({ address })).toBe(0n);
    await expect(client.chains.revert(id)).rejects.toMatchObject({ status: 400 });
  });

  it('refuse bad input with 400 invalid_data', async () => {
    const client = createEmulatorClient(emulator.url);
    await expect(client.chains.fund('nope', { native: '1' })).rejects.toMatchObject({
      status: 400,
      body: { code: 'invalid_data', error: '"nope" is not an EVM address' },
    });
    await expect(client.chains.fund(newAddress(), { native: '1.0000000000000000001' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('an import with a broken chain state changes nothing', async () => {
    const address = newAddress();
    await emulator.chains.fund(address, { native: '1' });
    const state = emulator.exportState();
    const broken = { ...state, chains: { ...state.chains, chains: { 31337: { journal: 'no' } } } };
    await expect(emulator.importState(broken as never)).rejects.toThrow('State of chain 31337 is invalid');
    expect(await reader().getBalance({ address })).toBe(parseEther('1'));
  });
});

describe('an in-process emulator, which runs no chain', () => {
  const message = 'Local chains need createEmulator() (Node)';

  it('throws from its controls and fundWallet, saying so', async () => {
    await expect(inProcess.chains.fund(newAddress(), { native: '1' })).rejects.toThrow(message);
    await expect(fundWallet(inProcess, newAddress())).rejects.toThrow(message);
    expect(() => inProcess.chains.denyList([])).toThrow(message);
  });

  it('answers 501 on its developer endpoints and its JSON-RPC route', async () => {
    const client = createEmulatorClient(inProcess.url, { fetch: inProcess.fetch });
    await expect(client.chains.snapshot()).rejects.toMatchObject({ status: 501, body: { code: 'not_supported' } });
    const rpc = await inProcess.fetch(`${inProcess.url}/rpc/evm/31337`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(rpc.status).toBe(501);
    expect(await rpc.json()).toMatchObject({ error: { message: expect.stringContaining(message) } });
  });
});
