/**
 * `@foyer/emulator/chains`: the local chains an emulator runs, as apps configure them, and the test
 * tokens deployed at start. Plain data, safe in a browser bundle (no viem import: the chain objects
 * fit viem's `Chain`).
 */

/** The local EVM chains: two, so that bridging between chains can be tried locally. */
export const EMULATOR_EVM_CHAINS = [
  { id: 31337, name: 'Foyer Local' },
  { id: 31338, name: 'Foyer Local 2' },
] as const;

/**
 * The test tokens, deployed at start. The EVM contracts are at the same addresses on both chains and
 * on every run (the deployer creates them from nonces 0, 1 and 2; a test checks them).
 */
export const EMULATOR_TOKENS = {
  /** USDC-like ERC-20, 6 decimals; only the deployer mints (`chains.fund(…, { usdc })`). */
  usdc: '0x47B58b945d18b05e29D20ee6c328f9E6B5Aa3Acb',
  /** ERC-721 test collection "FNFT": anyone may `mint(to)`. */
  nft721: '0xCFc0e490E75088A73205004278dD841E63C7cA87',
  /** ERC-1155 test collection "FMULTI": anyone may `mint(to, id, amount)`. */
  nft1155: '0xe3914e0b4674856d836E4d3dBB08a987ADCe1298',
  /** The Solana cluster's USDC-like SPL mint, 6 decimals (`chains.fund(…, { chainId: 'solana', usdc })`). */
  solanaUsdcMint: '2y58dYSPD5EAHoiVdV29au9Q1hdzj44W79P3x8AszQTY',
} as const;

/** The fixed prices of the local chains' tokens, in USD (`GET /api/v1/token_price`, the funding stand-ins). */
export const TOKEN_PRICES_USD: Readonly<Record<'ETH' | 'SOL' | 'USDC', number>> = { ETH: 3000, SOL: 150, USDC: 1 };

/**
 * The account the funding stand-ins pay from on every local chain, funded at each chain's start: the
 * on-ramps' payouts, the bridge's fills and refunds, and the bridge's deposit address on the EVM
 * chains. The addresses of fixed local test keys, not secrets (a test checks they match).
 */
export const FUNDING_ACCOUNT = {
  evm: '0x96e48d9dcbeA9356758Ab4f9e389DbE3859085Fa',
  solana: '9NAmDiYYuHkiYuQXLpzjoQBhVLiCJcPuYQPFubnsrjrt',
} as const;

/** A viem-compatible chain object for one local chain of the emulator at `emulatorUrl`. */
export interface EmulatorEvmChain {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly [string] } };
  testnet: true;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The emulator's local EVM chains, for the kit's `supportedChains` (and viem, wagmi): each one's
 * JSON-RPC is `{emulatorUrl}/rpc/evm/{chainId}`.
 */
export function emulatorEvmChains(emulatorUrl: string): [EmulatorEvmChain, EmulatorEvmChain] {
  const base = trimmed(emulatorUrl);
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

/** The emulator's Solana cluster, for the kit's `solanaClusters`: Solana JSON-RPC at `{emulatorUrl}/rpc/solana`. */
export function emulatorSolanaCluster(emulatorUrl: string): { name: 'localnet'; rpcUrl: string } {
  return { name: 'localnet', rpcUrl: `${trimmed(emulatorUrl)}/rpc/solana` };
}

/**
 * Where the emulator's stand-ins of the funding services are, for the kit's
 * `fundingMethodConfig.services`: the card provider's status API, the exchange's pay page and the
 * bridge's API (for mainnets and testnets alike), each under `{emulatorUrl}/services/…`.
 */
export function emulatorFundingServices(emulatorUrl: string): {
  moonpayApiUrl: string;
  coinbasePayUrl: string;
  relayApiUrl: string;
  relayTestnetApiUrl: string;
  relayExplorerUrl: string;
  relayTestnetExplorerUrl: string;
  chainAliases: Record<number, number>;
  usdc: Record<string, string>;
} {
  const base = trimmed(emulatorUrl);
  return {
    chainAliases: EMULATOR_CHAIN_ALIASES,
    usdc: {
      'eip155:31337': EMULATOR_TOKENS.usdc,
      'eip155:31338': EMULATOR_TOKENS.usdc,
      'solana:localnet': EMULATOR_TOKENS.solanaUsdcMint,
    },
    moonpayApiUrl: `${base}${FUNDING_SERVICE_PATHS.moonpayApi}`,
    coinbasePayUrl: `${base}${FUNDING_SERVICE_PATHS.coinbasePay}`,
    relayApiUrl: `${base}${FUNDING_SERVICE_PATHS.relayApi}`,
    relayTestnetApiUrl: `${base}${FUNDING_SERVICE_PATHS.relayApi}`,
    relayExplorerUrl: `${base}${FUNDING_SERVICE_PATHS.relayExplorer}`,
    relayTestnetExplorerUrl: `${base}${FUNDING_SERVICE_PATHS.relayExplorer}`,
  };
}

/**
 * What the emulator's on-ramp stand-ins take its local chains for (the real on-ramps serve only real
 * networks): 31337 is Ethereum (`eth`, `usdc`; Coinbase `ethereum`), 31338 is Base (`eth_base`,
 * `usdc_base`; Coinbase `base`). Solana is `sol`, `usdc_sol` and `solana`.
 */
export const EMULATOR_CHAIN_ALIASES: Record<number, number> = { 31337: 1, 31338: 8453 };

/** The path prefixes of the funding stand-ins on the emulator's origin. */
export const FUNDING_SERVICE_PATHS = {
  /** `GET …/v1/transactions/ext/:externalTransactionId?apiKey=`; the card page itself is `…/buy`. */
  moonpayApi: '/services/moonpay',
  /** `GET …/buy/select-asset?sessionToken=…` (the exchange's page). */
  coinbasePay: '/services/coinbase',
  /** `POST …/quote`, `GET …/requests/v2?hash=`. */
  relayApi: '/services/relay',
  /** `GET …/:hash`: the bridge's page of a request (its status, deposit, fill or refund). */
  relayExplorer: '/services/relay/transaction',
} as const;
