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
  new FoyerError('unsupported_wallet_type', `An embedded wallet cannot be ${what}`);

/** How many accounts of `type` the user holds; embedded wallets do not count as linked wallets. */
function countOfType(session: SessionFacts, type: string): number {
  const count = session.linkedTypes.filter((linked) => linked === type).length;
  return type === 'wallet' ? count - (session.embeddedWallets ?? 0) : count;
}

/**
 * Spec §5 'Linking', the part every link intent applies (`checkIntent`): the user must be logged in
 * (`MUST_BE_AUTHENTICATED`); at most one account per type, five passkeys (`CANNOT_LINK_MORE_OF_TYPE`).
 */
export function checkLinkLimit(session: SessionFacts, type: string) {
  if (!session.authenticated) {
    return new FoyerError('must_be_authenticated', `A link of ${type} needs a logged-in user`);
  }
  const limit = type === 'passkey' ? MAX_LINKED_PASSKEYS : MAX_LINKED_PER_TYPE;
  if (countOfType(session, type) >= limit) {
    return new FoyerError('cannot_link_more_of_type', `User already has an account of type ${type} linked.`);
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
    return new FoyerError('not_supported', 'Linking is not supported for the guest flow');
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
    return new FoyerError('already_authenticated', 'Already logged in; log out before logging in again');
  }
  return candidate.embedded ? embeddedRefused('logged in with') : null;
}
