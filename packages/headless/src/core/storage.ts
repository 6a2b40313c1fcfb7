/** Where the kit keeps its session and preferences. Injected, so tests and SSR use memory. */
export interface FoyerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /**
   * Calls `listener` with the key (null: everything) when ANOTHER tab changes this storage, as the
   * browser's `storage` event does; returns the unsubscribe. Absent: storage no other tab can see.
   */
  subscribe?(listener: (key: string | null) => void): () => void;
}

export function memoryStorage(initial: Record<string, string> = {}): FoyerStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * One memory shared by several "tabs", like `localStorage` in one browser profile: `tab()` returns
 * a view whose writes the other views hear about (asynchronously, as `storage` events arrive; a
 * busy tab hears them late: `tab({ eventDelayMs })`). For tests of cross-tab behaviour without a browser.
 */
export function sharedMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  type Entry = { tab: object; listener: (key: string | null) => void; delayMs: number };
  const listeners = new Set<Entry>();
  const notify = (tab: object, key: string) => {
    for (const entry of listeners) {
      if (entry.tab === tab) continue;
      const deliver = () => listeners.has(entry) && entry.listener(key);
      if (entry.delayMs > 0) setTimeout(deliver, entry.delayMs);
      else queueMicrotask(deliver);
    }
  };
  return {
    items,
    tab({ eventDelayMs = 0 }: { eventDelayMs?: number } = {}): FoyerStorage {
      const tab = {};
      return {
        getItem: (key) => items.get(key) ?? null,
        setItem(key, value) {
          if (items.get(key) === value) return;
          items.set(key, value);
          notify(tab, key);
        },
        removeItem(key) {
          if (items.delete(key)) notify(tab, key);
        },
        subscribe(listener) {
          const entry = { tab, listener, delayMs: eventDelayMs };
          listeners.add(entry);
          return () => void listeners.delete(entry);
        },
      };
    },
  };
}

/**
 * `localStorage` when the page has one, else memory. Resolved on first use, never at import time,
 * so importing the kit on a server is safe; a browser that refuses storage (privacy modes) falls back.
 * `subscribe` listens to the window's `storage` events, which fire for writes made by other tabs.
 */
export function browserStorage(): FoyerStorage {
  let resolved: FoyerStorage | undefined;
  const target = (): FoyerStorage => {
    if (resolved) return resolved;
    try {
      const local = globalThis.localStorage;
      const probe = 'foyer:probe';
      local.setItem(probe, probe);
      local.removeItem(probe);
      resolved = local;
    } catch {
      resolved = memoryStorage();
    }
    return resolved;
  };
  return {
    getItem: (key) => target().getItem(key),
    setItem: (key, value) => target().setItem(key, value),
    removeItem: (key) => target().removeItem(key),
    subscribe(listener) {
      const local = target();
      if (local !== globalThis.localStorage || typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === local) listener(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
