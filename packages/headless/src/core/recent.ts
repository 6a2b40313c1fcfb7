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

/** What `account` says about the login, for `RecentLogin` (built by `completeAuth`, outside the core's startup code). */
export function recentLoginOf(method: string, account: LinkedAccount | null): RecentLogin {
  const fields = (account ?? {}) as { type?: string; walletClientType?: string; chainType?: 'ethereum' | 'solana' };
  return {
    method,
    accountType: fields.type ?? null,
    walletClientType: fields.walletClientType ?? null,
    chainType: fields.chainType ?? null,
  };
}

/** The stored value (this kit wrote it), or null when there is none or it is not JSON with a method. */
export function readRecentLogin(storage: FoyerStorage, appId: string): RecentLogin | null {
  try {
    const value = JSON.parse(storage.getItem(recentLoginKey(appId)) ?? 'null') as RecentLogin | null;
    return typeof value?.method === 'string' ? value : null;
  } catch {
    return null;
  }
}
