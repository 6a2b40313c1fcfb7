import { ErrorCode } from '../errors/codes.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import type { SessionFacts } from '../flow/intent.ts';
import type { LinkedAccount } from '../user.ts';

/** Spec §5: a user holds at most this many passkeys. */
export const MAX_LINKED_PASSKEYS = 5;
/** Spec §5: and at most one account of every other type. */
export const MAX_LINKED_PER_TYPE = 1;

/**
 * An account a flow is about to link or log in with: its type (`'email'`, `'phone'`, `'wallet'`,
 * `'google_oauth'`, `'passkey'`, … or `'guest'`), and for a wallet whether it is an embedded one.
 */
export interface AccountCandidate {
  type: string;
  embedded?: boolean | undefined;
}

/** An embedded wallet: created by the kit (wallet client `privy`), never an external one. */
export function isEmbeddedWallet(account: LinkedAccount): boolean {
  if (account.type !== 'wallet') return false;
  return (
    account.walletClientType === 'privy' || account.walletClient === 'privy' || account.connectorType === 'embedded'
  );
}

const embeddedRefused = (what: string) =>
  new FoyerError(ErrorCode.UNSUPPORTED_WALLET_TYPE, `An embedded wallet cannot be ${what}`);

/** How many accounts of `type` the user holds; embedded wallets do not count as linked wallets. */
function countOfType(session: SessionFacts, type: string): number {
  const count = session.linkedTypes.filter((linked) => linked === type).length;
  return type === 'wallet' ? count - (session.embeddedWallets ?? 0) : count;
}

/**
 * Spec §5 'Linking', the part every link intent applies (`checkIntent`): the user must be logged in
 * (`MUST_BE_AUTHENTICATED`); at most one account per type, five passkeys (`CANNOT_LINK_MORE_OF_TYPE`).
 */
export function checkLinkLimit(session: SessionFacts, type: string): FoyerError | null {
  if (!session.authenticated) {
    return new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, `A link of ${type} needs a logged-in user`);
  }
  const limit = type === 'passkey' ? MAX_LINKED_PASSKEYS : MAX_LINKED_PER_TYPE;
  if (countOfType(session, type) >= limit) {
    return new FoyerError(ErrorCode.CANNOT_LINK_MORE_OF_TYPE, `User already has an account of type ${type} linked.`);
  }
  return null;
}

/**
 * Spec §5 'Linking', for flows whose account may be a guest one or a wallet: `checkLinkLimit`, and an
 * embedded wallet cannot be linked (`UNSUPPORTED_WALLET_TYPE`) nor a guest account (`NOT_SUPPORTED`).
 * Null when the link may start. Pure.
 */
export function checkLink(session: SessionFacts, candidate: AccountCandidate): FoyerError | null {
  if (session.authenticated && candidate.type === 'guest') {
    return new FoyerError(ErrorCode.NOT_SUPPORTED, 'Linking is not supported for the guest flow');
  }
  if (session.authenticated && candidate.embedded) return embeddedRefused('linked');
  return checkLinkLimit(session, candidate.type);
}

/**
 * Spec §4-§5: a login needs a visitor (`ALREADY_AUTHENTICATED`), and an embedded wallet is no way to
 * log in (`UNSUPPORTED_WALLET_TYPE`). Null when the login may start. Pure.
 */
export function checkLogin(session: SessionFacts, candidate: AccountCandidate): FoyerError | null {
  if (session.authenticated) {
    return new FoyerError(ErrorCode.ALREADY_AUTHENTICATED, 'Already logged in; log out before logging in again');
  }
  return candidate.embedded ? embeddedRefused('logged in with') : null;
}

/** Accounts that log the user in: all but embedded and smart wallets (which ride on another account). */
const isLoginAccount = (account: LinkedAccount) => !isEmbeddedWallet(account) && account.type !== 'smart_wallet';

/**
 * Spec §5 and the server's rules for unlinking: a logged-in user (`MUST_BE_AUTHENTICATED`), never an
 * embedded wallet (`CANNOT_UNLINK_EMBEDDED_WALLET`), never the last account the user logs in with
 * (`CANNOT_UNLINK_SOLE_ACCOUNT`). `accounts` are the user's linked accounts, null without a user.
 */
export function checkUnlink(accounts: readonly LinkedAccount[] | null, account: LinkedAccount): FoyerError | null {
  if (!accounts) return new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'Unlinking needs a logged-in user');
  if (isEmbeddedWallet(account)) {
    return new FoyerError(ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET, 'An embedded wallet cannot be unlinked');
  }
  const logins = accounts.filter(isLoginAccount);
  if (logins.length <= 1 && isLoginAccount(account)) {
    return new FoyerError(ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user');
  }
  return null;
}
