import { createEmulator, type Emulator } from '@foyer/emulator';
import {
  EMULATOR_TOKENS,
  emulatorEvmChains,
  emulatorFundingServices,
  emulatorSolanaCluster,
} from '@foyer/emulator/chains';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ethereumTarget } from '../../../../../test/support/fundingTargets.ts';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { testEip1193Wallet } from '../../../../../test/support/testEip1193Wallet.ts';
import { createTestSolanaWallet } from '../../../../../test/support/testSolanaWallet.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { readBalance } from './balances.ts';
import { bridgeCost, bridgeSources, quoteBridge, submitBridge, watchBridge } from './bridge.ts';
import type { EthereumFundingWallet } from './ethereumWallet.ts';
import type { RelayStatus } from './services.ts';
import type { FundingTarget } from './types.ts';
import { prepareWalletTransfer } from './walletTransfer.ts';

/**
 * Bridging from an external Ethereum wallet through the emulator's Relay stand-in, on its real
 * chains: the wallet sends the quote's deposit, the stand-in's relayer fills it on the destination
 * (or refunds it), and balances are read back from the chains.
 */

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());

let signal: AbortSignal;
beforeEach(() => {
  signal = new AbortController().signal;
});

async function harness({ relayUrl }: { relayUrl?: string } = {}) {
  const chains = emulatorEvmChains(emulator.url);
  const services = emulatorFundingServices(emulator.url);
  const { core } = createTestCore(emulator, {
    config: {
      supportedChains: chains,
      solanaClusters: [emulatorSolanaCluster(emulator.url)],
      fundingMethodConfig: { services: relayUrl ? { ...services, relayTestnetApiUrl: relayUrl } : services },
    },
  });
  await core.start();
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = testEip1193Wallet(account, { chainId: 31337, chains });
  const from: EthereumFundingWallet = {
    address: account.address,
    chainType: 'ethereum',
    chainId: 'eip155:31337',
    walletClientType: 'metamask',
    connectorType: 'injected',
    linked: false,
    meta: { name: 'Test Wallet', id: 'metamask' },
    provider: wallet.provider,
  };
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const target = (overrides: Partial<FundingTarget> = {}) => ethereumTarget(recipient, { amount: '0.1', ...overrides });
  const solanaTarget = (overrides: Partial<FundingTarget> = {}) =>
    target({
      chainType: 'solana',
      address: createTestSolanaWallet().address,
      chainId: 'solana:localnet',
      networkName: 'Solana localnet',
      asset: { kind: 'native', address: null, symbol: 'SOL', decimals: 9, isUSDC: false },
      amount: '0.5',
      ...overrides,
    });
  /** The wallet's ETH on a chain. */
  const eth = (chainId: number) =>
    readBalance(
      core,
      {
        chainType: 'ethereum',
        chainId: `eip155:${chainId}`,
        address: account.address,
        asset: { kind: 'native', address: null },
      },
      { signal },
    );
  return { core, wallet, from, target, solanaTarget, eth };
}

/** Watches the bridge of `hash` to its end, with every status it went through. */
async function watched(core: Awaited<ReturnType<typeof harness>>['core'], hash: string, originChainId: string) {
  const statuses: RelayStatus[] = [];
  const settled = await watchBridge(core, { hash, originChainId }, { signal, onStatus: (s) => statuses.push(s) });
  return { ...settled, statuses };
}

