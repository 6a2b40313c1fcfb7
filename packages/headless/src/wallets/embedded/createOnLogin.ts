import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import { afterLoginAtom, appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { getEmbeddedWallets } from './getEmbeddedWallets.ts';
import { walletUiMountsAtom } from './walletUi.ts';

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

const installed = Symbol('wallets-on-login');

/**
 * Called by the wallet hooks, so that only apps that use wallets carry it. Logins outside the kit's
 * modal then create the wallets `createOnLogin` asks for before they complete; and a logged-in user
 * who lacks them (a login before any wallet hook was mounted, a restored session) gets them now.
 * With the kit's modal mounted, its after-login step creates them instead.
 */
export function installWalletsOnLogin(core: FoyerCore): void {
  const { store } = core;
  core.memo(installed, () => {
    store.set(afterLoginAtom, { run: (result) => createWalletsOnLogin(core, result) });
    return true;
  });
  const config = store.get(appConfigAtom);
  const user = store.get(userAtom);
  if (!config || !user || store.get(walletUiMountsAtom) > 0 || walletChainsToCreate(config, user).length === 0) return;
  // Shares the creation in flight, if a login is running it (`createRequiredWallets` is single-flight).
  getEmbeddedWallets(core)
    .then((runtime) => runtime.createRequiredWallets())
    .catch((error: unknown) => console.error('[foyer] The embedded wallets could not be created', error));
}
