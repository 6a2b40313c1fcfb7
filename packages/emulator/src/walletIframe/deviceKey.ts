import { base64 } from '@scure/base';
import { DEVICE_KEY_ALGORITHM, signDeviceProof } from '../domains/wallets/deviceProof.ts';

/**
 * This browser's device key for the app: a P-256 ECDSA key pair made here, its private half not
 * extractable (no script, this frame's included, can read it out), kept in this origin's IndexedDB.
 * The emulator releases the auth share only to a device whose key it has registered.
 */
export interface DeviceKey {
  /** Base64 of the uncompressed public point. */
  readonly publicKey: string;
  sign(challenge: string): Promise<string>;
}

export interface DeviceKeys {
  /** The device key, when this browser has one. */
  get(): Promise<DeviceKey | undefined>;
  /** The device key, made and kept on first use. */
  getOrCreate(): Promise<DeviceKey>;
}

/** Where a key pair is kept: IndexedDB in the iframe, memory in tests. */
export interface KeyPairStore {
  load(): Promise<CryptoKeyPair | undefined>;
  save(pair: CryptoKeyPair): Promise<void>;
}

async function toDeviceKey(pair: CryptoKeyPair): Promise<DeviceKey> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: base64.encode(raw), sign: (challenge) => signDeviceProof(pair.privateKey, challenge) };
}

export function deviceKeys(store: KeyPairStore): DeviceKeys {
  let creating: Promise<DeviceKey> | undefined;
  const get = async () => {
    const pair = await store.load();
    return pair ? toDeviceKey(pair) : undefined;
  };
  return {
    get,
    getOrCreate() {
      creating ??= (async () => {
        const existing = await get();
        if (existing) return existing;
        const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
        await store.save(pair);
        return toDeviceKey(pair);
      })().finally(() => {
        creating = undefined;
      });
      return creating;
    },
  };
}

const DB = 'foyer-wallet-device';
const STORE = 'keys';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const pending = run(db.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => {
        db.close();
        resolve(pending.result);
      };
      pending.onerror = () => {
        db.close();
        reject(pending.error);
      };
    };
  });
}

/** The key pair in this origin's IndexedDB (CryptoKey objects are stored as they are, still not extractable). */
export function indexedDbKeyPair(appId: string): KeyPairStore {
  return {
    load: () => request((store) => store.get(appId) as IDBRequest<CryptoKeyPair | undefined>, 'readonly'),
    save: async (pair) => {
      await request((store) => store.put(pair, appId), 'readwrite');
    },
  };
}
