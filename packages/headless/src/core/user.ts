import type { MfaMethod, WireLinkedAccount, WireUser } from './api/wire.ts';

/** `'first_verified_at'` → `'firstVerifiedAt'`. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Timestamps = 'verified_at' | 'first_verified_at' | 'latest_verified_at';

/** One wire account as apps see it: fields in camelCase, timestamps as Dates (one member per `type`). */
type AccountOf<W> = W extends { type: infer Types }
  ? Types extends string
    ? { type: Types; verifiedAt: Date; firstVerifiedAt: Date | null; latestVerifiedAt: Date | null } & {
        [K in Exclude<keyof W, 'type' | Timestamps> as K extends string ? CamelCase<K> : never]: W[K];
      }
    : never
  : never;

/** A linked account (reference §7.4), discriminated by `type`: narrow with `account.type === 'email'`. */
export type LinkedAccount = AccountOf<WireLinkedAccount>;
export type LinkedAccountType = LinkedAccount['type'];
export type AccountByType<T extends LinkedAccountType> = Extract<LinkedAccount, { type: T }>;

export type EmailAccount = AccountByType<'email'>;
export type PhoneAccount = AccountByType<'phone'>;
export type WalletAccount = AccountByType<'wallet'>;

/** The shortcuts on `User`: the earliest-verified account of each type (reference §7.4). */
const shortcuts = {
  email: 'email',
  phone: 'phone',
  wallet: 'wallet',
  smartWallet: 'smart_wallet',
  google: 'google_oauth',
  twitter: 'twitter_oauth',
  discord: 'discord_oauth',
  github: 'github_oauth',
  spotify: 'spotify_oauth',
  instagram: 'instagram_oauth',
  tiktok: 'tiktok_oauth',
  line: 'line_oauth',
  linkedin: 'linkedin_oauth',
  apple: 'apple_oauth',
  farcaster: 'farcaster',
  telegram: 'telegram',
} as const satisfies Record<string, LinkedAccountType>;

type Shortcuts = { [K in keyof typeof shortcuts]?: AccountByType<(typeof shortcuts)[K]> };

/** The signed-in user (reference §7.4). */
export interface User extends Shortcuts {
  id: string;
  createdAt: Date;
  linkedAccounts: LinkedAccount[];
  mfaMethods: MfaMethod[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
  customMetadata?: Record<string, string | number | boolean>;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function toLinkedAccount(wire: WireLinkedAccount): LinkedAccount {
  const { verified_at, first_verified_at, latest_verified_at, ...rest } = wire;
  const account: Record<string, unknown> = {
    verifiedAt: fromUnix(verified_at),
    firstVerifiedAt: first_verified_at === null ? null : fromUnix(first_verified_at),
    latestVerifiedAt: latest_verified_at === null ? null : fromUnix(latest_verified_at),
  };
  for (const [key, value] of Object.entries(rest)) account[camel(key)] = value;
  return account as LinkedAccount;
}

/**
 * Reference §7.3: `authorization_key` accounts are not linked accounts; they are dropped. (The
 * reference also logs a warning: its text would cost the startup bundle more than it may grow.)
 */
const isLinkedAccount = (wire: WireLinkedAccount) => (wire.type as string) !== 'authorization_key';

export function toUser(wire: WireUser): User {
  const linkedAccounts = wire.linked_accounts.filter(isLinkedAccount).map(toLinkedAccount);
  const byAge = [...linkedAccounts].sort((a, b) => a.verifiedAt.getTime() - b.verifiedAt.getTime());
  const user: User = {
    id: wire.id,
    createdAt: fromUnix(wire.created_at),
    linkedAccounts,
    mfaMethods: wire.mfa_methods.map((method) => method.type),
    hasAcceptedTerms: wire.has_accepted_terms,
    isGuest: wire.is_guest,
  };
  if (wire.custom_metadata) user.customMetadata = wire.custom_metadata;
  for (const [name, type] of Object.entries(shortcuts)) {
    const earliest = byAge.find((account) => account.type === type);
    if (earliest) Object.assign(user, { [name]: earliest });
  }
  return user;
}
