import type { WireAuthResponse, WireUser } from '../api/wire.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import { recentLoginOf } from '../recent.ts';
import { type LinkedAccount, toUser } from '../user.ts';
import type { FlowResult } from './types.ts';

/** What a login, link or update call returned: an auth envelope (login) or the updated user. */
export type AuthOutcome =
  | { intent: 'login'; response: WireAuthResponse }
  | { intent: 'link' | 'update'; user: WireUser };

/**
 * Shared by every login method: apply the server's answer to the session (tokens stored, user set),
 * remember the method for the 'Recent' chip and build the `onComplete` payload. `isAccount` picks
 * the account the flow verified out of the user's linked accounts.
 */
export function completeAuth<Method extends string>(
  core: Pick<FoyerCore, 'session' | 'rememberLogin' | 'track'>,
  outcome: AuthOutcome,
  method: Method,
  isAccount: (account: LinkedAccount) => boolean,
): FlowResult<Method> {
  if (outcome.intent !== 'login') {
    const user = toUser(outcome.user);
    core.session.setUser(user);
    const account = user.linkedAccounts.find(isAccount) ?? null;
    return outcome.intent === 'link'
      ? { intent: 'link', user, linkMethod: method, linkedAccount: account }
      : { intent: 'update', user, updateMethod: method, updatedAccount: account };
  }
  const { response } = outcome;
  const user = core.session.applyAuthResponse(response);
  if (!user) throw new FoyerError('unknown_auth_error', 'The server authenticated but returned no session');
  const isNewUser = response.is_new_user ?? false;
  const loginAccount = user.linkedAccounts.find(isAccount) ?? null;
  core.rememberLogin(recentLoginOf(method, loginAccount));
  core.track('sdk_authenticate', { method, isNewUser });
  return { intent: 'login', user, isNewUser, wasAlreadyAuthenticated: false, loginMethod: method, loginAccount };
}
