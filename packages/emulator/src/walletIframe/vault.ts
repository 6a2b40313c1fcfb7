import type { EntropyRef, RouteResponse, WalletChainType, WireWalletAccount } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { chainOfVerifier, sameAddress } from '../domains/wallets/entropyRefs.ts';
import { type ProviderApi, walletRoutes } from './api.ts';
import type { DeviceShares } from './deviceShares.ts';
import { IframeError, invalidArguments, notOnDevice } from './errors.ts';
import { addressOf, hdKeys, importedKeys, type KeySource } from './keySource.ts';
import { newEntropy } from './keys.ts';
import { decryptShare, encryptShare, newRecoveryKey } from './recoveryCipher.ts';
import { combineShares, splitEntropy } from './shares.ts';

export type EntropyInfo = RouteResponse<typeof walletRoutes.registerEntropy>;

/** An entropy loaded in the iframe's memory for one operation (never posted, never stored whole). */
export interface Loaded {
  info: EntropyInfo;
  entropy: Uint8Array;
  keys: KeySource;
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

/**
 * Everything the iframe does with keys: create an entropy, load it from the device share and the
 * auth share, recover it from the auth and recovery shares, split it again, and add wallets.
 */
export function createVault(api: ProviderApi, devices: DeviceShares) {
  async function proof(token: string, keys: KeySource, chain: WalletChainType, index: number) {
    const { challenge } = await api.call(walletRoutes.challenge, token, {});
    return { challenge, signature: await signChallenge(keys, chain, index, challenge) };
  }

  /** A fresh split: the provider gets the auth share and the encrypted recovery share, the device keeps its share. */
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

  /** Splits the entropy again (the old device shares become stale) and keeps the new device share. */
  async function reshare(token: string, entropy: Uint8Array, info: EntropyInfo): Promise<EntropyInfo> {
    const keys = keysOf(entropy, info);
    const { body, device } = await freshShares(entropy);
    const chain = chainOfVerifier(info.entropy_id_verifier);
    const next = await api.call(walletRoutes.replaceShares, token, {
      entropy_id: info.entropy_id,
      entropy_id_verifier: info.entropy_id_verifier,
      ...body,
      ...(await proof(token, keys, chain, 0)),
      recovery_method: 'privy',
    });
    devices.save(next.entropy_id, { share: device, version: next.share_version });
    return next;
  }

  /** The entropy from this device's share and the auth share; `wallet_not_on_device` when missing or stale. */
  async function load(token: string, ref: EntropyRef): Promise<Loaded> {
    const info = await api.call(walletRoutes.authShare, token, {
      entropy_id: ref.entropyId,
      entropy_id_verifier: ref.entropyIdVerifier,
    });
    const stored = devices.load(info.entropy_id);
    if (!stored || stored.version !== info.share_version) throw notOnDevice();
    let entropy: Uint8Array;
    try {
      entropy = await combineShares(base64.decode(stored.share), base64.decode(info.auth_share));
    } catch {
      throw notOnDevice();
    }
    const keys = keysOf(entropy, info);
    if (!isEntropyOf(keys, info)) throw notOnDevice();
    return { info, entropy, keys };
  }

  return {
    /** A new entropy for the user, with its first wallet (index 0 of `chain`). */
    async create(token: string, chain: WalletChainType): Promise<{ info: EntropyInfo; address: string }> {
      const entropy = newEntropy();
      const keys = hdKeys(entropy);
      const address = addressOf(keys, chain, 0);
      const { body, device } = await freshShares(entropy);
      const info = await api.call(walletRoutes.registerEntropy, token, {
        ...body,
        wallet: { chain_type: chain, address, wallet_index: 0, ...(await proof(token, keys, chain, 0)) },
      });
      devices.save(info.entropy_id, { share: device, version: info.share_version });
      return { info, address };
    },

    /**
     * An imported key (32 bytes, see `parseImportedKey`) as an entropy of its own: split like an HD
     * entropy, registered with its wallet (index 0 of `chain`, proven with the key).
     */
    async importKey(
      token: string,
      chain: WalletChainType,
      key: Uint8Array,
    ): Promise<{ info: EntropyInfo; address: string }> {
      const keys = importedKeys(key, chain);
      const address = addressOf(keys, chain, 0);
      const { body, device } = await freshShares(key);
      const info = await api.call(walletRoutes.importEntropy, token, {
        ...body,
        wallet: { chain_type: chain, address, wallet_index: 0, ...(await proof(token, keys, chain, 0)) },
      });
      devices.save(info.entropy_id, { share: device, version: info.share_version });
      return { info, address };
    },

    load,

    /** Automatic recovery: auth share + decrypted recovery share, checked, then split again for this device. */
    async recover(token: string, ref: EntropyRef): Promise<EntropyInfo> {
      const named = { entropy_id: ref.entropyId, entropy_id_verifier: ref.entropyIdVerifier };
      const sealed = await api.call(walletRoutes.recoveryShare, token, named);
      const { recovery_key } = await api.call(
        walletRoutes.recoveryKeyMaterial,
        token,
        { chain_type: chainOfVerifier(ref.entropyIdVerifier) },
        { address: ref.entropyId },
      );
      const auth = await api.call(walletRoutes.authShare, token, named);
      if (auth.share_version !== sealed.share_version)
        throw new IframeError('error', 'The shares changed meanwhile: retry');
      let entropy: Uint8Array;
      try {
        const recoveryShare = await decryptShare(
          base64.decode(sealed.recovery_share_ciphertext),
          base64.decode(recovery_key),
        );
        entropy = await combineShares(base64.decode(auth.auth_share), recoveryShare);
      } catch {
        throw new IframeError('error', 'Automatic recovery failed: the recovery share does not open');
      }
      if (!isEntropyOf(keysOf(entropy, auth), auth))
        throw new IframeError('error', 'Automatic recovery rebuilt another key');
      return reshare(token, entropy, auth);
    },

    /** `set-recovery` to automatic recovery: a new split with a new recovery key. */
    async setAutomaticRecovery(token: string, ref: EntropyRef): Promise<EntropyInfo> {
      const { info, entropy } = await load(token, ref);
      return reshare(token, entropy, info);
    },

    /** Derives the wallet at `index` of `chain` and registers it (proven with its key). */
    async addWallet(token: string, loaded: Loaded, chain: WalletChainType, index: number): Promise<string> {
      checkNextIndex(loaded.info, chain, index);
      const address = addressOf(loaded.keys, chain, index);
      await api.call(walletRoutes.addWallet, token, {
        entropy_id: loaded.info.entropy_id,
        entropy_id_verifier: loaded.info.entropy_id_verifier,
        wallet: { chain_type: chain, address, wallet_index: index, ...(await proof(token, loaded.keys, chain, index)) },
      });
      return address;
    },
  };
}

export type Vault = ReturnType<typeof createVault>;
