import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { USDC_ADDRESS } from './evm/chain.ts';
import { EMULATOR_USDC_ADDRESS, emulatorEvmChains } from './public.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());

const clients = () => {
  const [chain] = emulatorEvmChains(emulator.url);
  const account = privateKeyToAccount(generatePrivateKey());
  return {
    chain: chain!,
    account,
    publicClient: createPublicClient({ chain: chain!, transport: http() }),
    walletClient: createWalletClient({ account, chain: chain!, transport: http() }),
  };
};

describe('the local EVM chains', () => {
  it('are served as JSON-RPC that viem uses unchanged: a funded key sends, the recipient gets exactly the value', async () => {
    const { account, publicClient, walletClient } = clients();
    await emulator.chains.fund({ address: account.address, native: '1' });
    expect(await publicClient.getBalance({ address: account.address })).toBe(parseEther('1'));
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const started = performance.now();
    const hash = await walletClient.sendTransaction({ to, value: parseEther('0.01') });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(receipt.status).toBe('success');
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'));
  });

  it('run a USDC-like token (6 decimals) at the address apps are told, minted by the fund control', async () => {
    expect(USDC_ADDRESS).toBe(EMULATOR_USDC_ADDRESS);
    const { account, publicClient, walletClient } = clients();
    await emulator.chains.fund({ address: account.address, native: '0.1', usdc: '250.5' });
    const read = (address: `0x${string}`) =>
      publicClient.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    expect(await read(account.address)).toBe(parseUnits('250.5', 6));
    expect(await publicClient.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'decimals' })).toBe(6);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await walletClient.writeContract({
      address: USDC_ADDRESS,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('50', 6)],
    });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(await read(to)).toBe(parseUnits('50', 6));
  });

  it('keep the developer cheats off the public RPC', async () => {
    const response = await fetch(`${emulator.url}/rpc/evm/31337`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hardhat_setBalance', params: [] }),
    });
    expect((await response.json()).error.code).toBe(-32601);
  });

  it('answer batches, and two chains with their own ids', async () => {
    const response = await fetch(`${emulator.url}/rpc/evm/31338`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      ]),
    });
    const [chainId, block] = await response.json();
    expect(chainId).toMatchObject({ id: 1, result: '0x7a6a' });
    expect(block.id).toBe(2);
  });

  it('snapshot and revert every chain; mine and move time; refuse bad input with 400', async () => {
    const { account, publicClient } = clients();
    const id = await emulator.chains.snapshot();
    await emulator.chains.fund({ address: account.address, native: '2' });
    const before = await publicClient.getBlock();
    await emulator.chains.increaseTime(3600);
    await emulator.chains.mine({ blocks: 2 });
    const after = await publicClient.getBlock();
    expect(after.number).toBe(before.number + 2n);
    expect(after.timestamp - before.timestamp).toBeGreaterThanOrEqual(3600n);
    await emulator.chains.revert(id);
    expect(await publicClient.getBalance({ address: account.address })).toBe(0n);
    const refused = await fetch(`${emulator.url}/__emulator/chains/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: account.address, native: 'lots' }),
    });
    expect(refused.status).toBe(400);
  });
});
