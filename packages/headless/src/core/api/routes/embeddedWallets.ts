import type { EntropyIdVerifier, WalletChainType, WalletRecoveryMethod } from '../../wallets/protocol.ts';
import { defineRoute } from '../route.ts';
import type { WireWalletAccount } from '../wire.ts';

// The wallet iframe's own calls (on the provider's origin, never the app's): the provider holds the
// auth share and the encrypted recovery share of each user's HD entropy, never the device share.
// Every route needs the user's access token. What protects a share is not a header: the auth share
// goes only to a device registered for the user (a signature by its device key), and the recovery
// share leaves the provider only sealed to the recovering device's key (automatic recovery) or
// encrypted under a key only the user holds (their password, or a file in their cloud account).

/** Which entropy: the address of its first wallet (either index-0 address, with its verifier). */
export interface EntropyRefBody {
  entropy_id: string;
  entropy_id_verifier: EntropyIdVerifier;
}

/** Proof that the caller holds a wallet's key: its signature of a fresh challenge (base64 for Solana). */
export interface PossessionProof {
  challenge: string;
  /** Ethereum: `personal_sign` of the challenge (0x hex); Solana: ed25519 signature of its UTF-8 bytes, base64. */
  signature: string;
}

/**
 * A device of the user: a P-256 ECDSA key pair made in the wallet iframe (its private key cannot
 * leave the iframe origin), proven by its signature of `device:` + a fresh challenge.
 */
export interface DeviceProof {
  /** Base64 of the uncompressed P-256 public key (65 bytes). */
  public_key: string;
  challenge: string;
  /** Base64 of the ECDSA P-256 / SHA-256 signature (64 bytes, r ‖ s) of `device:<challenge>`. */
  signature: string;
}

/** A wallet derived from the entropy, proven with its key. */
export interface NewWalletBody extends PossessionProof {
  chain_type: WalletChainType;
  address: string;
  wallet_index: number;
}

/** What the provider knows of an entropy (no key material but `auth_share` where asked). */
export interface WireEntropy extends EntropyRefBody {
  recovery_method: WalletRecoveryMethod;
  /** An imported key (its only wallet is index 0 of its chain) rather than an HD entropy. */
  imported: boolean;
  /** The entropy's wallets: the user's HD embedded wallets, or the one imported wallet. */
  wallets: WireWalletAccount[];
}

/** A one-use challenge (5 minutes) to sign with the key being registered. */
export const challenge = /* @__PURE__ */ defineRoute<Record<string, never>, { challenge: string }>()(
  'POST',
  '/api/v1/embedded_wallets/challenge',
);

/** What creating or importing an entropy sends: its shares, its first wallet, and the creating device. */
export type NewEntropyBody = {
  /** Base64 of the auth share of a fresh split. */
  auth_share: string;
  /** Its recovery share, protected by the method the user chose (`privy` unless asked otherwise). */
  recovery: RecoveryMaterial;
  wallet: NewWalletBody & { wallet_index: 0 };
  /** Signs the wallet proof's challenge too; registered as one of the user's devices. */
  device: Omit<DeviceProof, 'challenge'>;
};

/** A new entropy for the user (one per user): its shares and its first wallet (index 0), whose address becomes its id. */
export const registerEntropy = /* @__PURE__ */ defineRoute<NewEntropyBody, WireEntropy>()(
  'POST',
  '/api/v1/embedded_wallets/entropy',
);

/**
 * An imported private key as its own entropy (reference §6.4 `privy:wallets:import`): its shares and
 * its one wallet (index 0), proven with the key; its address must be linked to nobody. Refused in
 * TEE mode (`embedded_wallet_config.mode: 'user-controlled-server-wallets-only'`).
 */
export const importEntropy = /* @__PURE__ */ defineRoute<NewEntropyBody, WireEntropy>()(
  'POST',
  '/api/v1/embedded_wallets/imported',
);

/** The auth share, for the user who owns the entropy in this app, to one of their registered devices (403 otherwise). */
export const authShare = /* @__PURE__ */ defineRoute<
  EntropyRefBody & { device: DeviceProof },
  WireEntropy & { auth_share: string }
