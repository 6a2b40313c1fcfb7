import type { FundingTarget } from '../../packages/headless/src/wallets/funding/types.ts';

const noUiConfig = { receiveFundsTitle: null, receiveFundsSubtitle: null };

/** What funding targets in tests: native ETH on the emulator's first chain (31337), 0.05; `overrides` over it. */
export function ethereumTarget(address: string, overrides: Partial<FundingTarget> = {}): FundingTarget {
  return {
    chainType: 'ethereum',
    address,
    chainId: 'eip155:31337',
    networkName: 'Foyer Local',
    asset: { kind: 'native', address: null, symbol: 'ETH', decimals: 18, isUSDC: false },
    amount: '0.05',
    uiConfig: noUiConfig,
    ...overrides,
  };
}

/** Native SOL on the emulator's cluster (`solana:localnet`), 0.5; `overrides` over it. */
export function solanaTarget(address: string, overrides: Partial<FundingTarget> = {}): FundingTarget {
  return {
    chainType: 'solana',
    address,
    chainId: 'solana:localnet',
    networkName: 'Solana localnet',
    asset: { kind: 'native', address: null, symbol: 'SOL', decimals: 9, isUSDC: false },
    amount: '0.5',
    uiConfig: noUiConfig,
    ...overrides,
  };
}
