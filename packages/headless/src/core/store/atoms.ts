import { atom, createStore } from 'jotai/vanilla';
import type { AppConfig } from '../config/types.ts';
import type { FoyerError } from '../errors/FoyerError.ts';
import type { LoginComplete } from '../flow/types.ts';
import type { RecentLogin } from '../recent.ts';
import type { User } from '../user.ts';

/**
 * Shared facts of one provider mount. Atoms are keys: their values live in the store each
 * provider creates (`createFoyerStore`), never in jotai's default store.
 */
export interface SessionTokens {
  /** The customer access token (`token`). */
  token: string | null;
  /** The provider access token (`privy_access_token`); preferred as bearer when present. */
  providerToken: string | null;
  refreshToken: string | null;
  identityToken: string | null;
}

export const emptyTokens: SessionTokens = { token: null, providerToken: null, refreshToken: null, identityToken: null };

export const tokensAtom = /* @__PURE__ */ atom<SessionTokens>(emptyTokens);
export const userAtom = /* @__PURE__ */ atom<User | null>(null);
/** True once the stored session and the app config have been settled. */
export const readyAtom = /* @__PURE__ */ atom(false);
export const appConfigAtom = /* @__PURE__ */ atom<AppConfig | null>(null);
/** Why the app config could not be used, if it could not. */
export const configErrorAtom = /* @__PURE__ */ atom<FoyerError | null>(null);
/** The last successful login on this device for this app (`core/recent.ts`). */
export const recentLoginAtom = /* @__PURE__ */ atom<RecentLogin | null>(null);
export const recentLoginMethodAtom = /* @__PURE__ */ atom((get) => get(recentLoginAtom)?.method ?? null);
export const authenticatedAtom = /* @__PURE__ */ atom((get) => get(userAtom) !== null);

/**
 * What a login outside the kit's modal runs before it completes. The wallet hooks install wallet
 * creation (`createOnLogin`) here; an app that uses no wallets has none, and carries none of that code.
 */
export const afterLoginAtom = /* @__PURE__ */ atom<{
  run<Method extends string>(result: LoginComplete<Method>): Promise<LoginComplete<Method>>;
} | null>(null);

export type FoyerStore = ReturnType<typeof createStore>;
export const createFoyerStore = (): FoyerStore => createStore();
