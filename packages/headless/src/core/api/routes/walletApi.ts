import type { EntropyIdVerifier, WalletChainType } from '../../wallets/protocol.ts';
import { defineRoute, type NoBody } from '../route.ts';

/**
 * Reference §5.15: the wallet API ("server wallets") and delegation. A user's embedded wallet becomes
 * reachable by the app's server only after the user consents (delegated actions): the wallet iframe
 * then gives the provider's enclave (the TEE) one more share of the user's key, sealed to the enclave's
 * key, and the provider lists the wallet under `/api/v1/wallets` with an id. Revoking deletes that
 * share. The app's server calls the wallet API with its app secret (HTTP Basic `app_id:app_secret`)
 * and, for anything that signs or changes a wallet, `privy-authorization-signature`: a P-256 signature
 * of the request by an authorization key the wallet accepts (see `core/wallets/authorization.ts`).
 *
 * Who may call what:
 * - `teeKey`, `delegate`: the wallet iframe (its own origin, the user's access token).
 * - `revoke`: the app's page (the user's access token).
 * - `createKeyQuorum`, `createPolicy`, `createWallet`, `listWallets`: the app's server (app secret).
 * - `getWallet`, `balance`, `transactions`: the app's server (app secret), or the wallet's own user
 *   (access token).
 * - `updateWallet`, `rpc`, `rawSign`, `exportWallet`: the app secret or the user's access token, plus
 *   an authorization signature by a key the wallet accepts for that request: its owner (a user's
 *   wallet: the user signer, which only the user's wallet iframe can use), or one of its additional
 *   signers (session signers) within their policies, or, for a delegated user wallet, any of the
 *   app's authorization keys. `exportWallet` and changing `owner` need the owner.
 */

/** A server wallet (reference §5.15 `WalletResponse`). */
export interface WireServerWallet {
  id: string;
  address: string;
  /** Solana: the address; Ethereum: absent. */
  public_key?: string;
  /** Seconds since the epoch. */
  created_at: number;
  exported_at: number | null;
  chain_type: WalletChainType;
  policy_ids: string[];
  authorization_threshold?: number;
  additional_signers: WireAdditionalSigner[];
  /** The key quorum that owns the wallet (a user's wallet: their user signer's); null: the app secret alone controls it. */
  owner_id: string | null;
}

/** A session signer: a key quorum allowed to sign for the wallet, within its policies. */
export interface WireAdditionalSigner {
  signer_id: string;
  /** Replaces the wallet's `policy_ids` for this signer. */
  override_policy_ids?: string[];
}

/**
 * An authorization key set (reference: key quorum): P-256 public keys, each base64 of its SPKI DER
 * (what Node's `createPublicKey(...).export({ type: 'spki', format: 'der' })` and Web Crypto's
 * `exportKey('spki')` give). A request is authorized when `authorization_threshold` (default 1) of
 * them signed it.
 */
export interface WireKeyQuorum {
  id: string;
  public_keys: string[];
  authorization_threshold: number;
  display_name: string | null;
}

/**
 * A policy (the provider's policy engine, a subset): rules evaluated on each `rpc` request of a signer
 * the policy applies to. A request that a DENY rule matches, or that no ALLOW rule matches, is refused.
 */
export interface WirePolicy {
  id: string;
  version: '1.0';
  name: string;
  chain_type: WalletChainType;
  rules: WirePolicyRule[];
  created_at: number;
}

export interface WirePolicyRule {
  name: string;
  /** The rpc method it applies to, or `'*'`. */
  method: WireWalletRpcRequest['method'] | '*';
  conditions: WirePolicyCondition[];
  action: 'ALLOW' | 'DENY';
}

/**
 * One condition; all of a rule's must hold. `ethereum_transaction`: the transaction's `to`, `value`
 * (wei, decimal string) or `chain_id`; `solana_system_program_instruction`: a System transfer's
 * `Transfer.to` or `Transfer.lamports`.
 */
