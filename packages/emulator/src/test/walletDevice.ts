import { createProviderApi } from '../walletIframe/api.ts';
import { deviceShares } from '../walletIframe/deviceShares.ts';
import { createHandlers } from '../walletIframe/handlers.ts';
import { createResponder } from '../walletIframe/respond.ts';
import { createVault } from '../walletIframe/vault.ts';

/** Test-only: a Storage in memory (one device's localStorage). */
export function memoryStorage(): Storage & { entries(): [string, string][] } {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
    entries: () => [...map.entries()],
  };
}

/**
 * Test-only: the wallet iframe's code run in Node against a served emulator, as one device (its own
 * storage), calling the provider from the emulator's own origin as the iframe does.
 */
export function walletDevice(emulator: { url: string }, appId: string) {
  const storage = memoryStorage();
  const api = createProviderApi(appId, undefined, (path, init) =>
    fetch(`${emulator.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: emulator.url },
    }),
  );
  const vault = createVault(api, deviceShares(appId, storage));
  const respond = createResponder(createHandlers(api, vault));
  let counter = 0;
  /** Posts one request and returns the reply (the raw envelope). */
  async function send(event: string, data: Record<string, unknown>) {
    const reply = await respond({ id: `id-${++counter}`, event, data });
    if (!reply) throw new Error('No reply');
    return reply as {
      id: string;
      event: string;
      data?: Record<string, unknown>;
      error?: { type: string; message: string };
    };
  }
  return { storage, api, vault, respond, send };
}
