'use client';
import { useAtomValue } from 'jotai/react';
import type { AppConfig } from '../core/config/types.ts';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { RecentLogin } from '../core/recent.ts';
import {
  appConfigAtom,
  configErrorAtom,
  readyAtom,
  recentLoginAtom,
  recentLoginMethodAtom,
  tokensAtom,
  userAtom,
} from '../core/store/atoms.ts';
import type { User } from '../core/user.ts';
import { useFoyerCore } from './context.ts';

export interface UseAuthReturnType {
  /** False until the app config and the stored session have been settled. */
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  /** A valid access token (refreshed when expired), or null without a session. */
  getAccessToken(): Promise<string | null>;
  logout(): Promise<void>;
  refreshUser(): Promise<User | null>;
}

export function useAuth(): UseAuthReturnType {
  const { store, session } = useFoyerCore();
  const ready = useAtomValue(readyAtom, { store });
  const user = useAtomValue(userAtom, { store });
  const { getAccessToken, logout, refreshUser } = session;
  return { ready, authenticated: user !== null, user, getAccessToken, logout, refreshUser };
}

export function useIdentityToken(): { identityToken: string | null } {
  const { store } = useFoyerCore();
  return { identityToken: useAtomValue(tokensAtom, { store }).identityToken };
}

/** The merged app config, or null until it has been fetched. */
export function useAppConfig(): AppConfig | null {
  return useAtomValue(appConfigAtom, { store: useFoyerCore().store });
}

/**
 * Why the app config could not be used (unreachable server, unknown app id, a config that breaks a
 * rule of spec §5), or null; `retry` fetches it again. Without a config the kit falls back to nothing.
 */
export function useAppConfigError(): { error: FoyerError | null; retry(): Promise<void> } {
  const core = useFoyerCore();
  return { error: useAtomValue(configErrorAtom, { store: core.store }), retry: core.reloadConfig };
}

/** The method of the last successful login on this device, for a 'Recent' marker. */
export function useRecentLoginMethod(): string | null {
  return useAtomValue(recentLoginMethodAtom, { store: useFoyerCore().store });
}

/**
 * The last successful login on this device for this app: its method and the account it used
 * (`accountType`, `walletClientType`, `chainType`), kept in the provider's storage; null before any.
 */
export function useRecentLogin(): RecentLogin | null {
  return useAtomValue(recentLoginAtom, { store: useFoyerCore().store });
}
