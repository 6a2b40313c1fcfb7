import { RELAY_NATIVE_CURRENCY, RELAY_SOLANA_CHAIN_ID } from '@foyer/headless/contract';
import { base58 } from '@scure/base';
import { isAddress, isAddressEqual, parseUnits } from 'viem';
import { EMULATOR_TOKENS } from '../../chains/public.ts';
import type { ChainId, PayAsset } from '../../kernel/chains.ts';

/**
 * What the funding stand-ins sell and bridge: ETH and USDC on the local EVM chains, SOL and USDC on
 * the Solana cluster. The on-ramps take the local chains for the networks `EMULATOR_CHAIN_ALIASES`
 * names: 31337 for Ethereum, 31338 for Base.
 */
export interface FundingCurrency {
  chain: ChainId;
  asset: PayAsset;
  symbol: 'ETH' | 'SOL' | 'USDC';
  decimals: number;
}

const eth = (chain: number): FundingCurrency => ({ chain, asset: 'native', symbol: 'ETH', decimals: 18 });
const usdc = (chain: ChainId): FundingCurrency => ({ chain, asset: 'usdc', symbol: 'USDC', decimals: 6 });
const sol: FundingCurrency = { chain: 'solana', asset: 'native', symbol: 'SOL', decimals: 9 };

/** The currency of `asset` on `chain`. */
export const currencyOn = (chain: ChainId, asset: PayAsset): FundingCurrency =>
  asset === 'usdc' ? usdc(chain) : chain === 'solana' ? sol : eth(chain);

/** Moonpay's currency codes the card stand-in sells. */
export const MOONPAY_CURRENCIES: Readonly<Record<string, FundingCurrency>> = {
  eth: eth(31337),
  usdc: usdc(31337),
  eth_base: eth(31338),
  usdc_base: usdc(31338),
  sol,
  usdc_sol: usdc('solana'),
};

/** Coinbase's networks the exchange stand-in pays on, and the assets it sells there. */
export const COINBASE_NETWORKS: Readonly<Record<string, Readonly<Record<string, FundingCurrency>>>> = {
  ethereum: { ETH: eth(31337), USDC: usdc(31337) },
  base: { ETH: eth(31338), USDC: usdc(31338) },
  solana: { SOL: sol, USDC: usdc('solana') },
};

/** The bridge's chains: the local EVM chains by their ids, the Solana cluster by Relay's id for Solana. */
export function relayChain(relayChainId: number): ChainId | null {
  if (relayChainId === RELAY_SOLANA_CHAIN_ID) return 'solana';
  return relayChainId === 31337 || relayChainId === 31338 ? relayChainId : null;
}

/** What a bridge delivers on `chain` for Relay's currency address: the native currency or the emulator's USDC. */
export function relayCurrency(chain: ChainId, address: string): FundingCurrency | null {
  const same = (known: string) =>
    chain === 'solana'
      ? address === known
      : isAddress(address, { strict: false }) && isAddressEqual(address, known as `0x${string}`);
  const asset = (['native', 'usdc'] as const).find((candidate) => same(relayCurrencyAddress(chain, candidate)));
  return asset === undefined ? null : currencyOn(chain, asset);
}

/** Relay's address of a currency: the zero address or the system program for the native one, else the token's. */
export function relayCurrencyAddress(chain: ChainId, asset: PayAsset): string {
  if (asset === 'usdc') return chain === 'solana' ? EMULATOR_TOKENS.solanaUsdcMint : EMULATOR_TOKENS.usdc;
  return chain === 'solana' ? RELAY_NATIVE_CURRENCY.solana : RELAY_NATIVE_CURRENCY.evm;
}

/** Whether `address` is an address of `chain`'s kind: hex on the EVM chains, base58 of 32 bytes on Solana. */
export function isAddressOn(chain: ChainId, address: string): boolean {
  if (chain !== 'solana') return isAddress(address, { strict: false });
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** A number as a plain decimal (no exponent: `1e-7` is `'0.0000001'`). */
const plainDecimal = (value: number) =>
  /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);

/**
 * An amount of whole units (a number, or a decimal string) as a decimal string: digits with at most
 * one dot, at most the currency's decimals, above 0. A `TypeError` saying what is wrong otherwise.
 */
export function wholeAmount(value: number | string | undefined, currency: FundingCurrency): string {
  if (value === undefined || value === '') throw new TypeError('An amount is required');
  const text = typeof value === 'number' ? (Number.isFinite(value) ? plainDecimal(value) : '') : value.trim();
  if (!/^\d+(\.\d+)?$/.test(text))
    throw new TypeError(`The amount must be a decimal number, not ${JSON.stringify(value)}`);
  if ((text.split('.')[1] ?? '').length > currency.decimals) {
    throw new TypeError(`${currency.symbol} has ${currency.decimals} decimals: ${text} has more`);
  }
  if (parseUnits(text, currency.decimals) <= 0n) throw new TypeError('The amount must be above 0');
  return text;
}

/** Whole units as the currency's smallest units. */
export const smallestUnits = (amount: string, currency: Pick<FundingCurrency, 'decimals'>): bigint =>
  parseUnits(amount, currency.decimals);
