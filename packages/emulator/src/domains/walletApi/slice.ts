import type {
  WalletChainType,
  WireAdditionalSigner,
  WireKeyQuorum,
  WirePolicy,
  WireWalletTransaction,
} from '@foyer/headless/contract';
import { defineSlice } from '../../kernel/slice.ts';

/** An authorization key set of an app; `user_id`: the user signer of that user (their delegated wallets' owner). */
export interface KeyQuorumRecord extends WireKeyQuorum {
  app_id: string;
  user_id: string | null;
}

export interface PolicyRecord extends WirePolicy {
  app_id: string;
}

/**
 * A wallet the wallet API reaches: a user's delegated embedded wallet (`user_id`, its entropy and
 * index; the enclave signs with the entropy it rebuilds from its share and the auth share), or an
 * app-owned one (`wrapped_key`: its private key, wrapped by the KMS). A revoked user wallet keeps
 * its id with `delegated: false`.
 */
export interface ServerWalletRecord {
  app_id: string;
  id: string;
  address: string;
  chain_type: WalletChainType;
  created_at: number;
  exported_at: number | null;
  policy_ids: string[];
  additional_signers: WireAdditionalSigner[];
  owner_id: string | null;
  user_id: string | null;
  entropy_id: string | null;
  wallet_index: number | null;
  delegated: boolean;
  wrapped_key: string | null;
}

/** The enclave's share of a user's entropy (what consent gives it), wrapped by the KMS; by entropy id. */
export interface EnclaveShareRecord {
  app_id: string;
  user_id: string;
  entropy_id: string;
  wrapped_share: string;
}

export interface WalletTransactionRecord extends WireWalletTransaction {
  app_id: string;
  wallet_id: string;
}

export interface WalletApiState {
  keyQuorums: Map<string, KeyQuorumRecord>;
  policies: Map<string, PolicyRecord>;
  wallets: Map<string, ServerWalletRecord>;
  shares: Map<string, EnclaveShareRecord>;
  /** Oldest first. */
  transactions: WalletTransactionRecord[];
  /** Authorization signatures accepted, until their request's expiry (replay protection; not exported). */
  usedSignatures: Map<string, number>;
}

export const walletApiSlice = defineSlice(
  'walletApi',
  (): WalletApiState => ({
    keyQuorums: new Map(),
    policies: new Map(),
    wallets: new Map(),
    shares: new Map(),
    transactions: [],
    usedSignatures: new Map(),
  }),
);
