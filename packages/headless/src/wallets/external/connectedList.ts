import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import type { User } from '../../core/user.ts';
import type { ConnectedExternalWallet, ExternalWalletConnection } from './types.ts';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameWallet = (wallet: ConnectedExternalWallet, connection: ExternalWalletConnection) =>
  wallet.chainType === connection.option.chainType && sameAddress(wallet.address, connection.address);

/** A connection as `useWallets()` / `useSolanaWallets()` list it; `linked` when the user holds its address. */
export function connectedWalletEntry(connection: ExternalWalletConnection, user: User | null): ConnectedExternalWallet {
  const { option } = connection;
  return {
    address: connection.address,
    chainType: option.chainType,
    chainId: connection.chainId,
    walletClientType: option.id,
    connectorType: option.connectorType,
    linked: !!user?.linkedAccounts.some(
      (account) => account.type === 'wallet' && sameAddress(account.address, connection.address),
    ),
    meta: { name: option.name, id: option.id, icon: option.icon },
  };
}

/**
 * Lists a connected external wallet in `connectedExternalWalletsAtom` (once per chain and address:
 * connecting again replaces the entry), so the wallet hooks show it beside the embedded wallets.
 * Returns the function that takes it off the list (on disconnect).
 */
export function listConnectedWallet(core: Pick<FoyerCore, 'store'>, connection: ExternalWalletConnection): () => void {
  const { store } = core;
  const entry = connectedWalletEntry(connection, store.get(userAtom));
  store.set(connectedExternalWalletsAtom, (wallets) => [
    ...wallets.filter((wallet) => !sameWallet(wallet, connection)),
    entry,
  ]);
  return () =>
    store.set(connectedExternalWalletsAtom, (wallets) => wallets.filter((wallet) => !sameWallet(wallet, connection)));
}
