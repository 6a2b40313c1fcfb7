/**
 * The app's chains as funding reaches them: the EVM chain (`supportedChains`) or Solana cluster
 * (`solanaClusters`) of a CAIP-2 id, its JSON-RPC, its testnet class, and where the funding
 * services are.
 */
import type { AppConfig, Chain, FundingServices, SolanaCluster } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import { DEFAULT_FUNDING_SERVICES } from './services.ts';

const notConfigured = (chainId: string | number, why: string) =>
  new FoyerError(ErrorCode.FUNDING_CHAIN_NOT_CONFIGURED, `Funding chain ${chainId} ${why}`);

export function appConfigOf(core: Pick<FoyerCore, 'store'>): AppConfig {
  const config = core.store.get(appConfigAtom);
  if (!config) throw new FoyerError(ErrorCode.FUNDING_FLOW_NOT_INITIALIZED, 'The app config is not loaded yet');
  return config;
}

/** An EVM chain of the app with its node: what funding reads and sends on. */
export interface FundingChain extends Chain {
  rpcUrl: string;
}

/** `eip155:31337` (or 31337) → 31337; anything else fails. */
export function evmChainNumber(chainId: string | number): number {
  const id = typeof chainId === 'number' ? chainId : Number(/^eip155:(\d+)$/.exec(chainId)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id) || id <= 0) throw notConfigured(chainId, 'is not an EVM chain id');
  return id;
}

/** The app's chain of `chainId` (CAIP-2 or a number), with its RPC URL; `funding_chain_not_configured` otherwise. */
export function evmChainOf(core: Pick<FoyerCore, 'store'>, chainId: string | number): FundingChain {
  const id = evmChainNumber(chainId);
  const chain = appConfigOf(core).chains.find((candidate) => candidate.id === id);
  if (!chain) throw notConfigured(id, 'is not in the chains list (supportedChains)');
  const rpcUrl = chain.rpcUrls?.default?.http[0];
  if (!rpcUrl) throw notConfigured(id, 'has no RPC URL (rpcUrls.default.http)');
  return { ...chain, rpcUrl };
}

/** Every chain of the app that has a node, in the app's order. */
export function evmChainsOf(config: Pick<AppConfig, 'chains'>): FundingChain[] {
  return config.chains.flatMap((chain) => {
    const rpcUrl = chain.rpcUrls?.default?.http[0];
    return rpcUrl ? [{ ...chain, rpcUrl }] : [];
  });
}

/** A viem `Chain` says `testnet: true` (the emulator's chains do); the kit's `Chain` type does not name it. */
export const isTestnet = (chain: Chain): boolean => (chain as { testnet?: unknown }).testnet === true;

/** `solana:localnet` → `localnet`. */
export function clusterName(chainId: string): string {
  const name = /^solana:(.+)$/.exec(chainId)?.[1];
  if (!name) throw notConfigured(chainId, 'is not a Solana cluster id');
  return name;
}

/** The app's Solana cluster of `chainId` (`solana:<name>`), from `solanaClusters`. */
export function solanaClusterOf(core: Pick<FoyerCore, 'store'>, chainId: string): SolanaCluster {
  const name = clusterName(chainId);
  const cluster = appConfigOf(core).local.solanaClusters?.find((candidate) => candidate.name === name);
  if (!cluster) throw notConfigured(chainId, 'is not in the Solana clusters list (solanaClusters)');
  return cluster;
}

/** The JSON-RPC of an `eip155:` chain or `solana:` cluster of the app. */
export function rpcUrlOf(core: Pick<FoyerCore, 'store'>, chainId: string): string {
  return chainId.startsWith('solana:') ? solanaClusterOf(core, chainId).rpcUrl : evmChainOf(core, chainId).rpcUrl;
}

/** Where the funding services are: the app's `fundingMethodConfig.services` over the real hosts. */
export function fundingServices(config: AppConfig): Required<FundingServices> {
  const given = config.local.fundingMethodConfig?.services ?? {};
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_FUNDING_SERVICES, ...set };
}
