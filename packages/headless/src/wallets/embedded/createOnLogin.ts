import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import { afterLoginAtom, appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { requiredWalletsFlow } from './requiredWallets.flow.ts';
import { walletUiMountsAtom } from './walletUi.ts';

/**
 * Spec §4 'Wallet creation', for logins outside the kit's modal (whose after-login step does it):
 * the last step of a login when `createOnLogin` asks for wallets. It creates them and resolves with
 * the result carrying the refreshed user; a failure logs the user out and rejects with
 * `embedded_wallet_create_error` (its `cause`: why). Otherwise it resolves with `result` at once.
 */
export async function createWalletsOnLogin<Method extends string>(
  core: FoyerCore,
  result: LoginComplete<Method>,
): Promise<LoginComplete<Method>> {
  const { store } = core;
  const config = store.get(appConfigAtom);
  if (!config || walletChainsToCreate(config, result.user).length === 0) return result;
  const settled = await requiredWalletsFlow(core).commands.createRequiredWallets();
  if (settled.status !== 'done') {
    await core.session.logout();
    throw new FoyerError(ErrorCode.EMBEDDED_WALLET_CREATE_ERROR, 'The embedded wallets could not be created', {
      cause: settled.error,
    });
  }
  // Creation refreshed the user: the result carries the wallets.
  return { ...result, user: store.get(userAtom) ?? result.user };
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
  // Joins the creation in flight, if a login is running it (the creation is one per core).
  void requiredWalletsFlow(core)
    .commands.createRequiredWallets()
    .then((settled) => {
      if (settled.error) console.error('[foyer] The embedded wallets could not be created', settled.error);
    });
}
