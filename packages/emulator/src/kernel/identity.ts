import type { LoginMode, WireAuthResponse, WireLinkedAccount, WireUser } from '@foyer/headless/contract';
import type { AppRecord } from './app.ts';
import type { EmulatorContext } from './context.ts';

/** A user of one app, as the provider holds it: the same address in two apps is two users. */
export interface UserRecord {
  app_id: string;
  user: WireUser;
}

/** A provider request, as every handler is given it: its app and its context (cookies, headers). */
export interface IdentityRequest {
  appId: string;
  app: AppRecord;
  c: EmulatorContext;
}

export interface LogInOptions {
  /** `no-signup`: an account nobody holds is 404 `user_does_not_exist` instead of a new user. */
  mode?: LoginMode | undefined;
  /**
   * The address or number the app's allowlist must name when it is on (null: none, so refused);
   * checked for a known user, and for a new one after the `no-signup` check. Omitted: not checked.
   */
  allowlist?: string | null;
  /**
   * The account's profile (names, picture, e-mail) is fresher than the stored one and replaces it
   * (OAuth, Farcaster, Telegram). Otherwise only its `latest_verified_at` moves.
   */
  profile?: boolean;
}

/**
 * Who is who, for every domain: the users of each app, their sessions and their linked accounts,
 * with the rules that bind them (one holder per account in an app, the app's user limit and
 * allowlist, how many accounts of a type a user may link, account transfer). The instance's
 * `core.identity`; `domains/identity/` implements it.
 */
export interface Identity {
  /** The user with this id, of any app. */
  user(userId: string): UserRecord | undefined;
  /** The user of `appId` holding the same account (an address, a number, a subject, a credential…). */
  owner(appId: string, account: WireLinkedAccount): UserRecord | undefined;
  /** A copy of the user safe to send: later changes do not leak into it. */
  wire(record: UserRecord): WireUser;
  /**
   * A new user of the request's app holding `accounts` (a guest: none, and `guest: true`), created
   * now. Refused once the app holds `max_users` users (403 `max_accounts_reached`); the check and the
   * insert are one synchronous step, so call it after your own awaits.
   */
  signUp(
    request: Pick<IdentityRequest, 'appId' | 'app'>,
    accounts: WireLinkedAccount[],
    options?: { guest?: boolean },
  ): UserRecord;
  /** The user behind the request's bearer: a valid token of a live session of this app; else 401. */
  authenticate(request: Pick<IdentityRequest, 'appId' | 'c'>): Promise<UserRecord>;
  /** Whether the request carries a live session of its app. */
  isSignedIn(request: Pick<IdentityRequest, 'appId' | 'c'>): Promise<boolean>;
  /** A new session for the user: the auth envelope, or in server-cookie mode cookies and the envelope without its refresh token. */
  openSession(request: IdentityRequest, record: UserRecord, isNewUser: boolean): Promise<WireAuthResponse>;
  /** Logs in with a verified account: the user holding it, or else a new user holding it (see `LogInOptions`). */
  logIn(request: IdentityRequest, account: WireLinkedAccount, options?: LogInOptions): Promise<WireAuthResponse>;
  /** At most one account of a type (external wallets), five passkeys; else 400 `cannot_link_more_of_type`. */
  requireRoom(record: UserRecord, type: WireLinkedAccount['type']): void;
  /**
   * Links a verified account to the user (already theirs: nothing changes). Held by another user of
   * the app: 400 `account_transfer_required` with a transfer nonce when `transfer`, else
   * `linked_to_another_user`.
   */
  link(record: UserRecord, account: WireLinkedAccount, options: { transfer: boolean }): WireUser;
  /**
   * Moves the account a transfer nonce was issued for (its key, which `names` must accept) from its
   * holder to the user, and deletes the holder. The nonce is used up whatever happens.
   */
  transfer(record: UserRecord, nonce: string, names: (accountKey: string) => boolean): WireUser;
  /** Removes the account `matches` finds; never an embedded wallet, nor the last account the user logs in with. */
  unlink(record: UserRecord, matches: (account: WireLinkedAccount) => boolean): WireUser;
}
