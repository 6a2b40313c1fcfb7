/**
 * Identity: users, sessions and linked accounts, one service (`createIdentity`, the instance's
 * `core.identity`) that every domain asks, over three slices of the state: `users`, `sessions` and
 * `accounts` (pending transfers). Its routes: `users/me`, accepting terms, refresh and logout, the
 * unlink and transfer routes no login method owns, and the developer endpoints for users and sessions.
 */

import * as v from 'valibot';
import { defineDomain, defineSeed } from '../../kernel/domain.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { registerAccountRoutes } from './accountRoutes.ts';
import { sessionsDevRoutes, usersDevRoutes } from './devRoutes.ts';
import { seedUser } from './seed.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { sessionsStateSchema } from './sessionSchemas.ts';
import { endSessionsOf } from './sessions.ts';
import { accountsSlice, sessionsSlice, type TransferRecord, transferRecordSchema, usersSlice } from './slices.ts';
import { registerUserRoutes } from './userRoutes.ts';
import { type ParsedSeedUser, seedUserSchema, userRecordSchema } from './userSchemas.ts';

/** Users and their linked accounts: seeding, `users/me`, accepting terms and `GET /__emulator/users`. */
export const usersDomain = defineDomain({
  ...usersSlice,
  state: {
    schema: v.array(userRecordSchema),
    save: (users) => structuredClone([...users.values()]),
    load: (records) => new Map(records.map((record): [string, UserRecord] => [record.user.id, record])),
  },
  seed: defineSeed({
    schema: seedUserSchema,
    apply: (core, entries: ParsedSeedUser[]) => entries.map((entry) => seedUser(core, entry)),
  }),
  devRoutes: usersDevRoutes,
  register: registerUserRoutes,
  forgetApp(core, appId) {
    const users = core.slice(usersSlice);
    for (const [id, record] of users) if (record.app_id === appId) users.delete(id);
  },
});

/** Sessions and refresh tokens: refresh, logout, cookie mode, and session creation for tests. */
export const sessionsDomain = defineDomain({
  ...sessionsSlice,
  state: {
    schema: sessionsStateSchema,
    save: ({ sessions, refreshTokens }) =>
      structuredClone({ sessions: [...sessions.values()], refreshTokens: [...refreshTokens.values()] }),
    load: ({ sessions, refreshTokens }) => ({
      sessions: new Map(sessions.map((session) => [session.id, session])),
      refreshTokens: new Map(refreshTokens.map((record) => [record.token, record])),
    }),
  },
  devRoutes: sessionsDevRoutes,
  register: registerSessionRoutes,
  forgetUser: endSessionsOf,
});

/** Linked accounts across login methods: account transfer (the nonces) and the shared unlink and transfer routes. */
export const accountsDomain = defineDomain({
  ...accountsSlice,
  state: {
    schema: v.array(transferRecordSchema),
    save: (transfers) => structuredClone([...transfers.values()]),
    load: (records) => new Map(records.map((record): [string, TransferRecord] => [record.nonce, record])),
  },
  register: registerAccountRoutes,
  forgetApp(core, appId) {
    const transfers = core.slice(accountsSlice);
    for (const [nonce, record] of transfers) if (record.app_id === appId) transfers.delete(nonce);
  },
});

export { SESSION_COOKIE } from './cookies.ts';
export type { DevUser } from './devRoutes.ts';
export { emailAddressSchema, normalizeEmail } from './emailAddress.ts';
export { createIdentity } from './identity.ts';
export { REFRESH_REUSE_GRACE_MS } from './limits.ts';
export { accountKey, type SeedLinkedAccount } from './linkedAccounts.ts';
export { createSession } from './sessions.ts';
export type { SeedUser } from './userSchemas.ts';
export { allUsers, emailAccount, linkedToAnotherUser } from './users.ts';
