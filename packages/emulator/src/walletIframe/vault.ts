import type { EntropyRef, RouteResponse, WalletChainType, WireWalletAccount } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { chainOfVerifier, sameAddress } from '../domains/wallets/entropyRefs.ts';
import { encryptShare, newRecoveryKey } from '../domains/wallets/recoveryCipher.ts';
import { openSealedShare, recipientKeyPair } from '../domains/wallets/seal.ts';
import { type ProviderApi, ProviderError, walletRoutes } from './api.ts';
import type { DeviceKey, DeviceKeys } from './deviceKey.ts';
import type { DeviceShares } from './deviceShares.ts';
import { IframeError, invalidArguments, notOnDevice } from './errors.ts';
import { addressOf, hdKeys, importedKeys, type KeySource } from './keySource.ts';
import { newEntropy } from './keys.ts';
import { combineShares, shareAtNewPoint, splitEntropy } from './shares.ts';

export type EntropyInfo = RouteResponse<typeof walletRoutes.registerEntropy>;

/** An entropy loaded in the iframe's memory for one operation (never posted, never stored whole). */
export interface Loaded {
  info: EntropyInfo;
  entropy: Uint8Array;
  keys: KeySource;
}

/** What the iframe keeps in this browser: its device key and, per entropy, its device share. */
export interface Device {
  key: DeviceKeys;
  shares: DeviceShares;
}

/** The keys of the entropy `info` describes: an HD entropy, or an imported key of the id's chain. */
const keysOf = (entropy: Uint8Array, info: EntropyInfo): KeySource =>
  info.imported ? importedKeys(entropy, chainOfVerifier(info.entropy_id_verifier)) : hdKeys(entropy);

/** Whether `keys` are the entropy `info` names: its first wallet's address is theirs. */
function isEntropyOf(keys: KeySource, info: EntropyInfo): boolean {
  const chain = chainOfVerifier(info.entropy_id_verifier);
  return sameAddress(chain, addressOf(keys, chain, 0), info.entropy_id);
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

/**
 * Everything the iframe does with keys: create an entropy, load it from the device share and the
 * auth share, recover it on a new device from the auth share and the sealed recovery share, and add
 * wallets. An entropy is split once; every device holds its own share of that split.
 */
export function createVault(api: ProviderApi, device: Device) {
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

  /** A fresh split: the provider gets the auth share and the encrypted recovery share, this device its share. */
  async function freshShares(entropy: Uint8Array) {
    const shares = await splitEntropy(entropy);
    const recoveryKey = newRecoveryKey();
    const body = {
      auth_share: base64.encode(shares.auth),
      recovery_share_ciphertext: base64.encode(await encryptShare(shares.recovery, recoveryKey)),
      recovery_key: base64.encode(recoveryKey),
    };
    return { body, device: base64.encode(shares.device) };
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
    let entropy: Uint8Array;
    try {
      entropy = await combineShares(base64.decode(stored), base64.decode(info.auth_share));
    } catch {
      throw notOnDevice();
    }
    const keys = keysOf(entropy, info);
    if (!isEntropyOf(keys, info)) throw notOnDevice();
    return { info, entropy, keys };
  }

  /** Registers a new entropy (created or imported) with its first wallet, from this device. */
  async function register(
    token: string,
    route: typeof walletRoutes.registerEntropy | typeof walletRoutes.importEntropy,
    entropy: Uint8Array,
    keys: KeySource,
    chain: WalletChainType,
  ) {
    const address = addressOf(keys, chain, 0);
    const { body, device: share } = await freshShares(entropy);
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
    /** A new entropy for the user, with its first wallet (index 0 of `chain`). */
    create(token: string, chain: WalletChainType): Promise<{ info: EntropyInfo; address: string }> {
      const entropy = newEntropy();
      return register(token, walletRoutes.registerEntropy, entropy, hdKeys(entropy), chain);
    },

    /**
     * An imported key (32 bytes, see `parseImportedKey`) as an entropy of its own: split like an HD
     * entropy, registered with its wallet (index 0 of `chain`, proven with the key).
     */
    importKey(token: string, chain: WalletChainType, key: Uint8Array): Promise<{ info: EntropyInfo; address: string }> {
      return register(token, walletRoutes.importEntropy, key, importedKeys(key, chain), chain);
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

    /** `set-recovery` to automatic recovery, which every wallet has today: checks that this device holds it. */
    async setAutomaticRecovery(token: string, ref: EntropyRef): Promise<EntropyInfo> {
      return (await load(token, ref)).info;
    },

    /** Derives the wallet at `index` of `chain` and registers it (proven with its key). */
    async addWallet(token: string, loaded: Loaded, chain: WalletChainType, index: number): Promise<string> {
      checkNextIndex(loaded.info, chain, index);
      const address = addressOf(loaded.keys, chain, index);
      const value = await challenge(token);
      await api.call(walletRoutes.addWallet, token, {
        ...refBody({ entropyId: loaded.info.entropy_id, entropyIdVerifier: loaded.info.entropy_id_verifier }),
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
