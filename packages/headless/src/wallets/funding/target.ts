import type { AppConfig } from '../../core/config/types.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { fundingServices } from './appChains.ts';
import type { CardProvider, FundingOptions, FundingTarget, FundWalletConfig } from './types.ts';

/**
 * What funding targets and offers, from the call, the app's config and its server config (spec §3
 * 'Funding config', §5 'Funding enablement'). Pure: the ERC-20's symbol and decimals, when the call
 * names one, come from `tokenInfo` (read from the chain by the caller).
 */

/** Spec §9: USDC on the networks the kit knows (Ethereum by chain id, Solana by cluster). */
const KNOWN_USDC: Readonly<Record<string, string>> = {
  'eip155:1': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  'eip155:11155111': '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
  'eip155:10': '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  'eip155:11155420': '0x5fd84259d66Cd46123540766Be93DFE6D43130D7',
  'eip155:137': '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  'eip155:80002': '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582',
  'eip155:8453': '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  'eip155:84532': '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  'eip155:43114': '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  'eip155:43113': '0x5425890298aed601595a70AB815c96711a31Bc65',
  'eip155:42161': '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  'eip155:421614': '0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d',
  'solana:mainnet-beta': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'solana:devnet': '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
};

/** Spec §5 'Coinbase onramp chains': Ethereum mainnet, Base, Optimism, Polygon, Arbitrum (and Solana). */
export const COINBASE_NETWORKS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  8453: 'base',
  10: 'optimism',
  137: 'polygon',
  42161: 'arbitrum',
};

/** The card provider's networks, as suffixes of its currency codes (`eth`, `eth_base`, `usdc_base`). */
export const MOONPAY_NETWORKS: Readonly<Record<number, string>> = {
  1: '',
  8453: '_base',
  10: '_optimism',
  137: '_polygon',
  42161: '_arbitrum',
  11155111: '_sepolia',
};

/** Spec §5 'Funding amount': digits and at most one dot, above 0. */
export function isValidFundingAmount(amount: string): boolean {
  return /^(\d+\.?\d*|\.\d+)$/.test(amount) && Number(amount) > 0;
}

/** The real network the on-ramps take an EVM chain for (itself, or its alias among the stand-ins). */
export function onrampChainId(config: AppConfig, chainId: number): number {
  return fundingServices(config).chainAliases[chainId] ?? chainId;
}

const invalid = (message: string) => new FoyerError(ErrorCode.INVALID_FUNDING_DATA, message);

export interface TargetInput {
  address: string;
  fund: FundWalletConfig;
  /** The ERC-20 the call names, read from the chain (null when it could not be). */
  tokenInfo?: { symbol: string; decimals: number } | null;
}

