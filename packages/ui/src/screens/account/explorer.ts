import { safeHttpUrl } from '../../lib/safeUrl.ts';

/** Fixed block explorers: an address is never turned into a link to anywhere else. */
const EXPLORERS = {
  ethereum: 'https://etherscan.io/address/',
  solana: 'https://explorer.solana.com/address/',
} as const;

/** The block explorer page of an Ethereum (`0x…`) or Solana address; null for anything else. */
export function explorerUrl(address: string): string | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return safeHttpUrl(`${EXPLORERS.ethereum}${address}`);
  if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return safeHttpUrl(`${EXPLORERS.solana}${address}`);
  return null;
}