export interface WirePolicyCondition {
  field_source: 'ethereum_transaction' | 'solana_system_program_instruction';
  field: string;
  operator: 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in';
  value: string | string[];
}

/** An Ethereum transaction as the wallet API takes it: snake_case quantities, 0x hex or numbers. */
export interface WireServerTransaction {
  to?: string;
  value?: string | number;
  data?: string;
  chain_id?: string | number;
  nonce?: string | number;
  gas_limit?: string | number;
  max_fee_per_gas?: string | number;
  max_priority_fee_per_gas?: string | number;
  type?: 0 | 2;
}

/** Reference §5.15 RPC methods. `caip2`: `eip155:<id>` or `solana:<genesis hash prefix>` (the local chains). */
export type WireWalletRpcRequest =
  | { method: 'eth_signTransaction'; params: { transaction: WireServerTransaction } }
  | { method: 'eth_sendTransaction'; caip2: string; params: { transaction: WireServerTransaction } }
  | { method: 'personal_sign'; params: { message: string; encoding: 'utf-8' | 'hex' } }
  | { method: 'eth_signTypedData_v4'; params: { typed_data: Record<string, unknown> } }
  | { method: 'secp256k1_sign'; params: { hash: string } }
  | { method: 'eth_sign7702Authorization'; params: { contract: string; chain_id: number; nonce?: number } }
  /** `transaction`: base64 of the wire transaction. */
  | { method: 'signTransaction'; params: { transaction: string; encoding: 'base64' } }
  | { method: 'signAndSendTransaction'; caip2: string; params: { transaction: string; encoding: 'base64' } }
  /** `message`: base64. */
  | { method: 'signMessage'; params: { message: string; encoding: 'base64' } };

/** A signed EIP-7702 authorization: `r`, `s` 0x hex, `y_parity` 0 or 1. */
export interface WireSignedAuthorization {
  contract: string;
  chain_id: number;
  nonce: number;
  r: string;
  s: string;
  y_parity: 0 | 1;
}

export type WireWalletRpcData =
  | { signature: string; encoding: 'hex' | 'base64' }
  | { signed_transaction: string; encoding: 'hex' | 'base64' }
  | { hash: string; caip2: string; transaction_id: string }
  | { authorization: WireSignedAuthorization };

/** 200 with `error` inside for a request the wallet refused to sign (reference §4). */
export type WireWalletRpcResponse =
  | { method: WireWalletRpcRequest['method']; data: WireWalletRpcData }
  | { method: WireWalletRpcRequest['method']; error: { code: string; message: string } };

/** A wallet API transaction the provider sent (`eth_sendTransaction`, `signAndSendTransaction`). */
export interface WireWalletTransaction {
  transaction_id: string;
  caip2: string;
  hash: string;
  status: 'broadcasted' | 'confirmed' | 'failed';
  created_at: number;
}

/** The enclave's P-256 public key (base64 of the raw point) that delegated shares are sealed to. */
export const teeKey = /* @__PURE__ */ defineRoute<NoBody, { public_key: string }>()('GET', '/api/v1/wallets/tee_key');

/** A share sealed like the recovery share (P-256 ECDH → HKDF-SHA-256 → AES-256-GCM), to the enclave's key. */
export interface WireSealedShare {
  ephemeral_public_key: string;
  ciphertext: string;
}

/**
 * The user's consent (the iframe's `privy:delegated-actions:consent`): the enclave gets a share of the
 * entropy (a fresh point of the same split, so no other share changes), and the wallets it may use.
 * `owner_public_key`: the user signer's P-256 public key (base64 SPKI DER), derived from the entropy,
 * registered as the wallets' owner. Delegating again adds wallets.
 */
export const delegate = /* @__PURE__ */ defineRoute<
  {
    entropy_id: string;
    entropy_id_verifier: EntropyIdVerifier;
    encrypted_tee_share: WireSealedShare;
    owner_public_key: string;
    delegated_addresses: { chain_type: WalletChainType; address: string; wallet_index: number }[];
  },
  { message: string; wallets: WireServerWallet[] }