/** The chain and asset to fund, or the spec's error for what the app or the call does not allow. */
export function fundingTarget(config: AppConfig, { address, fund, tokenInfo }: TargetInput): FundingTarget {
  const server = config.server.funding_config;
  if (!server || server.options.length === 0) {
    throw new FoyerError(ErrorCode.FUNDING_NOT_ENABLED, 'Wallet funding is not enabled');
  }
  const amount = fund.amount ?? server.default_recommended_amount;
  if (!isValidFundingAmount(amount)) throw invalid(`The amount ${JSON.stringify(amount)} is not a positive number`);
  const recommendedUsdc = server.default_recommended_currency.asset?.toUpperCase() === 'USDC';
  const asset = fund.asset ?? (recommendedUsdc ? 'USDC' : 'native-currency');
  const usdcOf = (chainId: string) => fundingServices(config).usdc[chainId] ?? KNOWN_USDC[chainId] ?? null;
  const uiConfig = {
    receiveFundsTitle: fund.uiConfig?.receiveFundsTitle ?? null,
    receiveFundsSubtitle: fund.uiConfig?.receiveFundsSubtitle ?? null,
  };

  if (!address.startsWith('0x')) {
    const clusters = config.local.solanaClusters ?? [];
    const cluster = fund.cluster ?? clusters[0] ?? { name: 'mainnet-beta' };
    const chainId = `solana:${cluster.name}`;
    if (typeof asset === 'object') throw invalid('Solana wallets are funded in SOL or USDC');
    const usdc = asset === 'USDC';
    if (usdc && cluster.name === 'testnet') {
      throw new FoyerError(
        ErrorCode.FUNDING_ASSET_NOT_SUPPORTED,
        'USDC funding is not supported on the Solana testnet',
      );
    }
    const mint = usdc ? usdcOf(chainId) : null;
    if (usdc && !mint) throw invalid(`No USDC mint is known on the Solana cluster ${cluster.name}`);
    return {
      chainType: 'solana',
      address,
      chainId,
      networkName: 'Solana',
      asset: usdc
        ? { kind: 'spl', address: mint, symbol: 'USDC', decimals: 6, isUSDC: true }
        : { kind: 'native', address: null, symbol: 'SOL', decimals: 9, isUSDC: false },
      amount,
      uiConfig,
    };
  }

  const id = fund.chain?.id ?? config.defaultChain?.id ?? config.chains[0]?.id;
  const chain = config.chains.find((candidate) => candidate.id === id);
  if (id === undefined || !chain) {
    throw new FoyerError(
      ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED,
      `Funding chain ${id ?? '(none)'} is not in PrivyProvider chains list`,
      id === undefined ? {} : { details: { chainId: String(id) } },
    );
  }
  const chainId = `eip155:${chain.id}`;
  const base = { chainType: 'ethereum' as const, address, chainId, networkName: chain.name, amount, uiConfig };
  if (asset === 'USDC') {
    const usdc = usdcOf(chainId);
    if (!usdc) throw invalid(`No USDC address is known on chain ${chain.id}`);
    return { ...base, asset: { kind: 'erc20', address: usdc, symbol: 'USDC', decimals: 6, isUSDC: true } };
  }
  if (typeof asset === 'object') {
    if (!tokenInfo) throw new FoyerError(ErrorCode.TOKEN_DETAILS_UNAVAILABLE, 'Unable to fetch token details');
    const isUSDC = usdcOf(chainId)?.toLowerCase() === asset.erc20.toLowerCase();
    return { ...base, asset: { kind: 'erc20', address: asset.erc20, ...tokenInfo, isUSDC } };
  }
  const native = chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  return {
    ...base,
    asset: { kind: 'native', address: null, symbol: native.symbol, decimals: native.decimals, isUSDC: false },
  };
}

/** Whether the card provider serves the target (spec §5: supported chains; native currency or USDC). */
function moonpayServes(config: AppConfig, target: FundingTarget): boolean {
  if (target.asset.kind === 'erc20' && !target.asset.isUSDC) return false;
  if (target.chainType === 'solana')
    return target.chainId === 'solana:mainnet-beta' || target.chainId === 'solana:localnet';
  return onrampChainId(config, Number(target.chainId.slice('eip155:'.length))) in MOONPAY_NETWORKS;
}

/** Whether Coinbase's on-ramp serves the target's chain (spec §5 'Coinbase onramp chains'). */
export function coinbaseServes(config: AppConfig, target: FundingTarget): boolean {
  if (target.chainType === 'solana') return true;
  return onrampChainId(config, Number(target.chainId.slice('eip155:'.length))) in COINBASE_NETWORKS;
}

/**
 * The chooser's methods (spec §2 'Funding method chooser', §5): the app's funding options the target
 * allows, the preferred card provider first, the other one behind the alternate-provider link.
 */
export function fundingOptions(
  config: AppConfig,
  target: FundingTarget,
  {
    preferredProvider,
    cardBadge,
  }: { preferredProvider?: CardProvider | undefined; cardBadge: FundingOptions['cardBadge'] },
): FundingOptions {
  const options = config.server.funding_config?.options ?? [];
  const offered = (method: string, provider: string) =>
    options.some((option) => option.method === method && option.provider === provider);
  const card: CardProvider[] = [];
  if ((offered('card', 'moonpay') || offered('payment-request', 'moonpay')) && moonpayServes(config, target)) {
    card.push('moonpay');
  }
  if ((offered('card', 'coinbase') || offered('payment-request', 'coinbase')) && coinbaseServes(config, target)) {
    card.push('coinbase');
  }
  if (preferredProvider && card[0] !== preferredProvider && card.includes(preferredProvider)) card.reverse();
  return {
    card,
    cardBadge: card.length > 0 ? cardBadge : null,
    exchange: offered('exchange', 'coinbase') && coinbaseServes(config, target),
    wallet: options.some((option) => option.method === 'wallets'),
    manual: true,
    showAlternateProvider: card.length > 1,
    bridging: config.server.funding_config?.cross_chain_bridging_enabled ?? false,
  };
}
