import { emulatorEvmChains, emulatorFundingServices, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { defaultAppConfig } from '@foyer/emulator/in-process';
import { describe, expect, it } from 'vitest';
import { DEMO_FUNDING } from '../../../../../scripts/demoApp.mjs';
import type { WireFundingConfig } from '../../core/api/wire.ts';
import { resolveAppConfig } from '../../core/config/appConfig.ts';
import type { FoyerConfig } from '../../core/config/types.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { coinbaseNetwork } from './coinbase.ts';
import { moonpayCurrencyCode } from './moonpay.ts';
import { receiveUri } from './receive.ts';
import { fundingOptions, fundingTarget, isValidFundingAmount } from './target.ts';

const URL = 'http://localhost:8787';
const ETH = '0xAa00000000000000000000000000000000000001';
const SOL = 'So1ana11111111111111111111111111111111111111';
/** Every funding method, bridging on: the demo's app's funding config. */
const funding: WireFundingConfig = DEMO_FUNDING;
const local: FoyerConfig = {
  supportedChains: emulatorEvmChains(URL),
  solanaClusters: [emulatorSolanaCluster(URL)],
  fundingMethodConfig: { services: emulatorFundingServices(URL) },
};
const configWith = (fundingConfig: WireFundingConfig | undefined, options: FoyerConfig = local) =>
  resolveAppConfig(
    { ...defaultAppConfig(), verification_key: 'key', ...(fundingConfig ? { funding_config: fundingConfig } : {}) },
    options,
  ).config;

describe('what is funded (spec §3 Funding config, §5 Funding enablement)', () => {
  const config = configWith(funding);

  it("defaults: the app's default chain, its native currency, the app's recommended amount", () => {
    expect(fundingTarget(config, { address: ETH, fund: {} })).toMatchObject({
      chainType: 'ethereum',
      chainId: 'eip155:31337',
      networkName: 'Foyer Local',
      asset: { kind: 'native', symbol: 'ETH', decimals: 18, isUSDC: false },
      amount: '0.05',
    });
  });

  it("USDC on the emulator's chains and cluster comes from the services' table", () => {
    expect(fundingTarget(config, { address: ETH, fund: { chain: { id: 31338 }, asset: 'USDC' } }).asset).toEqual({
      kind: 'erc20',
      address: '0x47B58b945d18b05e29D20ee6c328f9E6B5Aa3Acb',
      symbol: 'USDC',
      decimals: 6,
      isUSDC: true,
    });
    const solana = fundingTarget(config, { address: SOL, fund: { asset: 'USDC', amount: '12' } });
    expect(solana).toMatchObject({ chainType: 'solana', chainId: 'solana:localnet', asset: { kind: 'spl' } });
    expect(receiveUri(solana)).toBe(`solana:${SOL}?spl-token=2y58dYSPD5EAHoiVdV29au9Q1hdzj44W79P3x8AszQTY`);
  });

  it('refuses what the spec refuses, with its codes', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string }).code;
      }
      return null;
    };
    expect(code(() => fundingTarget(configWith(undefined), { address: ETH, fund: {} }))).toBe(
      ErrorCode.FUNDING_NOT_ENABLED,
    );
    expect(code(() => fundingTarget(config, { address: ETH, fund: { chain: { id: 1 } } }))).toBe(
      ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED,
    );
    expect(code(() => fundingTarget(config, { address: ETH, fund: { amount: '0' } }))).toBe(
      ErrorCode.INVALID_FUNDING_DATA,
    );
    expect(
      code(() => fundingTarget(config, { address: SOL, fund: { cluster: { name: 'testnet' }, asset: 'USDC' } })),
    ).toBe(ErrorCode.FUNDING_ASSET_NOT_SUPPORTED);
    expect(code(() => fundingTarget(config, { address: ETH, fund: { asset: { erc20: ETH } } }))).toBe(
      ErrorCode.TOKEN_DETAILS_UNAVAILABLE,
    );
  });

  it('amounts: digits and at most one dot, above 0 (spec §5)', () => {
    expect(['1', '0.5', '.5', '10.'].map(isValidFundingAmount)).toEqual([true, true, true, true]);
    expect(['', '0', '0.0', '1.2.3', '-1', '1e3', ' 1'].map(isValidFundingAmount)).toEqual(Array(7).fill(false));
  });

  it("offers the app's options the target allows; the preferred card provider first", () => {
    const target = fundingTarget(config, { address: ETH, fund: {} });
    expect(fundingOptions(config, target, { cardBadge: 'apple-pay' })).toEqual({
      card: ['moonpay', 'coinbase'],
      cardBadge: 'apple-pay',
      exchange: true,
      wallet: true,
      manual: true,
      showAlternateProvider: true,
      bridging: true,
    });
    expect(fundingOptions(config, target, { preferredProvider: 'coinbase', cardBadge: null }).card).toEqual([
      'coinbase',
      'moonpay',
    ]);
  });

  it('without the services’ aliases, a local chain gets no on-ramp (spec §5: supported chains only)', () => {
    const bare = configWith(funding, { ...local, fundingMethodConfig: {} });
    const target = fundingTarget(bare, { address: ETH, fund: {} });
    expect(fundingOptions(bare, target, { cardBadge: null })).toMatchObject({ card: [], exchange: false });
    expect(() => coinbaseNetwork(bare, target)).toThrow(/Unsupported chainId 31337 for Coinbase Onramp/);
  });

  it("the on-ramps' names of the target: currency codes and Coinbase networks", () => {
    const first = fundingTarget(config, { address: ETH, fund: {} });
    const second = fundingTarget(config, { address: ETH, fund: { chain: { id: 31338 }, asset: 'USDC' } });
    const sol = fundingTarget(config, { address: SOL, fund: {} });
    expect([first, second, sol].map((target) => moonpayCurrencyCode(config, target))).toEqual([
      'eth',
      'usdc_base',
      'sol',
    ]);
    expect([first, second, sol].map((target) => coinbaseNetwork(config, target))).toEqual([
      'ethereum',
      'base',
      'solana',
    ]);
  });
});
