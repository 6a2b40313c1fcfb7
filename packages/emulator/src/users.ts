import { ErrorCode, type WireEmailAccount, type WireUser } from '@foyer/headless/contract';
import { toUnixSeconds } from './clock.ts';
import { USER_ID_PREFIX } from './constants.ts';
import type { EmulatorCore } from './core.ts';
import { ApiError, invalidData } from './http/errors.ts';
import { randomUserSuffix } from './random.ts';
import type { State, UserRecord } from './state.ts';

/** What `seed({ users })` accepts. */
export interface SeedUser {
  /** Default: the default app. */
  app_id?: string;
  /** Default: `did:privy:` + random. */
  id?: string;
  /** When given, the user gets a verified e-mail account with this address. */
  email?: string;
  has_accepted_terms?: boolean;
  /** Unix seconds; default now (emulator clock). */
  created_at?: number;
}

/** Addresses are compared trimmed and lower-cased. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

export function emailAccount(address: string, nowSeconds: number): WireEmailAccount {
  return {
    type: 'email',
    address,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

export function usersOfApp(state: State, appId: string): UserRecord[] {
  return [...state.users.values()].filter((record) => record.app_id === appId);
}

export function findUserByEmail(state: State, appId: string, address: string): UserRecord | undefined {
  return usersOfApp(state, appId).find((record) =>
    record.user.linked_accounts.some((account) => account.type === 'email' && account.address === address),
  );
}

export function userEmail(user: WireUser): WireEmailAccount | undefined {
  return user.linked_accounts.find((account): account is WireEmailAccount => account.type === 'email');
}

/** A copy safe to send or hand out: later state changes do not leak into it. */
export function toWireUser(record: UserRecord): WireUser {
  return structuredClone(record.user);
}

export function createUser(core: EmulatorCore, appId: string, input: Omit<SeedUser, 'app_id'> = {}): UserRecord {
  const { state, clock } = core;
  const now = toUnixSeconds(clock.now());
  const id = input.id ?? `${USER_ID_PREFIX}${randomUserSuffix()}`;
  if (typeof id !== 'string' || id.length === 0) throw invalidData('User `id` must be a non-empty string');
  if (state.users.has(id)) throw invalidData(`A user with id ${id} already exists`);
  const user: WireUser = {
    id,
    created_at: input.created_at ?? now,
    linked_accounts: [],
    mfa_methods: [],
    has_accepted_terms: input.has_accepted_terms ?? false,
    is_guest: false,
  };
  if (input.email !== undefined) {
    const address = normalizeEmail(input.email);
    if (findUserByEmail(state, appId, address)) {
      throw new ApiError(400, ErrorCode.LINKED_TO_ANOTHER_USER, `${address} already belongs to another user`);
    }
    user.linked_accounts.push(emailAccount(address, now));
  }
  const record: UserRecord = { app_id: appId, user };
  state.users.set(id, record);
  return record;
}