describe('bridging through Relay (the emulator’s stand-in)', () => {
  it('31338 → 31337: the wallet has nothing on the target chain, bridges from the other one, and the funds arrive', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 31338, native: '1' });
    expect(await prepareWalletTransfer(t.core, { from: t.from, target: t.target() }, { signal })).toMatchObject({
      hasFunds: false,
    });
    expect(await bridgeSources(t.core, { from: t.from, target: t.target() }, { signal })).toEqual([
      { chainId: 'eip155:31338', networkName: 'Foyer Local 2', balance: parseEther('1'), cost: null },
    ]);

    const quote = await quoteBridge(
      t.core,
      { from: t.from, target: t.target(), originChainId: 'eip155:31338' },
      { signal },
    );
    const cost = bridgeCost(quote);
    expect(cost).toBeGreaterThan(parseEther('0.1'));
    const deposit = await submitBridge(t.core, t.from, quote, { signal });
    expect(t.wallet.chainId()).toBe(31338);
    expect(await t.eth(31338)).toBe(parseEther('1') - cost - deposit.fee);

    const settled = await watched(t.core, deposit.hash, 'eip155:31338');
    expect(settled).toMatchObject({ status: 'success', destinationTransaction: expect.stringMatching(/^0x/) });
    expect(settled.statuses).toEqual(['pending', 'success']);
    expect(await readBalance(t.core, t.target(), { signal })).toBe(parseEther('0.1'));
  });

  it('Ethereum → Solana: every EVM chain with a balance is a source, and the SOL (or USDC) arrives', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 31337, native: '1' });
    const sol = t.solanaTarget();
    expect(await bridgeSources(t.core, { from: t.from, target: sol }, { signal })).toEqual([
      { chainId: 'eip155:31337', networkName: 'Foyer Local', balance: parseEther('1'), cost: null },
    ]);
    const usdc = t.solanaTarget({
      address: sol.address,
      asset: { kind: 'spl', address: EMULATOR_TOKENS.solanaUsdcMint, symbol: 'USDC', decimals: 6, isUSDC: true },
      amount: '30',
    });
    for (const target of [sol, usdc]) {
      const quote = await quoteBridge(t.core, { from: t.from, target, originChainId: 'eip155:31337' }, { signal });
      const deposit = await submitBridge(t.core, t.from, quote, { signal });
      expect(await watched(t.core, deposit.hash, 'eip155:31337')).toMatchObject({ status: 'success' });
    }
    expect(await readBalance(t.core, sol, { signal })).toBe(500_000_000n);
    expect(await readBalance(t.core, usdc, { signal })).toBe(30_000_000n);
  });

  it('a refunded bridge ends in refund, and the deposit is back on the origin chain (the gas is not)', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 31338, native: '1' });
    const quote = await quoteBridge(
      t.core,
      { from: t.from, target: t.target(), originChainId: 'eip155:31338' },
      { signal },
    );
    emulator.funding.bridge.next({ outcome: 'refund' });
    const deposit = await submitBridge(t.core, t.from, quote, { signal });
    expect(await watched(t.core, deposit.hash, 'eip155:31338')).toMatchObject({
      status: 'refund',
      statuses: ['pending', 'refund'],
    });
    expect(await t.eth(31338)).toBe(parseEther('1') - deposit.fee);
    expect(await readBalance(t.core, t.target(), { signal })).toBe(0n);
  });

  it('a wallet with nothing elsewhere has no source; a test cluster none at all (spec §5)', async () => {
    const t = await harness();
    await emulator.chains.fund(t.from.address, { chainId: 31337, native: '1' });
    // Its only ETH is on the target chain itself.
    expect(await bridgeSources(t.core, { from: t.from, target: t.target() }, { signal })).toEqual([]);
    const devnet = t.solanaTarget({ chainId: 'solana:devnet' });
    expect(await bridgeSources(t.core, { from: t.from, target: devnet }, { signal })).toEqual([]);
    await expect(
      quoteBridge(t.core, { from: t.from, target: devnet, originChainId: 'eip155:31337' }, { signal }),
    ).rejects.toMatchObject({ code: ErrorCode.BRIDGE_OPTION_UNAVAILABLE });
  });

  it('maps the quote’s refusals: a currency Relay does not bridge, an address it refuses, a bridge out of reach', async () => {
    const t = await harness();
    const quote = (target: FundingTarget, core = t.core) =>
      quoteBridge(core, { from: t.from, target, originChainId: 'eip155:31338' }, { signal });
    const nft = t.target({
      asset: { kind: 'erc20', address: EMULATOR_TOKENS.nft721, symbol: 'FNFT', decimals: 0, isUSDC: false },
      amount: '1',
    });
    await expect(quote(nft)).rejects.toMatchObject({
      code: ErrorCode.BRIDGE_QUOTE_FAILED,
      details: { reason: expect.stringContaining('Unsupported destination currency') },
    });
    await expect(quote(t.target({ address: 'alice.eth' }))).rejects.toMatchObject({
      code: ErrorCode.BRIDGE_OPTION_UNAVAILABLE,
    });
    const away = await harness({ relayUrl: 'http://127.0.0.1:9/relay' });
    await expect(quote(t.target(), away.core)).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR });
  });

  it('a bridge Relay never hears of stays pending; the watch gives up after its timeout with the hash', async () => {
    const t = await harness();
    const hash = `0x${'ab'.repeat(32)}`;
    const statuses: RelayStatus[] = [];
    await expect(
      watchBridge(
        t.core,
        { hash, originChainId: 'eip155:31338' },
        { signal, onStatus: (s) => statuses.push(s), timeoutMs: 1_500 },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT, details: { hash } });
    expect(statuses).toEqual(['pending']);
  });
});
