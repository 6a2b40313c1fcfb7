import { createEmulator, type Emulator } from '@foyer/emulator';
import { EMULATOR_TOKENS, emulatorEvmChains, emulatorFundingServices } from '@foyer/emulator/chains';
import { decodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ethereumTarget } from '../../../../../test/support/fundingTargets.ts';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { testEip1193Wallet } from '../../../../../test/support/testEip1193Wallet.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { Address } from '../types.ts';
import { readBalance, readTokenInfo } from './balances.ts';
import type { EthereumFundingWallet } from './ethereumWallet.ts';
import type { FundingTarget } from './types.ts';
import { prepareWalletTransfer, submitWalletTransfer } from './walletTransfer.ts';

/**
 * Funding from an external Ethereum wallet on the emulator's real chains: the wallet (a real viem
 * key behind EIP-1193) sends, and balances are read back from the chain.
 */

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());

// One signal per test, as a flow run has: the wallet's prompts each listen to it.
let signal: AbortSignal;
beforeEach(() => {
  signal = new AbortController().signal;
});
const fresh = () => privateKeyToAccount(generatePrivateKey());

async function harness({ knows = [31337, 31338], on = 31338 }: { knows?: number[]; on?: number } = {}) {
  const chains = emulatorEvmChains(emulator.url);
  const { core } = createTestCore(emulator, {
    config: { supportedChains: chains, fundingMethodConfig: { services: emulatorFundingServices(emulator.url) } },
  });
  await core.start();
  const account = fresh();
  const wallet = testEip1193Wallet(account, {
    chainId: on,
    chains: chains.filter((chain) => knows.includes(chain.id)),
  });
  const from: EthereumFundingWallet = {
    address: account.address,
    chainType: 'ethereum',
    chainId: `eip155:${on}`,
    walletClientType: 'metamask',
    connectorType: 'injected',
    linked: false,
    meta: { name: 'Test Wallet', id: 'metamask' },
    provider: wallet.provider,
  };
  const recipient = fresh().address;
  const target = (overrides: Partial<FundingTarget> = {}) => ethereumTarget(recipient, overrides);
  const usdc = { kind: 'erc20', address: EMULATOR_TOKENS.usdc, symbol: 'USDC', decimals: 6, isUSDC: true } as const;
  return { core, wallet, from, recipient, target, usdc, chains };
}

