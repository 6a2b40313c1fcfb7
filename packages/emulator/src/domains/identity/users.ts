import { ErrorCode, type WireEmailAccount, type WireLinkedAccount, type WireUser } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { randomUserSuffix } from '../../kernel/random.ts';
import { accountKey } from './linkedAccounts.ts';
import { usersSlice } from './slices.ts';

/** What the identity service is built on: the instance's clock, tokens and slices (not `core.identity`, which it makes). */
export type IdentityCore = Pick<EmulatorCore, 'clock' | 'tokens' | 'slice'>;

export const USER_ID_PREFIX = 'did:privy:';

export function emailAccount(address: string, nowSeconds: number): WireEmailAccount {
  return {
    type: 'email',
    address,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

/** Every user of every app (the developer page). */
export function allUsers(core: IdentityCore): UserRecord[] {
  return [...core.slice(usersSlice).values()];
}

export function usersOfApp(core: IdentityCore, appId: string): UserRecord[] {
  return [...core.slice(usersSlice).values()].filter((record) => record.app_id === appId);
}

export function findUser(core: IdentityCore, userId: string): UserRecord | undefined {
  return core.slice(usersSlice).get(userId);
}

/** The user of `appId` holding an account with the same key (see `accountKey`). */
export function findAccountOwner(
  core: IdentityCore,
  appId: string,
  account: WireLinkedAccount,
): UserRecord | undefined {
  const key = accountKey(account);
  return usersOfApp(core, appId).find((record) =>
    record.user.linked_accounts.some((other) => accountKey(other) === key),
  );
}

/** A copy safe to send or hand out: later state changes do not leak into it. */
export function toWireUser(record: UserRecord): WireUser {
  return structuredClone(record.user);
}

export function linkedToAnotherUser(): ApiError {
  return new ApiError(400, ErrorCode.LINKED_TO_ANOTHER_USER, 'This account has already been linked to another user.');
}

/**
 * Adds a user to `appId`. Its accounts must be free in that app (400 `linked_to_another_user`) and
 * its id unused (400 `invalid_data`).
 */
export function addUser(core: IdentityCore, appId: string, user: WireUser): UserRecord {
  const users = core.slice(usersSlice);
  if (users.has(user.id)) throw invalidData(`A user with id ${user.id} already exists`);
  const keys = new Set<string>();
  for (const account of user.linked_accounts) {
    const key = accountKey(account);
    if (keys.has(key) || findAccountOwner(core, appId, account)) throw linkedToAnotherUser();
    keys.add(key);
  }
  const record: UserRecord = { app_id: appId, user };
  users.set(user.id, record);
  return record;
}

export function newUserId(): string {
  return `${USER_ID_PREFIX}${randomUserSuffix()}`;
}

/**
 * Signs a new user up to `appId`, with only the given accounts (a guest: none, and `guest: true`),
 * created now (emulator clock). Spec §5 'User limit': once the app holds `max_users` users the
 * sign-up is refused (403 `max_accounts_reached`). The check and the insert are one synchronous
 * step, so concurrent sign-ups cannot pass the limit: every login method creates its users here,
 * after its own awaits.
 */
export function signUp(
  core: IdentityCore,
  { appId, app }: { appId: string; app: AppRecord },
  accounts: WireLinkedAccount[],
  { guest = false }: { guest?: boolean } = {},
): UserRecord {
  if (app.max_users !== null && usersOfApp(core, appId).length >= app.max_users) {
    throw new ApiError(
      403,
      ErrorCode.USER_LIMIT_REACHED,
      'This application has reached its user limit and cannot sign in new users.',
    );
  }
  return addUser(core, appId, {
    id: newUserId(),
    created_at: toUnixSeconds(core.clock.now(appId)),
    linked_accounts: accounts,
    mfa_methods: [],
    has_accepted_terms: false,
    is_guest: guest,
  });
}
