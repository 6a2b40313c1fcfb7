/** Where the kit keeps its session and preferences. Injected, so tests and SSR use memory. */
export interface FoyerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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
 * `localStorage` when the page has one, else memory. Resolved on first use, never at import time,
 * so importing the kit on a server is safe; a browser that refuses storage (privacy modes) falls back.
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
  };
}
