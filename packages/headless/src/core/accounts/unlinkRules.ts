import { FoyerError } from '../errors/FoyerError.ts';
import type { LinkedAccount } from '../user.ts';
import { isEmbeddedWallet } from './linkRules.ts';

/** Accounts that log the user in: all but embedded and smart wallets (which ride on another account). */
const isLoginAccount = (account: LinkedAccount) => !isEmbeddedWallet(account) && account.type !== 'smart_wallet';

/**
 * Spec §5 and the server's rules for unlinking: a logged-in user (`MUST_BE_AUTHENTICATED`), never an
 * embedded wallet (`CANNOT_UNLINK_EMBEDDED_WALLET`), never the last account the user logs in with
 * (`CANNOT_UNLINK_SOLE_ACCOUNT`). `accounts` are the user's linked accounts, null without a user.
 */
export function checkUnlink(accounts: readonly LinkedAccount[] | null, account: LinkedAccount): FoyerError | null {
  if (!accounts) return new FoyerError('must_be_authenticated', 'Unlinking needs a logged-in user');
  if (isEmbeddedWallet(account)) {
    return new FoyerError('cannot_unlink_embedded_wallet', 'An embedded wallet cannot be unlinked');
  }
  const logins = accounts.filter(isLoginAccount);
  if (logins.length <= 1 && isLoginAccount(account)) {
    return new FoyerError('cannot_unlink_sole_account', 'Cannot unlink the only account of a user');
  }
  return null;
}
