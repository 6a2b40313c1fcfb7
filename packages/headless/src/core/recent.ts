import { STORAGE_KEY } from './constants.ts';
import type { FoyerStorage } from './storage.ts';
import type { LinkedAccount } from './user.ts';

/**
 * The last successful login on this device, per app (spec §2 'Recent' chip, §3 'Local storage for
 * recent choices'): the method (`email`, `sms`, `google`, `siwe`, …) and the account it used
 * (its type, and for a wallet its client and chain).
 */
export interface RecentLogin {
  method: string;
  accountType: string | null;
  walletClientType: string | null;
  chainType: 'ethereum' | 'solana' | null;
}

export const recentLoginKey = (appId: string) => `${STORAGE_KEY.recentLogin}:${appId}`;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What `account` says about the login, for `RecentLogin`. */
export function recentLoginOf(method: string, account: LinkedAccount | null): RecentLogin {
  const fields = (account ?? {}) as { type?: unknown; walletClientType?: unknown; chainType?: unknown };
  const chainType = fields.chainType === 'ethereum' || fields.chainType === 'solana' ? fields.chainType : null;
  return {
    method,
    accountType: text(fields.type),
    walletClientType: text(fields.walletClientType),
    chainType,
  };
}

/** The stored value, or null when there is none or it is not one this kit wrote. */
export function readRecentLogin(storage: FoyerStorage, appId: string): RecentLogin | null {
  const raw = storage.getItem(recentLoginKey(appId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    const method = text(value?.method);
    if (!method || !value) return null;
    return {
      method,
      accountType: text(value.accountType),
      walletClientType: text(value.walletClientType),
      chainType: value.chainType === 'ethereum' || value.chainType === 'solana' ? value.chainType : null,
    };
  } catch {
    return null;
  }
}

export function writeRecentLogin(storage: FoyerStorage, appId: string, recent: RecentLogin): void {
  storage.setItem(recentLoginKey(appId), JSON.stringify(recent));
}
