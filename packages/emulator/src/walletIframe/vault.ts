import type { EntropyRef, RouteResponse, WalletChainType, WireWalletAccount } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { chainOfVerifier } from '../domains/wallets/entropyRefs.ts';
import { openSealedShare, recipientKeyPair } from '../domains/wallets/seal.ts';
import { type ProviderApi, ProviderError, walletRoutes } from './api.ts';
import type { CloudFiles } from './cloudFiles.ts';
import type { DeviceKey, DeviceKeys } from './deviceKey.ts';
import type { DeviceShares } from './deviceShares.ts';
import { IframeError, invalidArguments, notOnDevice } from './errors.ts';
import { addressOf, hdKeys, importedKeys, isEntropyOf, type KeySource, keysOf } from './keySource.ts';
import { newEntropy } from './keys.ts';
import { openShare, protectShare, type RecoverySecret, type UserSecret } from './recoveryProtection.ts';
import { combineShares, shareAtNewPoint, splitEntropy } from './shares.ts';

export type EntropyInfo = RouteResponse<typeof walletRoutes.registerEntropy>;

/** An entropy loaded in the iframe's memory for one operation (never posted, never stored whole). */
export interface Loaded {
  info: EntropyInfo;
  entropy: Uint8Array;
  keys: KeySource;
  /** This device's share and the auth share it was rebuilt from. */
  shares: { device: Uint8Array; auth: Uint8Array };
}

/** What the iframe keeps in this browser: its device key and, per entropy, its device share. */
export interface Device {
  key: DeviceKeys;
  shares: DeviceShares;
}

/** The signature of a possession challenge by the wallet at `index` (see `PossessionProof`). */
async function signChallenge(keys: KeySource, chain: WalletChainType, index: number, challenge: string) {
  if (chain === 'ethereum') return keys.ethereum(index).signMessage({ message: challenge });
  const { secretKey } = keys.solana(index);
  return base64.encode(ed25519.sign(new TextEncoder().encode(challenge), secretKey));
}

export function walletsOf(info: EntropyInfo, chain: WalletChainType): WireWalletAccount[] {
  return info.wallets.filter((wallet) => wallet.chain_type === chain);
}

/** Spec §2: not negative, a primary first, then the chain's highest index + 1. */
export function checkNextIndex(info: EntropyInfo, chain: WalletChainType, index: number): void {
  const indexes = walletsOf(info, chain).map((wallet) => wallet.wallet_index ?? 0);
  if (!Number.isInteger(index) || index < 0) throw invalidArguments('The wallet index cannot be negative');
  if (indexes.length === 0) {
    if (index !== 0) throw invalidArguments(`An additional ${chain} wallet needs a primary wallet first`);
    return;
  }
  const next = Math.max(...indexes) + 1;
  if (index !== next) throw invalidArguments(`The next ${chain} wallet index is ${next}`);
}

const refBody = (ref: EntropyRef) => ({ entropy_id: ref.entropyId, entropy_id_verifier: ref.entropyIdVerifier });
const infoRef = (info: EntropyInfo): EntropyRef => ({
  entropyId: info.entropy_id,
  entropyIdVerifier: info.entropy_id_verifier,
});

/** Where user-owned recovery keeps its keys: the app (names the cloud file) and the user's cloud account. */
export interface RecoveryPlace {
  appId: string;
  cloud: CloudFiles;
}

/**
 * Everything the iframe does with keys: create an entropy, load it from the device share and the
 * auth share, recover it on a new device from the auth share and the sealed recovery share, and add
 * wallets. An entropy is split once; every device holds its own share of that split.
 */