>()('POST', '/api/v1/embedded_wallets/shares/auth');

/** The recovery share as the provider returns it: sealed to the recovering device's one-time key. */
export interface SealedShare {
  /** Base64 of the provider's one-time P-256 ECDH public key (65 bytes, uncompressed). */
  ephemeral_public_key: string;
  /** Base64 of the 12-byte IV then the AES-256-GCM ciphertext, under HKDF-SHA-256 of the ECDH secret. */
  ciphertext: string;
}

/**
 * Automatic recovery on a new device: the provider opens the recovery share with the key only its
 * key store holds, seals it to `recipient_public_key` (a one-time ECDH key of the device), and
 * registers the device. The recovery key itself never leaves the key store.
 */
export const recover = /* @__PURE__ */ defineRoute<
  EntropyRefBody & {
    device: DeviceProof;
    /** Base64 of the device's one-time P-256 ECDH public key (65 bytes, uncompressed). */
    recipient_public_key: string;
  },
  WireEntropy & { sealed_recovery_share: SealedShare }
>()('POST', '/api/v1/embedded_wallets/shares/recovery');

/** Another wallet of the entropy: index 0 of the other chain, or the chain's highest index + 1. */
export const addWallet = /* @__PURE__ */ defineRoute<EntropyRefBody & { wallet: NewWalletBody }, WireEntropy>()(
  'POST',
  '/api/v1/embedded_wallets/wallets',
);

/** How a password becomes the recovery share's AES-256 key: scrypt of its UTF-8 bytes (`@noble/hashes`). */
export interface RecoveryKdf {
  algorithm: 'scrypt';
  /** Base64 of 16 random bytes. */
  salt: string;
  /** The cost parameters (`N` a power of two). */
  n: number;
  r: number;
  p: number;
}

/**
 * A recovery share's protection (IV then AES-256-GCM ciphertext in `recovery_share_ciphertext`), by
 * method: `privy` sends the key, which the provider keeps only wrapped by its key store;
 * `user-passcode` sends how the key is derived from the user's password; `google-drive` / `icloud`
 * name the file in the user's cloud account that holds the key. The provider never sees a user-owned key.
 */
export type RecoveryMaterial = { recovery_share_ciphertext: string } & (
  | { recovery_method: 'privy'; recovery_key: string }
  | { recovery_method: 'user-passcode'; recovery_kdf: RecoveryKdf }
  | { recovery_method: 'google-drive' | 'icloud'; recovery_file: string }
);

/**
 * Replaces the entropy's recovery share and its protection (`set-recovery`): for a device registered
 * for the user (its proof) and MFA-gated like the auth share. The share is a new point of the same
 * split, so every device keeps working.
 */
export const setRecovery = /* @__PURE__ */ defineRoute<
  EntropyRefBody & { device: DeviceProof; recovery: RecoveryMaterial },
  WireEntropy
>()('POST', '/api/v1/embedded_wallets/recovery');

/**
 * User-owned recovery on a new device: the auth share and the recovery material, which only the
 * user's password or cloud file opens (MFA-gated; 400 for an entropy under automatic recovery).
 * The device is registered afterwards by `registerRecoveredDevice`.
 */
export const userRecovery = /* @__PURE__ */ defineRoute<
  EntropyRefBody,
  WireEntropy & { auth_share: string; recovery: Exclude<RecoveryMaterial, { recovery_method: 'privy' }> }
>()('POST', '/api/v1/embedded_wallets/shares/recovery/user');

/**
 * Registers the device that rebuilt the entropy by user-owned recovery: the entropy's first wallet
 * signs a fresh challenge (the key was rebuilt) and the device key signs the same challenge.
 */
export const registerRecoveredDevice = /* @__PURE__ */ defineRoute<
  EntropyRefBody & { wallet: PossessionProof; device: Omit<DeviceProof, 'challenge'> },
  WireEntropy
>()('POST', '/api/v1/embedded_wallets/devices');
