import type { FoyerStorage } from '../storage.ts';
import { type FoyerStore, userAtom } from '../store/atoms.ts';
import { subjectOf } from './jwt.ts';
import type { TokenStore } from './tokenStore.ts';
import { bearerOf, hasCredentials, sessionKeys } from './tokens.ts';

export interface TabSync {
  /** Align the user with what storage holds: no session → signed out; another user's → load them. */
  follow(): void;
  /** Follow other tabs' writes (`storage` events): their login, refresh and logout. */
  start(): void;
  stop(): void;
}

export function createTabSync(
  storage: FoyerStorage,
  tokens: TokenStore,
  store: FoyerStore,
  loadUser: () => Promise<unknown>,
): TabSync {
  let loadingUser: Promise<unknown> | null = null;
  let unsubscribe: (() => void) | null = null;

  function follow(): void {
    const current = tokens.adopt();
    if (!hasCredentials(current)) {
      store.set(userAtom, null);
      return;
    }
    const user = store.get(userAtom);
    const subject = subjectOf(bearerOf(current));
    if (subject === null || subject === user?.id || loadingUser) return;
    // One load at a time: another tab's writes often come in bursts (refresh, then user).
    loadingUser = loadUser()
      .catch(() => null)
      .finally(() => {
        loadingUser = null;
      });
  }

  return {
    follow,
    start() {
      unsubscribe ??=
        storage.subscribe?.((key) => {
          if (key === null || sessionKeys.has(key)) follow();
        }) ?? null;
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
