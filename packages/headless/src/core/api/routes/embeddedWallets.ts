import type { EntropyIdVerifier, WalletChainType, WalletRecoveryMethod } from '../../wallets/protocol.ts';
import { defineRoute } from '../route.ts';
import type { WireWalletAccount } from '../wire.ts';

// The wallet iframe's own calls (on the provider's origin, never the app's): the provider holds the
// auth share and the encrypted recovery share of each user's HD entropy, never the device share.
// Every route needs the user's access token; the provider refuses callers whose `Origin` is not its own.

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

/** A wallet derived from the entropy, proven with its key. */
export interface NewWalletBody extends PossessionProof {
  chain_type: WalletChainType;
  address: string;
  wallet_index: number;
}

/** Shares of a fresh split: the auth share, and the recovery share encrypted with `recovery_key`. */
export interface SharesBody {
  /** Base64. */
  auth_share: string;
  /** Base64 of the 12-byte IV followed by the AES-256-GCM ciphertext. */
  recovery_share_ciphertext: string;
  /** Base64 of the 32-byte AES key; the provider keeps it only wrapped by its own key. */
  recovery_key: string;
}

/** What the provider knows of an entropy (no key material but `auth_share` where asked). */
export interface WireEntropy extends EntropyRefBody {
  /** Bumped on every new split; a device share of another version is stale. */
  share_version: number;
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

/** A new entropy for the user (one per user): its shares and its first wallet (index 0), whose address becomes its id. */
export const registerEntropy = /* @__PURE__ */ defineRoute<
  SharesBody & { wallet: NewWalletBody & { wallet_index: 0 } },
  WireEntropy
>()('POST', '/api/v1/embedded_wallets/entropy');

/**
 * An imported private key as its own entropy (reference §6.4 `privy:wallets:import`): its shares and
 * its one wallet (index 0), proven with the key; its address must be linked to nobody. Refused in
 * TEE mode (`embedded_wallet_config.mode: 'user-controlled-server-wallets-only'`).
 */
export const importEntropy = /* @__PURE__ */ defineRoute<
  SharesBody & { wallet: NewWalletBody & { wallet_index: 0 } },
  WireEntropy
>()('POST', '/api/v1/embedded_wallets/imported');

/** The auth share, for the user who owns the entropy in this app. */
export const authShare = /* @__PURE__ */ defineRoute<EntropyRefBody, WireEntropy & { auth_share: string }>()(
  'POST',
  '/api/v1/embedded_wallets/shares/auth',
);

/** The encrypted recovery share (automatic recovery); its key comes from `recoveryKeyMaterial`. */
export const recoveryShare = /* @__PURE__ */ defineRoute<
  EntropyRefBody,
  WireEntropy & { recovery_share_ciphertext: string }
>()('POST', '/api/v1/embedded_wallets/shares/recovery');

/** Reference §5.11: the recovery key of the entropy whose id is `:address`. */
export const recoveryKeyMaterial = /* @__PURE__ */ defineRoute<
  { chain_type?: WalletChainType },
  {
    recovery_type: 'privy_generated_recovery_key';
    recovery_key_derivation_salt: string;
    recovery_code: string;
    /** Base64 of the 32-byte AES key. */
    recovery_key: string;
    file_id: string;
    icloud_record_name: string;
  }
>()('POST', '/api/v1/embedded_wallets/:address/recovery/key_material');

/** Another wallet of the entropy: index 0 of the other chain, or the chain's highest index + 1. */
export const addWallet = /* @__PURE__ */ defineRoute<EntropyRefBody & { wallet: NewWalletBody }, WireEntropy>()(
  'POST',
  '/api/v1/embedded_wallets/wallets',
);

/**
 * Replaces the shares with a new split (after recovery, or when setting recovery), proven with the
 * key of the entropy's id; the previous device shares become stale.
 */
export const replaceShares = /* @__PURE__ */ defineRoute<
  EntropyRefBody & SharesBody & PossessionProof & { recovery_method: 'privy' },
  WireEntropy
>()('POST', '/api/v1/embedded_wallets/shares');
