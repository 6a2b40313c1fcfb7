/** The EVM chains every Node emulator runs (browser-safe constants: `@foyer/emulator/chains` reads them). */
export const EVM_CHAINS = [
  { id: 31337, name: 'Foyer Local' },
  { id: 31338, name: 'Foyer Local 2' },
] as const;

export type EvmChainId = (typeof EVM_CHAINS)[number]['id'];

/** The chain `chains.fund`, `chains.mine` and the scanner use when none is named. */
export const DEFAULT_EVM_CHAIN_ID: EvmChainId = 31337;

/**
 * Where the test contracts are on every EVM chain: the deployer (`evm/deploy.ts`) creates them in
 * this order at start, from nonces 0, 1 and 2, so the addresses are the same on each chain and on
 * every run (a test checks them against the deployment).
 */
export const EVM_TOKEN_ADDRESSES = {
  /** USDC-like ERC-20, 6 decimals; only the deployer mints (`chains.fund(…, { usdc })`). */
  usdc: '0x47B58b945d18b05e29D20ee6c328f9E6B5Aa3Acb',
  /** ERC-721 test collection "FNFT": anyone may `mint(to)`. */
  nft721: '0xCFc0e490E75088A73205004278dD841E63C7cA87',
  /** ERC-1155 test collection "FMULTI": anyone may `mint(to, id, amount)`. */
  nft1155: '0xe3914e0b4674856d836E4d3dBB08a987ADCe1298',
} as const;