describe('prepareWalletTransfer and submitWalletTransfer: from an external Ethereum wallet', () => {
  it('sends the native amount: the wallet is switched to the chain, and the recipient gets exactly it', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { native: '1' });
    const prepared = await prepareWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    expect(prepared).toMatchObject({
      request: { from: t.from.address, to: t.recipient, value: parseEther('0.05'), data: null, chainId: 31337 },
      hasFunds: true,
    });
    expect(prepared.fee).toBeGreaterThan(0n);
    expect(prepared.total).toBe(parseEther('0.05') + prepared.fee);

    const receipt = await submitWalletTransfer(t.core, t.from, prepared, { signal });
    expect(receipt).toMatchObject({ status: 'success', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(t.wallet.chainId()).toBe(31337);
    expect(t.wallet.calls).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction']);
    expect(await readBalance(t.core, t.target(), { signal })).toBe(parseEther('0.05'));
    // What the wallet paid: the amount and no more fee than the estimate.
    const left = await readBalance(
      t.core,
      { ...t.target(), address: t.from.address, asset: { kind: 'native', address: null } },
      { signal },
    );
    expect(left).toBe(parseEther('1') - parseEther('0.05') - receipt.fee);
    expect(receipt.fee).toBeLessThanOrEqual(prepared.fee);
  });

  it("sends USDC with the token's transfer(to, amount); the total is the amount, the fee in ETH", async () => {
    const t = await harness({ on: 31337 });
    await emulator.chains.fund(t.from.address, { native: '0.1', usdc: '100' });
    const target = t.target({ asset: t.usdc, amount: '12.5' });
    expect(await readTokenInfo(t.core, { chainId: target.chainId, address: t.usdc.address }, { signal })).toEqual({
      symbol: 'USDC',
      decimals: 6,
    });
    const prepared = await prepareWalletTransfer(t.core, { from: t.from, target }, { signal });
    expect(prepared.request).toMatchObject({ to: EMULATOR_TOKENS.usdc, value: 0n, chainId: 31337 });
    expect(decodeFunctionData({ abi: erc20Abi, data: prepared.request.data! })).toEqual({
      functionName: 'transfer',
      args: [t.recipient, parseUnits('12.5', 6)],
    });
    expect(prepared).toMatchObject({ total: parseUnits('12.5', 6), hasFunds: true });

    await submitWalletTransfer(t.core, t.from, prepared, { signal });
    expect(t.wallet.calls).toEqual(['eth_chainId', 'eth_sendTransaction']);
    expect(await readBalance(t.core, target, { signal })).toBe(parseUnits('12.5', 6));
    expect(await readBalance(t.core, { ...target, address: t.from.address }, { signal })).toBe(parseUnits('87.5', 6));
  });

  it('adds the chain to a wallet that does not know it (4902), from the app’s chain config, then sends', async () => {
    const t = await harness({ knows: [31338], on: 31338 });
    await emulator.chains.fund(t.from.address, { native: '1' });
    const prepared = await prepareWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    await submitWalletTransfer(t.core, t.from, prepared, { signal });
    expect(t.wallet.calls).toEqual([
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_sendTransaction',
    ]);
    expect(t.wallet.added).toEqual([
      {
        chainId: '0x7a69',
        chainName: 'Foyer Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [t.chains[0].rpcUrls.default.http[0]],
      },
    ]);
    expect(await readBalance(t.core, t.target(), { signal })).toBe(parseEther('0.05'));
  });

  it('a request the user rejects (4001) fails with user_rejected_request, and nothing moves', async () => {
    const t = await harness({ on: 31337 });
    await emulator.chains.fund(t.from.address, { native: '1' });
    const prepared = await prepareWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    t.wallet.failNext('eth_sendTransaction', 4001);
    await expect(submitWalletTransfer(t.core, t.from, prepared, { signal })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTED_REQUEST,
    });
    expect(await readBalance(t.core, t.target(), { signal })).toBe(0n);
  });

  it('a wallet without enough is hasFunds: false (native, or USDC without tokens), and submitting asks it nothing', async () => {
    const t = await harness({ on: 31337 });
    await emulator.chains.fund(t.from.address, { native: '0.05' });
    // 0.05 ETH pays the amount but not the fee as well.
    const native = await prepareWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    expect(native).toMatchObject({ hasFunds: false });
    expect(native.fee).toBeGreaterThan(0n);
    const usdc = await prepareWalletTransfer(
      t.core,
      { from: t.from, target: t.target({ asset: t.usdc, amount: '1' }) },
      { signal },
    );
    expect(usdc).toMatchObject({ hasFunds: false, total: parseUnits('1', 6) });
    await expect(submitWalletTransfer(t.core, t.from, native, { signal })).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_BALANCE,
      details: { address: t.from.address },
    });
    expect(t.wallet.calls).toEqual([]);
  });

  it('refuses what it cannot send: a bad amount or address, a chain the app lacks, a contract with no token details', async () => {
    const t = await harness();
    const prepare = (target: FundingTarget) => prepareWalletTransfer(t.core, { from: t.from, target }, { signal });
    for (const bad of [{ amount: '1.2.3' }, { address: 'alice.eth' }]) {
      await expect(prepare(t.target(bad))).rejects.toMatchObject({ code: ErrorCode.INVALID_FUNDING_DATA });
    }
    await expect(prepare(t.target({ chainId: 'eip155:1' }))).rejects.toMatchObject({
      code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED,
    });
    await expect(
      readTokenInfo(t.core, { chainId: 'eip155:31337', address: t.recipient as Address }, { signal }),
    ).rejects.toMatchObject({ code: ErrorCode.TOKEN_DETAILS_UNAVAILABLE });
  });
});
