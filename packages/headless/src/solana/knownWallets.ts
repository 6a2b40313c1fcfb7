import type { ExternalWalletOption } from '../wallets/external/types.ts';

const known = (id: string, name: string, installUrl: string): ExternalWalletOption => ({
  id,
  name,
  chainType: 'solana',
  source: 'wallet-standard',
  connectorType: 'wallet_standard',
  installed: false,
  installUrl,
});

/**
 * Solana wallets the list may name without finding them (spec §9's Solana set): offered with the
 * install steps on a desktop and the mobile redirect on a phone, as the Ethereum ones are.
 */
export const knownSolanaWallets: readonly ExternalWalletOption[] = [
  known('phantom', 'Phantom', 'https://phantom.com/download'),
  known('backpack', 'Backpack', 'https://backpack.app/downloads'),
  known('solflare', 'Solflare', 'https://www.solflare.com/download/'),
];
