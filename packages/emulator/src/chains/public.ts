/**
 * `@foyer/emulator/chains`: the local chains an emulator runs, as apps configure them. Plain data,
 * safe in a browser bundle (no viem import: the objects fit viem's `Chain`).
 */

/** The local EVM chains: two, so that bridging between chains can be tried locally. */
export const EMULATOR_EVM_CHAINS = [
  { id: 31337, name: 'Foyer Local' },
  { id: 31338, name: 'Foyer Local 2' },
] as const;

/** The USDC-like ERC-20 (6 decimals) deployed at start, at the same address on both chains. */
export const EMULATOR_USDC_ADDRESS = '0x867BD3Ca16E1b72eA28AB02af1fA4AE8d58eCA59';

/** A viem-compatible chain object for one local chain of the emulator at `emulatorUrl`. */
export interface EmulatorEvmChain {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly [string] } };
  testnet: true;
}

/**
 * The emulator's local EVM chains, for the kit's `supportedChains` (and viem, wagmi): each one's
 * JSON-RPC is `{emulatorUrl}/rpc/evm/{chainId}`.
 */
export function emulatorEvmChains(emulatorUrl: string): [EmulatorEvmChain, EmulatorEvmChain] {
  const base = emulatorUrl.replace(/\/+$/, '');
  const chain = ({ id, name }: (typeof EMULATOR_EVM_CHAINS)[number]): EmulatorEvmChain => ({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${base}/rpc/evm/${id}`] as const } },
    testnet: true,
  });
  const [first, second] = EMULATOR_EVM_CHAINS;
  return [chain(first), chain(second)];
}