export function createVault(api: ProviderApi, device: Device, place: RecoveryPlace) {
  const challenge = async (token: string) => (await api.call(walletRoutes.challenge, token, {})).challenge;

  /** This device's proof for one call: its key's signature of a fresh challenge. */
  async function deviceProof(token: string, key: DeviceKey) {
    const value = await challenge(token);
    return { public_key: key.publicKey, challenge: value, signature: await key.sign(value) };
  }

  /** The first wallet's and this device's signatures of one challenge (registering an entropy). */
  async function newEntropyProofs(token: string, keys: KeySource, chain: WalletChainType) {
    const key = await device.key.getOrCreate();
    const value = await challenge(token);
    return {
      wallet: { challenge: value, signature: await signChallenge(keys, chain, 0, value) },
      device: { public_key: key.publicKey, signature: await key.sign(value) },
    };
  }

  /** A fresh split: the provider gets the auth share and the protected recovery share, this device its share. */
  async function freshShares(entropy: Uint8Array, secret: RecoverySecret, entropyId: string) {
    const shares = await splitEntropy(entropy);
    const recovery = await protectShare(shares.recovery, secret, { ...place, entropyId });
    return { body: { auth_share: base64.encode(shares.auth), recovery }, device: base64.encode(shares.device) };
  }

  /**
   * The auth share for this registered device; `wallet_not_on_device` when the provider does not know
   * it, `missing_or_invalid_mfa` when the user has MFA and this iframe holds no valid token of theirs.
   */
  async function authShare(token: string, ref: EntropyRef, key: DeviceKey) {
    try {
      return await api.call(walletRoutes.authShare, token, { ...refBody(ref), device: await deviceProof(token, key) });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 403 && error.type !== 'missing_or_invalid_mfa') {
        throw notOnDevice();
      }
      throw error;
    }
  }

  /** The entropy from this device's share and the auth share; `wallet_not_on_device` when this device cannot. */
  async function load(token: string, ref: EntropyRef): Promise<Loaded> {
    const key = await device.key.get();
    if (!key) throw notOnDevice();
    const info = await authShare(token, ref, key);
    // Stored under the entropy's own id, which the caller may have named by its other wallet.
    const stored = device.shares.load(info.entropy_id);
    if (!stored) throw notOnDevice();
    const shares = { device: base64.decode(stored), auth: base64.decode(info.auth_share) };
    let entropy: Uint8Array;
    try {
      entropy = await combineShares(shares.device, shares.auth);
    } catch {
      throw notOnDevice();
    }
    const keys = keysOf(entropy, info);
    if (!isEntropyOf(keys, info)) throw notOnDevice();
    return { info, entropy, keys, shares };
  }

  /** Registers a new entropy (created or imported) with its first wallet, from this device. */
  async function register(
    token: string,
    route: typeof walletRoutes.registerEntropy | typeof walletRoutes.importEntropy,
    entropy: Uint8Array,
    keys: KeySource,
    chain: WalletChainType,
    secret: RecoverySecret,
  ) {
    const address = addressOf(keys, chain, 0);
    const { body, device: share } = await freshShares(entropy, secret, address);
    const proofs = await newEntropyProofs(token, keys, chain);
    const info = await api.call(route, token, {
      ...body,
      wallet: { chain_type: chain, address, wallet_index: 0, ...proofs.wallet },
      device: proofs.device,
    });
    device.shares.save(info.entropy_id, share);
    return { info, address };
  }

  return {
    /** A new entropy for the user, with its first wallet (index 0 of `chain`), its recovery share protected by `secret`. */
    create(
      token: string,
      chain: WalletChainType,
      secret: RecoverySecret,
    ): Promise<{ info: EntropyInfo; address: string }> {
      const entropy = newEntropy();
      return register(token, walletRoutes.registerEntropy, entropy, hdKeys(entropy), chain, secret);
    },

    /**
     * An imported key (32 bytes, see `parseImportedKey`) as an entropy of its own: split like an HD
     * entropy, registered with its wallet (index 0 of `chain`, proven with the key).
     */
    importKey(token: string, chain: WalletChainType, key: Uint8Array): Promise<{ info: EntropyInfo; address: string }> {
      return register(token, walletRoutes.importEntropy, key, importedKeys(key, chain), chain, { method: 'privy' });
    },

    load,

    /**
     * Automatic recovery on this device: the provider seals the recovery share to a one-time key of
     * this device and registers it; with the auth share it rebuilds the entropy, which is checked,
     * and this device keeps a share of its own. Nothing is split again: other devices keep working.
     */
    async recover(token: string, ref: EntropyRef): Promise<EntropyInfo> {
      const key = await device.key.getOrCreate();
      const recipient = await recipientKeyPair();
      const { sealed_recovery_share } = await api.call(walletRoutes.recover, token, {
        ...refBody(ref),
        device: await deviceProof(token, key),
        recipient_public_key: recipient.publicKey,
      });
      const auth = await authShare(token, ref, key);
      let share: Uint8Array;
      try {
        const recoveryShare = await openSealedShare(recipient.privateKey, sealed_recovery_share);
        const authBytes = base64.decode(auth.auth_share);
        if (!isEntropyOf(keysOf(await combineShares(authBytes, recoveryShare), auth), auth)) {
          throw new IframeError('error', 'Automatic recovery rebuilt another key');
        }
        share = await shareAtNewPoint(authBytes, recoveryShare);
      } catch (error) {
        if (error instanceof IframeError) throw error;
        throw new IframeError('error', 'Automatic recovery failed: the recovery share does not open');
      }
      device.shares.save(auth.entropy_id, base64.encode(share));
      return auth;
    },

    /**
     * User-owned recovery on this device: the provider gives the auth share and the recovery material,
     * which the user's password or cloud file opens; the rebuilt entropy is checked, then this device
     * is registered (the first wallet's and the device's signatures of one challenge) and keeps a share
     * at a new point. A wrong secret registers and stores nothing.
     */
    async recoverUserOwned(token: string, ref: EntropyRef, secret: UserSecret): Promise<EntropyInfo> {
      const found = await api.call(walletRoutes.userRecovery, token, refBody(ref));
      const recoveryShare = await openShare(found.recovery, secret, place.cloud);
      const authBytes = base64.decode(found.auth_share);
      let keys: KeySource;
      let share: Uint8Array;
      try {
        keys = keysOf(await combineShares(authBytes, recoveryShare), found);
        share = await shareAtNewPoint(authBytes, recoveryShare);
      } catch {
        throw new IframeError('error', 'Recovery failed: the recovery share does not rebuild the wallet');
      }
      if (!isEntropyOf(keys, found)) throw new IframeError('error', 'Recovery rebuilt another key');
      const proofs = await newEntropyProofs(token, keys, chainOfVerifier(found.entropy_id_verifier));
      await api.call(walletRoutes.registerRecoveredDevice, token, {
        ...refBody(infoRef(found)),
        wallet: proofs.wallet,
        device: proofs.device,
      });
      device.shares.save(found.entropy_id, base64.encode(share));
      return found;
    },

    /**
     * `set-recovery`: a new recovery share of the same split (a new point from this device's share and
     * the auth share, so every device keeps working), protected by `secret`, replaces the provider's.
     */
    async setRecovery(token: string, ref: EntropyRef, secret: RecoverySecret): Promise<EntropyInfo> {
      const loaded = await load(token, ref);
      const key = await device.key.get();
      if (!key) throw notOnDevice();
      const share = await shareAtNewPoint(loaded.shares.device, loaded.shares.auth);
      const recovery = await protectShare(share, secret, { ...place, entropyId: loaded.info.entropy_id });
      return api.call(walletRoutes.setRecovery, token, {
        ...refBody(infoRef(loaded.info)),
        device: await deviceProof(token, key),
        recovery,
      });
    },

    /** Derives the wallet at `index` of `chain` and registers it (proven with its key). */
    async addWallet(token: string, loaded: Loaded, chain: WalletChainType, index: number): Promise<string> {
      checkNextIndex(loaded.info, chain, index);
      const address = addressOf(loaded.keys, chain, index);
      const value = await challenge(token);
      await api.call(walletRoutes.addWallet, token, {
        ...refBody(infoRef(loaded.info)),
        wallet: {
          chain_type: chain,
          address,
          wallet_index: index,
          challenge: value,
          signature: await signChallenge(loaded.keys, chain, index, value),
        },
      });
      return address;
    },
  };
}

export type Vault = ReturnType<typeof createVault>;
