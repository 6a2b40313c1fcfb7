import type { RouteDef } from '../api/route.ts';
import * as accounts from '../api/routes/accounts.ts';
import * as email from '../api/routes/email.ts';
import * as sms from '../api/routes/sms.ts';
import type { WireUser } from '../api/wire.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { ErrorCode } from '../errors/codes.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import { appConfigAtom, userAtom } from '../store/atoms.ts';
import { type LinkedAccount, toUser, type User } from '../user.ts';
import { checkUnlink } from './unlinkRules.ts';

type UnlinkCall = { route: RouteDef<unknown, WireUser>; body: unknown };

/** How an unlink treats what else the account is: a passkey enrolled in MFA leaves MFA too when `removeAsMfa`. */
export interface UnlinkOptions {
  removeAsMfa?: boolean | undefined;
}

/** Spec §7 'Unlink': the route and payload for each account type; null for types that cannot be unlinked. */
export function unlinkCall(account: LinkedAccount, options: UnlinkOptions = {}): UnlinkCall | null {
  switch (account.type) {
    case 'email':
      return { route: email.unlink, body: { address: account.address } };
    case 'phone':
      return { route: sms.unlink, body: { phoneNumber: account.phoneNumber } };
    case 'wallet':
      return account.chainType === 'solana'
        ? { route: accounts.unlinkSolanaWallet, body: { address: account.address } }
        : { route: accounts.unlinkEthereumWallet, body: { address: account.address } };
    case 'farcaster':
      return { route: accounts.unlinkFarcaster, body: { fid: account.fid } };
    case 'telegram':
      return { route: accounts.unlinkTelegram, body: { telegram_user_id: account.telegramUserId } };
    case 'passkey':
      return {
        route: accounts.unlinkPasskey,
        body: {
          credential_id: account.credentialId,
          remove_as_mfa: Boolean(options.removeAsMfa && account.enrolledInMfa),
        },
      };
    case 'cross_app':
      return {
        route: accounts.unlinkOAuth,
        body: { provider: `privy:${account.providerAppId}`, subject: account.subject },
      };
    case 'smart_wallet':
    case 'custom_auth':
      return null;
    default:
      return {
        route: accounts.unlinkOAuth,
        body: { provider: account.type.replace(/_oauth$/, ''), subject: account.subject },
      };
  }
}

/** Whether unlinking a passkey enrolled in MFA also removes it from MFA (default the app's `passkeys.shouldUnenrollMfaOnUnlink`, true). */
export const removesAsMfa = (core: Pick<FoyerCore, 'store'>, options: UnlinkOptions = {}): boolean =>
  options.removeAsMfa ?? core.store.get(appConfigAtom)?.local.passkeys?.shouldUnenrollMfaOnUnlink ?? true;

/**
 * Removes `account` from the signed-in user and resolves with the updated user (also set in the
 * store). Rejects with a `FoyerError`: `MUST_BE_AUTHENTICATED`, `CANNOT_UNLINK_EMBEDDED_WALLET`,
 * `CANNOT_UNLINK_SOLE_ACCOUNT` (checked before any call), `NOT_SUPPORTED` for smart wallets and
 * custom accounts, or the server's refusal. `removeAsMfa`: a passkey enrolled in MFA leaves MFA too
 * (without it the server refuses to unlink such a passkey, `missing_mfa_credentials`); default the
 * app's `passkeys.shouldUnenrollMfaOnUnlink` (itself default true).
 */
export async function unlinkAccount(
  core: Pick<FoyerCore, 'api' | 'store' | 'session'>,
  account: LinkedAccount,
  options: { signal?: AbortSignal | undefined } & UnlinkOptions = {},
): Promise<User> {
  const refused = checkUnlink(core.store.get(userAtom)?.linkedAccounts ?? null, account);
  if (refused) throw refused;
  const removeAsMfa = removesAsMfa(core, options);
  const call = unlinkCall(account, { removeAsMfa });
  if (!call) throw new FoyerError(ErrorCode.NOT_SUPPORTED, `An account of type ${account.type} cannot be unlinked`);
  const wire = await core.api.call(call.route, { body: call.body, signal: options.signal });
  const user = toUser(wire);
  core.session.setUser(user);
  return user;
}
