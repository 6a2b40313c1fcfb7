import { createPublicClient, createWalletClient, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { emulatorEvmChains } from '../localChains.ts';
import { nft721, nft1155, usdc } from './evm/contracts/artifacts.ts';
import { EVM_TOKEN_ADDRESSES } from './evmChains.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
});
afterAll(() => emulator.close());

const clients = (chainIndex = 0) => {
  const chain = emulatorEvmChains(emulator.url)[chainIndex]!;
  const account = privateKeyToAccount(generatePrivateKey());
  return {
    account,
    chain,
    reader: createPublicClient({ chain, transport: http() }),
    wallet: createWalletClient({ account, chain, transport: http() }),
  };
};

describe('the EVM chains at /rpc/evm/:chainId', () => {
  it('send a funded transfer that the recipient sees in its balance', async () => {
    const { account, reader, wallet } = clients();
    await emulator.chains.fund(account.address, { native: '1.5' });
    expect(await reader.getBalance({ address: account.address })).toBe(parseEther('1.5'));
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.01') });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.01'));
  });

  it('hold the test contracts at the same addresses on both chains', async () => {
    for (const index of [0, 1]) {
      const { reader } = clients(index);
      expect(
        await reader.readContract({ address: EVM_TOKEN_ADDRESSES.usdc, abi: usdc.abi, functionName: 'symbol' }),
      ).toBe('USDC');
      expect(
        await reader.readContract({ address: EVM_TOKEN_ADDRESSES.usdc, abi: usdc.abi, functionName: 'decimals' }),
      ).toBe(6);
      expect(
        await reader.readContract({ address: EVM_TOKEN_ADDRESSES.nft721, abi: nft721.abi, functionName: 'symbol' }),
      ).toBe('FNFT');
      expect(
        await reader.readContract({ address: EVM_TOKEN_ADDRESSES.nft1155, abi: nft1155.abi, functionName: 'symbol' }),
      ).toBe('FMULTI');
    }
  });

  it('transfer USDC with writeContract from a funded key; a transfer over the balance reverts with its reason', async () => {
    const { account, reader, wallet } = clients();
    await emulator.chains.fund(account.address, { native: '1', usdc: '100' });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await wallet.writeContract({
      address: EVM_TOKEN_ADDRESSES.usdc,
      abi: usdc.abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 6)],
    });
    await reader.waitForTransactionReceipt({ hash });
    const balanceOf = (address: `0x${string}`) =>
      reader.readContract({
        address: EVM_TOKEN_ADDRESSES.usdc,
        abi: usdc.abi,
        functionName: 'balanceOf',
        args: [address],
      });
    expect(await balanceOf(recipient)).toBe(parseUnits('12.5', 6));
    expect(await balanceOf(account.address)).toBe(parseUnits('87.5', 6));
    await expect(
      reader.simulateContract({
        account,
        address: EVM_TOKEN_ADDRESSES.usdc,
        abi: usdc.abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('1000', 6)],
      }),
    ).rejects.toThrow('ERC20: transfer amount exceeds balance');
  });

  it('answer a batch in order, and unsupported methods as JSON-RPC errors', async () => {
    const response = await fetch(`${emulator.url}/rpc/evm/31338`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_simulateV1', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'hardhat_reset', params: [] },
      ]),
    });
    const answers = (await response.json()) as { id: number; result?: string; error?: { code: number } }[];
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3]);
    expect(answers[0]?.result).toBe('0x7a6a');
    expect(answers[1]?.error?.code).toBe(-32004);
    expect(answers[2]?.error?.code).toBe(-32601);
    const unknown = await fetch(`${emulator.url}/rpc/evm/1`, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('chains controls', () => {
  it('mine blocks, move time, and revert to a snapshot', async () => {
    const { account, reader } = clients();
    const block = await reader.getBlock();
    await emulator.chains.mine({ blocks: 3 });
    expect(await reader.getBlockNumber()).toBe(block.number + 3n);
    await emulator.chains.increaseTime(3600);
    expect((await reader.getBlock()).timestamp).toBeGreaterThanOrEqual(block.timestamp + 3600n);

    const snapshot = await emulator.chains.snapshot();
    await emulator.chains.fund(account.address, { native: '2' });
    await emulator.chains.fund(account.address, { native: '3', chainId: 31338 });
    expect(await reader.getBalance({ address: account.address })).toBe(parseEther('2'));
    await emulator.chains.revert(snapshot);
    expect(await reader.getBalance({ address: account.address })).toBe(0n);
    expect(await clients(1).reader.getBalance({ address: account.address })).toBe(0n);
    await expect(emulator.chains.revert(snapshot)).rejects.toThrow('No chain snapshot "1"');
  });

  it('keep a balance through export and import, and reset returns the chains to their start', async () => {
    const { account, reader, wallet } = clients();
    await emulator.chains.fund(account.address, { native: '1', usdc: '5' });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await reader.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') }),
    });
    const state = emulator.exportState();
    emulator.reset();
    expect(await reader.getBalance({ address: recipient })).toBe(0n);
    await emulator.importState(state);
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    expect(
      await reader.readContract({
        address: EVM_TOKEN_ADDRESSES.usdc,
        abi: usdc.abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(parseUnits('5', 6));
  });

  it('refuse a bad address or amount with a clear error', async () => {
    await expect(emulator.chains.fund('0x12', { native: '1' })).rejects.toThrow('"0x12" is not an EVM address');
    await expect(
      emulator.chains.fund(privateKeyToAccount(generatePrivateKey()).address, { usdc: '-1' }),
    ).rejects.toThrow("`usdc` must be a non-negative decimal amount like '1.5'");
    await expect(emulator.chains.fund('0x0000000000000000000000000000000000000001', { chainId: 5 })).rejects.toThrow(
      'No chain 5',
    );
  });
});
