import type { WireAuthResponse } from '@foyer/headless/contract';
import { type FoyerStorage, memoryStorage, persistSession } from '@foyer/headless/core';
import type { AppClient } from '../contract/client.ts';
import type { DevUser, SeedUser } from '../domains/identity/index.ts';

/** Who a test signs in as: a user found (or created) by an account, or an existing user by id. */
export type SignInAs = { email: string } | { phone: string } | { wallet: string } | { userId: string };

function owns(user: DevUser, as: SignInAs): boolean {
  return user.linked_accounts.some((account) => {
    if ('email' in as) return account.type === 'email' && account.address === as.email.toLowerCase();
    if ('phone' in as) return account.type === 'phone' && account.phoneNumber === as.phone;
    if ('wallet' in as) return account.type === 'wallet' && account.address.toLowerCase() === as.wallet.toLowerCase();
    return false;
  });
}

function seedUser(as: Exclude<SignInAs, { userId: string }>): SeedUser {
  if ('email' in as) return { email: as.email };
  if ('phone' in as) return { linked_accounts: [{ type: 'phone', phoneNumber: as.phone }] };
  const chain = as.wallet.startsWith('0x') ? 'ethereum' : 'solana';
  const wallet = { type: 'wallet', chain_type: chain, address: as.wallet, wallet_client: 'unknown' } as const;
  return { linked_accounts: [wallet] };
}

/**
 * A session of the app of `emulator` (`appEmulator(appId)`) for `as`, as if they had just logged in:
 * the user is found among the app's users by the account, or created in the app with it. No login
 * flow, no code, no modal.
 */
export async function sessionFor(emulator: AppClient, as: SignInAs): Promise<WireAuthResponse> {
  if ('userId' in as) return emulator.createSession(as.userId);
  const existing = (await emulator.users()).find((user) => owns(user, as));
  const id = existing?.id ?? (await emulator.seed({ users: [seedUser(as)] })).users[0]?.id;
  if (!id) throw new Error(`Seeding a user for ${JSON.stringify(as)} created no user`);
  return emulator.createSession(id);
}

/** The storage entries the kit reads its session from at start, exactly as it writes them. */
export function sessionEntries(auth: WireAuthResponse): Record<string, string> {
  const entries = new Map<string, string>();
  const recorder: FoyerStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  persistSession(recorder, auth);
  return Object.fromEntries(entries);
}

/**
 * For a render in Vitest: a storage holding a session for `as`, to pass as `FoyerProvider`'s `storage`
 * so the tree renders signed in.
 */
export async function signedInStorage(emulator: AppClient, as: SignInAs): Promise<FoyerStorage> {
  return memoryStorage(sessionEntries(await sessionFor(emulator, as)));
}
