import { safeHttpUrl } from './safeUrl.ts';

/** Fixed block explorers: an address is never turned into a link to anywhere else. */
const EXPLORERS = {
  ethereum: 'https://etherscan.io/address/',
  solana: 'https://explorer.solana.com/address/',
} as const;

/**
 * The Etherscan-style explorers of the public chains the kit knows (spec §9: the default block
 * explorer is one), by chain id. Any other chain (a local one, a chain of the app's) has none.
 */
const TRANSACTION_EXPLORERS: Readonly<Record<number, string>> = {
  1: 'https://etherscan.io/tx/',
  11155111: 'https://sepolia.etherscan.io/tx/',
  10: 'https://optimistic.etherscan.io/tx/',
  11155420: 'https://sepolia-optimism.etherscan.io/tx/',
  137: 'https://polygonscan.com/tx/',
  80002: 'https://amoy.polygonscan.com/tx/',
  8453: 'https://basescan.org/tx/',
  84532: 'https://sepolia.basescan.org/tx/',
  42161: 'https://arbiscan.io/tx/',
  421614: 'https://sepolia.arbiscan.io/tx/',
  43114: 'https://snowtrace.io/tx/',
  43113: 'https://testnet.snowtrace.io/tx/',
};

/** The block explorer page of an Ethereum (`0x…`) or Solana address; null for anything else. */
export function explorerUrl(address: string): string | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return safeHttpUrl(`${EXPLORERS.ethereum}${address}`);
  if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return safeHttpUrl(`${EXPLORERS.solana}${address}`);
  return null;
}

/** The explorer page of an Ethereum transaction hash on `chainId`; null on a chain with no explorer, or for anything but a hash. */
export function transactionExplorerUrl(chainId: number, hash: string): string | null {
  const base = Object.hasOwn(TRANSACTION_EXPLORERS, chainId) ? TRANSACTION_EXPLORERS[chainId] : undefined;
  return base && /^0x[0-9a-fA-F]{64}$/.test(hash) ? safeHttpUrl(`${base}${hash}`) : null;
}
