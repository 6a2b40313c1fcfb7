import type { WireLinkedAccount, WireUser } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { DEFAULT_APP_ID, requireSeededApp } from '../apps/index.ts';
import type { ParsedSeedLinkedAccount } from './linkedAccounts.ts';
import type { ParsedSeedUser } from './userSchemas.ts';
import { addUser, emailAccount, newUserId, toWireUser } from './users.ts';

/** A seeded account with its timestamps filled in (default: the user's creation time). */
function withTimestamps(account: ParsedSeedLinkedAccount, createdAt: number): WireLinkedAccount {
  const { verified_at = createdAt, first_verified_at = verified_at, latest_verified_at = verified_at } = account;
  return { ...account, verified_at, first_verified_at, latest_verified_at } as WireLinkedAccount;
}

/** Adds one seeded user to its app (the default app unless `app_id`). */
export function seedUser(core: EmulatorCore, entry: ParsedSeedUser): WireUser {
  const appId = entry.app_id ?? DEFAULT_APP_ID;
  requireSeededApp(core, appId);
  const createdAt = entry.created_at ?? toUnixSeconds(core.clock.now(appId));
  const accounts = (entry.linked_accounts ?? []).map((account) => withTimestamps(account, createdAt));
  if (entry.email !== undefined) accounts.unshift(emailAccount(entry.email, createdAt));
  const user: WireUser = {
    id: entry.id ?? newUserId(),
    created_at: createdAt,
    linked_accounts: accounts,
    mfa_methods: entry.mfa_methods ?? [],
    has_accepted_terms: entry.has_accepted_terms ?? false,
    is_guest: entry.is_guest ?? false,
  };
  if (entry.custom_metadata !== undefined) user.custom_metadata = entry.custom_metadata;
  return toWireUser(addUser(core, appId, user));
}
