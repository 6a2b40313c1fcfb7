import { routeDomains } from '@foyer/headless/contract';
import { verifyMessage } from 'viem';
import { createProviderApi } from '../walletIframe/api.ts';
import { createCloudFiles } from '../walletIframe/cloudFiles.ts';
import { deviceKeys, type KeyPairStore } from '../walletIframe/deviceKey.ts';
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

/** Test-only: a device key pair kept in memory (one browser's IndexedDB). */
export function memoryKeyPair(): KeyPairStore & { pair: CryptoKeyPair | undefined } {
  const store = {
    pair: undefined as CryptoKeyPair | undefined,
    load: async () => store.pair,
    save: async (pair: CryptoKeyPair) => {
      store.pair = pair;
    },
  };
  return store;
}

/**
 * Test-only: the wallet iframe's code run in Node against a served emulator, as one device (its own
 * storage), calling the provider from the emulator's own origin as the iframe does.
 */
export function walletDevice(emulator: { url: string }, appId: string) {
  const storage = memoryStorage();
  const fetchOwnOrigin = (path: string, init: RequestInit) =>
    fetch(`${emulator.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: emulator.url },
    });
  const api = createProviderApi(appId, undefined, fetchOwnOrigin);
  const keyPair = memoryKeyPair();
  const device = { key: deviceKeys(keyPair), shares: deviceShares(appId, storage) };
  const vault = createVault(api, device, { appId, cloud: createCloudFiles(fetchOwnOrigin) });
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
  return { storage, keyPair, api, vault, respond, send };
}

/**
 * Test-only: what a caller outside any browser can make: a device key of its own, and its proof for
 * one call (a fresh challenge from the emulator, signed), sent with the emulator's own `Origin`.
 */
export async function outsideDevice(emulator: { url: string }, token: string, appId: string) {
  const key = await deviceKeys(memoryKeyPair()).getOrCreate();
  const api = walletDevice(emulator, appId).api;
  return {
    key,
    api,
    async proof() {
      const { challenge } = await api.call(routeDomains.embeddedWallets.challenge, token, {});
      return { public_key: key.publicKey, challenge, signature: await key.sign(challenge) };
    },
  };
}

/** A user's first Ethereum wallet as the iframe's requests name it. */
export interface EthereumWalletRef {
  ref: { accessToken: string; entropyId: string; entropyIdVerifier: string };
  address: `0x${string}`;
}

/**
 * Test-only: a `personal_sign` of `message` by the user's Ethereum wallet 0 on `device` (`extra`:
 * fields such as MFA's): whether viem verifies the signature against the wallet's address, or the
 * iframe's error.
 */
export async function personalSign(
  device: Pick<ReturnType<typeof walletDevice>, 'send'>,
  { ref, address }: EthereumWalletRef,
  message: string,
  extra: Record<string, unknown> = {},
): Promise<boolean | { type: string; message: string }> {
  const reply = await device.send('privy:wallets:rpc', {
    ...ref,
    ...extra,
    chainType: 'ethereum',
    hdWalletIndex: 0,
    request: { method: 'personal_sign', params: [message, address] },
  });
  if (reply.error) return reply.error;
  const signature = (reply.data?.response as { data: `0x${string}` } | undefined)?.data;
  if (!signature) throw new Error('The iframe answered no signature');
  return verifyMessage({ address, message, signature });
}
