import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { getEmbeddedWallets } from './getEmbeddedWallets.ts';

/**
 * Spec §4 'Wallet creation', for logins outside the kit's modal (whose after-login step does it):
 * when `createOnLogin` asks for wallets, loads the wallet code and creates them before the login
 * completes (see `EmbeddedWalletRuntime.completeLogin`). Otherwise resolves with `result` at once.
 */
export async function createWalletsOnLogin<Method extends string>(
  core: FoyerCore,
  result: LoginComplete<Method>,
): Promise<LoginComplete<Method>> {
  const config = core.store.get(appConfigAtom);
  if (!config || walletChainsToCreate(config, result.user).length === 0) return result;
  return (await getEmbeddedWallets(core)).completeLogin(result);
}
