/**
 * `@foyer/emulator/chains`: what an app needs to reach the local chains of an emulator, browser-safe
 * (no native code): the EVM chains as viem `Chain`s, the Solana cluster, and the test tokens.
 */
import { type Chain, defineChain } from 'viem';
import { EVM_CHAINS, EVM_TOKEN_ADDRESSES } from './chains/evmChains.ts';
import { SOLANA_USDC_MINT } from './chains/solanaMint.ts';

/** The emulator's EVM chains (31337 "Foyer Local", 31338 "Foyer Local 2") served at `{emulatorUrl}/rpc/evm/{id}`. */
export function emulatorEvmChains(emulatorUrl: string): [Chain, Chain] {
  const base = emulatorUrl.replace(/\/+$/, '');
  const [first, second] = EVM_CHAINS.map(({ id, name }) =>
    defineChain({
      id,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${base}/rpc/evm/${id}`] } },
      testnet: true,
    }),
  );
  return [first as Chain, second as Chain];
}

/** The emulator's Solana cluster, served as Solana JSON-RPC at `{emulatorUrl}/rpc/solana`. */
export function emulatorSolanaCluster(emulatorUrl: string): { name: 'localnet'; rpcUrl: string } {
  return { name: 'localnet', rpcUrl: `${emulatorUrl.replace(/\/+$/, '')}/rpc/solana` };
}

/** The test tokens, deployed at start: the same EVM addresses on both chains, and the Solana USDC mint. */
export const EMULATOR_TOKENS = {
  ...EVM_TOKEN_ADDRESSES,
  solanaUsdcMint: SOLANA_USDC_MINT,
} as const;
