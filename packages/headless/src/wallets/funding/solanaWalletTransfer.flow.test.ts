import { createEmulator, type Emulator } from '@foyer/emulator';
import { EMULATOR_TOKENS, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solanaTarget } from '../../../../../test/support/fundingTargets.ts';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { createTestSolanaWallet } from '../../../../../test/support/testSolanaWallet.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { readBalance } from './balances.ts';
import {
  prepareSolanaWalletTransfer,
  type SolanaFundingWallet,
  submitSolanaWalletTransfer,
} from './solanaWalletTransfer.ts';
import type { FundingTarget } from './types.ts';

/**
 * Funding from an external Solana wallet on the emulator's real cluster: the wallet (a real ed25519
 * key behind the Wallet Standard) signs, the app's cluster confirms, balances are read back.
 */

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());

let signal: AbortSignal;
beforeEach(() => {
  signal = new AbortController().signal;
});

async function harness() {
  const { core } = createTestCore(emulator, { config: { solanaClusters: [emulatorSolanaCluster(emulator.url)] } });
  await core.start();
  const wallet = createTestSolanaWallet({ chains: ['solana:localnet'] });
  const from: SolanaFundingWallet = {
    address: wallet.address,
    chainType: 'solana',
    chainId: 'solana:localnet',
    walletClientType: 'Test Wallet',
    connectorType: 'wallet_standard',
    linked: false,
    meta: { name: 'Test Wallet', id: 'Test Wallet' },
    standard: wallet.wallet,
  };
  const recipient = createTestSolanaWallet().address;
  const target = (overrides: Partial<FundingTarget> = {}) => solanaTarget(recipient, overrides);
  const usdc = {
    kind: 'spl',
    address: EMULATOR_TOKENS.solanaUsdcMint,
    symbol: 'USDC',
    decimals: 6,
    isUSDC: true,
  } as const;
  return { core, wallet, from, recipient, target, usdc };
}

describe('prepareSolanaWalletTransfer and submitSolanaWalletTransfer: from an external Solana wallet', () => {
  it('sends SOL: the wallet signs, the cluster confirms, the recipient gets exactly the amount', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 'solana', native: '2' });
    const prepared = await prepareSolanaWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    expect(prepared).toMatchObject({ fee: 5_000n, total: SOL / 2n + 5_000n, hasFunds: true });

    const receipt = await submitSolanaWalletTransfer(t.from, prepared, { signal });
    expect(receipt).toMatchObject({ fees: 5_000n, signature: expect.any(String) });
    expect(t.wallet.calls.signTransaction).toBe(1);
    expect(await readBalance(t.core, t.target(), { signal })).toBe(SOL / 2n);
    expect(await readBalance(t.core, { ...t.target(), address: t.from.address }, { signal })).toBe(
      2n * SOL - SOL / 2n - 5_000n,
    );
  });

  it("sends USDC into the recipient's token account, created by the transfer", async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 'solana', native: '1', usdc: '20' });
    const target = t.target({ asset: t.usdc, amount: '7.25' });
    expect(await readBalance(t.core, target, { signal })).toBe(0n);
    const prepared = await prepareSolanaWalletTransfer(t.core, { from: t.from, target }, { signal });
    expect(prepared).toMatchObject({ total: 7_250_000n, hasFunds: true });

    await submitSolanaWalletTransfer(t.from, prepared, { signal });
    expect(await readBalance(t.core, target, { signal })).toBe(7_250_000n);
    expect(await readBalance(t.core, { ...target, address: t.from.address }, { signal })).toBe(20n * USDC - 7_250_000n);
  });

  it('a signature the user refuses fails with user_rejected_request, and nothing moves', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 'solana', native: '2' });
    const prepared = await prepareSolanaWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    t.wallet.rejectNext();
    await expect(submitSolanaWalletTransfer(t.from, prepared, { signal })).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTED_REQUEST,
    });
    expect(await readBalance(t.core, t.target(), { signal })).toBe(0n);
  });

  it('a wallet without enough SOL, or without the tokens, is hasFunds: false, and submitting asks it nothing', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 'solana', native: '0.5' });
    // 0.5 SOL pays the amount but not the fee as well.
    const sol = await prepareSolanaWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal });
    expect(sol).toMatchObject({ hasFunds: false, fee: 5_000n });
    const usdc = await prepareSolanaWalletTransfer(
      t.core,
      { from: t.from, target: t.target({ asset: t.usdc, amount: '1' }) },
      { signal },
    );
    expect(usdc).toMatchObject({ hasFunds: false, total: USDC });
    await expect(submitSolanaWalletTransfer(t.from, sol, { signal })).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_BALANCE,
    });
    expect(t.wallet.calls.signTransaction).toBe(0);
  });

  it('refuses a bad address or amount, a cluster the app lacks, and a mint the cluster does not know', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 'solana', native: '1' });
    const prepare = (target: FundingTarget) =>
      prepareSolanaWalletTransfer(t.core, { from: t.from, target }, { signal });
    for (const bad of [{ address: '0x2222222222222222222222222222222222222222' }, { amount: '-1' }]) {
      await expect(prepare(t.target(bad))).rejects.toMatchObject({ code: ErrorCode.INVALID_FUNDING_DATA });
    }
    await expect(prepare(t.target({ chainId: 'solana:devnet' }))).rejects.toMatchObject({
      code: ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED,
    });
    await expect(prepare(t.target({ asset: { ...t.usdc, address: t.recipient } }))).rejects.toMatchObject({
      code: ErrorCode.TOKEN_DETAILS_UNAVAILABLE,
    });
  });
});
