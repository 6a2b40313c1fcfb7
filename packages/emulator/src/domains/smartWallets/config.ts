import type { WireSmartWalletConfig, WireSmartWalletConfigInput } from '@foyer/headless/contract';
import { EMULATOR_EVM_CHAINS } from '../../chains/public.ts';
import { invalidData } from '../../kernel/errors.ts';
import type { SmartWalletConfigRecord } from './slice.ts';

/** The paths of the local chains' bundler (ERC-4337 JSON-RPC) and paymaster (ERC-7677). */
export const BUNDLER_PATH = '/bundler/evm/:chainId';
export const PAYMASTER_PATH = '/paymaster/evm/:chainId';

const chainNumber = (caip2: string) => Number(caip2.slice('eip155:'.length));
const localChain = (id: number) => EMULATOR_EVM_CHAINS.find((chain) => chain.id === id);

/**
 * A config the emulator can serve: its smart accounts are Light Accounts (v2.0.0, EntryPoint v0.7),
 * and a network without its own bundler URL is one of the local EVM chains.
 */
export function checkedConfig(config: WireSmartWalletConfigInput): WireSmartWalletConfigInput {
  if (!config.enabled) return { enabled: false };
  if (config.smart_wallet_type !== 'light_account') {
    throw invalidData(
      `The emulator's smart wallets are Light Accounts: \`smart_wallet_type\` must be light_account, not ${config.smart_wallet_type}`,
    );
  }
  for (const network of config.configured_networks) {
    if (network.bundler_url === undefined && !localChain(chainNumber(network.chain_id))) {
      throw invalidData(
        `${network.chain_id} is not a local chain of the emulator (${EMULATOR_EVM_CHAINS.map((chain) => `eip155:${chain.id}`).join(', ')}): give its \`bundler_url\``,
      );
    }
  }
  return structuredClone(config);
}

/**
 * Reference §5.14: the app's config with the emulator's URLs filled in (`origin` is the emulator's):
 * its bundler, its JSON-RPC, the chain's name, and its paymaster where the network has a sponsorship
 * policy (`paymaster_context`).
 */
export function wireSmartWalletConfig(
  record: SmartWalletConfigRecord | undefined,
  origin: string,
): WireSmartWalletConfig {
  if (!record?.enabled) return { enabled: false };
  return {
    enabled: true,
    smart_wallet_type: record.smart_wallet_type,
    configured_networks: record.configured_networks.map((network) => {
      const id = chainNumber(network.chain_id);
      const path = (template: string) => `${origin}${template.replace(':chainId', String(id))}`;
      const local = localChain(id);
      return {
        ...network,
        bundler_url: network.bundler_url ?? path(BUNDLER_PATH),
        ...(network.paymaster_url === undefined && network.paymaster_context && local
          ? { paymaster_url: path(PAYMASTER_PATH) }
          : {}),
        ...(network.rpc_url === undefined && local ? { rpc_url: path('/rpc/evm/:chainId') } : {}),
        ...(network.chain_name === undefined && local ? { chain_name: local.name } : {}),
      };
    }),
  };
}

/** The app whose config sponsors chain `chainId` under policy `policyId`, if any. */
export function sponsoringApp(
  configs: Iterable<SmartWalletConfigRecord>,
  chainId: number,
  policyId: string,
): SmartWalletConfigRecord | undefined {
  for (const config of configs) {
    if (!config.enabled) continue;
    const network = config.configured_networks.find((entry) => entry.chain_id === `eip155:${chainId}`);
    if (network?.paymaster_context?.policy_id === policyId) return config;
  }
  return undefined;
}
