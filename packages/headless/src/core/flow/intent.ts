import { checkLinkLimit } from '../accounts/linkRules.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import type { FlowIntent } from './types.ts';

/** What a machine needs to know about the session to apply the intent rules (read when a run starts). */
export interface SessionFacts {
  authenticated: boolean;
  /** Account types the signed-in user has linked (`'email'`, `'phone'`, `'google_oauth'`, …). */
  linkedTypes: readonly string[];
  /** How many of the `'wallet'` accounts are embedded wallets (they do not count toward the link limit). */
  embeddedWallets?: number;
}

export const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };

/**
 * Spec §4-§5: login needs a visitor; link and update need a signed-in user; a link follows the
 * linking rules (`core/accounts/linkRules.ts`: one account per type, five passkeys); an update
 * replaces an account the user already has (`accountType`). Null when the intent may start. Pure:
 * machines call it.
 */
export function checkIntent(intent: FlowIntent, session: SessionFacts, accountType: string) {
  if (intent === 'login') {
    return session.authenticated
      ? new FoyerError('already_authenticated', 'Already logged in; log out before logging in again')
      : null;
  }
  if (intent === 'link') return checkLinkLimit(session, accountType);
  if (!session.authenticated) {
    return new FoyerError('must_be_authenticated', `A ${intent} of ${accountType} needs a logged-in user`);
  }
  if (intent === 'update' && !session.linkedTypes.includes(accountType)) {
    return new FoyerError('failed_to_update_account', `The user has no ${accountType} to update; link one instead`);
  }
  return null;
}
