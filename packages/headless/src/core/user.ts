import type { MfaMethod, WireLinkedAccount, WireUser } from './api/wire.ts';

/** A linked account as apps see it: the wire fields in camelCase, timestamps as Dates. */
export interface LinkedAccount {
  type: string;
  verifiedAt: Date;
  firstVerifiedAt: Date | null;
  latestVerifiedAt: Date | null;
  [field: string]: unknown;
}

export interface EmailAccount extends LinkedAccount {
  type: 'email';
  address: string;
}

/** The signed-in user (reference §7.4). */
export interface User {
  id: string;
  createdAt: Date;
  linkedAccounts: LinkedAccount[];
  mfaMethods: MfaMethod[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
  customMetadata?: Record<string, string | number | boolean>;
  /** The earliest-verified e-mail account, if any. */
  email?: EmailAccount;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function toLinkedAccount(wire: WireLinkedAccount): LinkedAccount {
  const { verified_at, first_verified_at, latest_verified_at, ...rest } = wire;
  const account: LinkedAccount = {
    type: wire.type,
    verifiedAt: fromUnix(verified_at),
    firstVerifiedAt: first_verified_at === null ? null : fromUnix(first_verified_at),
    latestVerifiedAt: latest_verified_at === null ? null : fromUnix(latest_verified_at),
  };
  for (const [key, value] of Object.entries(rest)) {
    if (key !== 'type') account[camel(key)] = value;
  }
  return account;
}

export function toUser(wire: WireUser): User {
  const linkedAccounts = wire.linked_accounts.map(toLinkedAccount);
  const earliest = <T extends LinkedAccount>(type: string) =>
    linkedAccounts
      .filter((account): account is T => account.type === type)
      .sort((a, b) => a.verifiedAt.getTime() - b.verifiedAt.getTime())[0];
  const user: User = {
    id: wire.id,
    createdAt: fromUnix(wire.created_at),
    linkedAccounts,
    mfaMethods: wire.mfa_methods.map((method) => method.type),
    hasAcceptedTerms: wire.has_accepted_terms,
    isGuest: wire.is_guest,
  };
  if (wire.custom_metadata) user.customMetadata = wire.custom_metadata;
  const email = earliest<EmailAccount>('email');
  if (email) user.email = email;
  return user;
}
