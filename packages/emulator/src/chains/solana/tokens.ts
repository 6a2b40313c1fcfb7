/**
 * The local cluster's token, browser-safe (no native import): the `@foyer/emulator/chains` entry
 * re-exports it. The mint's address is the public key of a fixed seed (`genesis.ts`), so it is the
 * same on every start.
 */
export const SOLANA_USDC_MINT = '2y58dYSPD5EAHoiVdV29au9Q1hdzj44W79P3x8AszQTY';
export const SOLANA_USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const;
