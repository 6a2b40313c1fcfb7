import { describe, expect, it } from 'vitest';
import { ethereumTarget } from '../../../../../test/support/fundingTargets.ts';
import type { Chain } from '../../core/config/types.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { bridgeCost, bridgeOriginChains, relayQuoteRequest } from './bridge.ts';
import { RELAY_NATIVE_CURRENCY, RELAY_SOLANA_CHAIN_ID, type WireRelayQuote } from './services.ts';
import type { FundingTarget } from './types.ts';

const rpc = (id: number) => ({ default: { http: [`http://127.0.0.1:8545/${id}`] as const } });
const mainnet = { id: 1, name: 'Ethereum', rpcUrls: rpc(1) };
const base = { id: 8453, name: 'Base', rpcUrls: rpc(8453) };
const sepolia = { id: 11155111, name: 'Sepolia', rpcUrls: rpc(11155111), testnet: true };
const baseSepolia = { id: 84532, name: 'Base Sepolia', rpcUrls: rpc(84532), testnet: true };
const noNode = { id: 10, name: 'OP Mainnet' };
const chains: Chain[] = [mainnet, sepolia, noNode, base, baseSepolia];

const user = '0x1111111111111111111111111111111111111111';
const recipient = '0x2222222222222222222222222222222222222222';
const usdcOnBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const target = (overrides: Partial<FundingTarget> = {}) =>
  ethereumTarget(recipient, { chainId: 'eip155:8453', networkName: 'Base', ...overrides });
const solana = (cluster: string) =>
  target({
    chainType: 'solana',
    address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    chainId: `solana:${cluster}`,
    asset: { kind: 'native', address: null, symbol: 'SOL', decimals: 9, isUSDC: false },
    amount: '1.5',
  });
const ids = (found: { id: number }[]) => found.map((chain) => chain.id);

describe('bridgeOriginChains: where a bridge to the target may start (spec §4, §5)', () => {
  it('an EVM target: the app’s other chains of its class, mainnets with mainnets, testnets with testnets, with a node', () => {
    expect(ids(bridgeOriginChains({ chains }, target()))).toEqual([1]);
    expect(ids(bridgeOriginChains({ chains }, target({ chainId: 'eip155:84532' })))).toEqual([11155111]);
    expect(bridgeOriginChains({ chains }, target({ chainId: 'eip155:999' }))).toEqual([]);
  });

  it('a Solana target: every EVM chain of the app, except for the testnet and devnet clusters', () => {
    expect(ids(bridgeOriginChains({ chains }, solana('mainnet-beta')))).toEqual([1, 11155111, 8453, 84532]);
    expect(ids(bridgeOriginChains({ chains }, solana('localnet')))).toEqual([1, 11155111, 8453, 84532]);
    expect(bridgeOriginChains({ chains }, solana('devnet'))).toEqual([]);
    expect(bridgeOriginChains({ chains }, solana('testnet'))).toEqual([]);
  });
});

describe('relayQuoteRequest: the quote body (spec §7 Bridge quote)', () => {
  it('asks for the target’s amount as EXPECTED_OUTPUT, paid in the origin’s native currency', () => {
    expect(relayQuoteRequest({ from: { address: user }, target: target() }, 1)).toEqual({
      user,
      recipient,
      originChainId: 1,
      destinationChainId: 8453,
      originCurrency: RELAY_NATIVE_CURRENCY.evm,
      destinationCurrency: RELAY_NATIVE_CURRENCY.evm,
      amount: '50000000000000000',
      tradeType: 'EXPECTED_OUTPUT',
    });
  });

  it('a token target names its contract as the destination currency, the amount in its units', () => {
    const usdc = target({
      asset: { kind: 'erc20', address: usdcOnBase, symbol: 'USDC', decimals: 6, isUSDC: true },
      amount: '12.5',
    });
    expect(relayQuoteRequest({ from: { address: user }, target: usdc }, 1)).toMatchObject({
      destinationCurrency: usdcOnBase,
      amount: '12500000',
    });
  });

  it('a Solana target goes to Relay’s Solana chain id, SOL as the system program', () => {
    expect(relayQuoteRequest({ from: { address: user }, target: solana('mainnet-beta') }, 8453)).toMatchObject({
      recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      originChainId: 8453,
      destinationChainId: RELAY_SOLANA_CHAIN_ID,
      originCurrency: RELAY_NATIVE_CURRENCY.evm,
      destinationCurrency: RELAY_NATIVE_CURRENCY.solana,
      amount: '1500000000',
    });
  });

  it('a bad amount is invalid_funding_data, before any request', () => {
    expect(() => relayQuoteRequest({ from: { address: user }, target: target({ amount: '0' }) }, 1)).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_FUNDING_DATA }),
    );
  });
});

describe('bridgeCost: what a quote asks the wallet to send', () => {
  const step = { from: user, to: recipient, value: '50210000000000000', chainId: 1, data: '0x' };
  const quote = (items: WireRelayQuote['steps'][number]['items']) =>
    ({ steps: [{ id: 'deposit', kind: 'transaction', items }] }) as WireRelayQuote;

  it('is the first step’s value, in wei', () => {
    expect(bridgeCost(quote([{ status: 'incomplete', data: step }]))).toBe(50_210_000_000_000_000n);
  });

  it('a quote with no transaction is bridge_option_unavailable', () => {
    expect(() => bridgeCost(quote([]))).toThrow(expect.objectContaining({ code: ErrorCode.BRIDGE_OPTION_UNAVAILABLE }));
  });
});
