import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import type { EmbeddedEthereumWallet } from '../types.ts';
import { smartWalletConfig } from './config.ts';
import { createSmartWalletClient, linkSmartWallet, type SmartWalletClient } from './smartWalletClient.ts';

const clientsKey = Symbol('smart-wallet-clients');

/** The chains the app's smart-wallet config names, by numeric id, in its order. */
export async function smartWalletChainIds(core: FoyerCore): Promise<number[]> {
  const config = await smartWalletConfig(core);
  return config.enabled ? config.configured_networks.map((network) => Number(network.chain_id.slice(7))) : [];
}

/**
 * The smart wallet client of `owner` on chain `chainId` (one per owner and chain for the core's life),
 * linked to the user on first use, one per paymaster context. Rejects with `not_supported` when the app has smart wallets off,
 * `unsupported_chain_id` when its config has no such chain.
 */
export function smartWalletClientFor(
  core: FoyerCore,
  owner: EmbeddedEthereumWallet,
  chainId: number,
  signal: AbortSignal,
  /** The app's paymaster context (`SmartWalletsProvider`), instead of the config's. */
  paymasterContext?: Record<string, unknown>,
): Promise<SmartWalletClient> {
  const clients = core.memo(clientsKey, () => new Map<string, Promise<SmartWalletClient>>());
  const key = `${owner.address.toLowerCase()}:${chainId}:${JSON.stringify(paymasterContext ?? null)}`;
  const known = clients.get(key);
  if (known) return known;
  const made = (async () => {
    const config = await smartWalletConfig(core);
    if (!config.enabled) throw new FoyerError(ErrorCode.NOT_SUPPORTED, 'Smart wallets are not enabled for this app');
    const network = config.configured_networks.find((entry) => entry.chain_id === `eip155:${chainId}`);
    if (!network) {
      throw new FoyerError(ErrorCode.UNSUPPORTED_CHAIN_ID, `The app's smart wallets have no chain ${chainId}`);
    }
    const appChain = core.store.get(appConfigAtom)?.chains.find((chain) => chain.id === chainId);
    const name = network.chain_name ?? appChain?.name ?? null;
    const currency = appChain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
    const client = await createSmartWalletClient(
      core,
      owner,
      network,
      name,
      {
        symbol: currency.symbol,
        decimals: currency.decimals,
      },
      paymasterContext,
    );
    await linkSmartWallet(core, owner, client, signal);
    return client;
  })();
  clients.set(key, made);
  made.catch(() => clients.delete(key));
  return made;
}