>()('POST', '/api/v1/wallets/delegate', { retry: false });

/** Revokes every delegated wallet of the user: the enclave's share is deleted, the wallets' signers removed. */
export const revoke = /* @__PURE__ */ defineRoute<Record<string, never>, { message: string }>()(
  'POST',
  '/api/v1/wallets/revoke',
);

export const createKeyQuorum = /* @__PURE__ */ defineRoute<
  { public_keys: string[]; authorization_threshold?: number; display_name?: string },
  WireKeyQuorum
>()('POST', '/api/v1/key_quorums');

export const createPolicy = /* @__PURE__ */ defineRoute<Omit<WirePolicy, 'id' | 'created_at'>, WirePolicy>()(
  'POST',
  '/api/v1/policies',
);

/** An app-owned server wallet (not a user's): a fresh key in the enclave. */
export const createWallet = /* @__PURE__ */ defineRoute<
  {
    chain_type: WalletChainType;
    policy_ids?: string[];
    owner_id?: string | null;
    additional_signers?: WireAdditionalSigner[];
  },
  WireServerWallet
>()('POST', '/api/v1/wallets', { retry: false });

/** Query `cursor?, limit?, chain_type?, user_id?`: the app's wallets (delegated user wallets and its own). */
export const listWallets = /* @__PURE__ */ defineRoute<
  NoBody,
  { data: WireServerWallet[]; next_cursor: string | null }
>()('GET', '/api/v1/wallets');

export const getWallet = /* @__PURE__ */ defineRoute<NoBody, WireServerWallet>()('GET', '/api/v1/wallets/:wallet_id');

/** Session signers are `additional_signers`; a user's wallet: signed by the owner (the user signer). */
export const updateWallet = /* @__PURE__ */ defineRoute<
  { policy_ids?: string[]; additional_signers?: WireAdditionalSigner[]; owner_id?: string | null },
  WireServerWallet
>()('PATCH', '/api/v1/wallets/:wallet_id', { retry: false });

export const rpc = /* @__PURE__ */ defineRoute<WireWalletRpcRequest, WireWalletRpcResponse>()(
  'POST',
  '/api/v1/wallets/:wallet_id/rpc',
  { retry: false },
);

/** Signs a 32-byte hash (Ethereum: secp256k1, no prefix; Solana: ed25519 of the 32 bytes). */
export const rawSign = /* @__PURE__ */ defineRoute<
  { params: { hash: string } },
  { data: { signature: string; encoding: 'hex' } } | { error: { code: string; message: string } }
>()('POST', '/api/v1/wallets/:wallet_id/raw_sign', { retry: false });

/**
 * The private key, HPKE-sealed to `recipient_public_key` (base64 SPKI DER, P-256; suite DHKEM(P-256,
 * HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305). Only the owner may export.
 */
export const exportWallet = /* @__PURE__ */ defineRoute<
  { encryption_type: 'HPKE'; recipient_public_key: string },
  { encryption_type: 'HPKE'; ciphertext: string; encapsulated_key: string }
>()('POST', '/api/v1/wallets/:wallet_id/export', { retry: false });

/** Read from the emulator's chains: ETH on every local EVM chain and USDC, or SOL and USDC. */
export const balance = /* @__PURE__ */ defineRoute<
  NoBody,
  {
    balances: {
      chain: string;
      asset: string;
      raw_value: string;
      raw_value_decimals: number;
      display_values: Record<string, string>;
    }[];
  }
>()('GET', '/api/v1/wallets/:wallet_id/balance');

/** Query `cursor?, limit?`: what the wallet API sent for the wallet, newest first. */
export const transactions = /* @__PURE__ */ defineRoute<
  NoBody,
  { transactions: WireWalletTransaction[]; next_cursor: string | null }
>()('GET', '/api/v1/wallets/:wallet_id/transactions');
