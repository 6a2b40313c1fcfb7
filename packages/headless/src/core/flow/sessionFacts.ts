import { isEmbeddedWallet } from '../accounts/linkRules.ts';
import { type FoyerStore, userAtom } from '../store/atoms.ts';
import { type SessionFacts, visitor } from './intent.ts';

/** The session as the intent rules see it, read from the store when a run starts. */
export function sessionFacts(store: FoyerStore): SessionFacts {
  const user = store.get(userAtom);
  if (!user) return visitor;
  return {
    authenticated: true,
    linkedTypes: user.linkedAccounts.map((account) => account.type),
    embeddedWallets: user.linkedAccounts.filter(isEmbeddedWallet).length,
  };
}
