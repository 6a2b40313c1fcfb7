import type { EntropyIdVerifier } from '@foyer/headless/contract';
import type * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';
import type { recoveryKdfSchema } from './schemas.ts';

/**
 * One user's HD entropy (or one imported key) as the provider holds it: never the entropy itself, only the auth share and the
 * recovery share encrypted with a recovery key (see `StoredRecovery`). The
 * device share stays in the wallet iframe's storage. An HD entropy's wallets are the user's embedded
 * wallet accounts that are not imported; an imported key's only wallet is its own (`imported: true`).
 */
export type EntropyRecord = {
  app_id: string;
  user_id: string;
  /** The address of the first wallet created from the entropy (an imported key: its address). */
  entropy_id: string;
  entropy_id_verifier: EntropyIdVerifier;
  /** Base64. */
  auth_share: string;
  /** Base64: IV then AES-256-GCM ciphertext of the recovery share. */
  recovery_share_ciphertext: string;
  /** Present on an imported key (its shares split the private key itself, not an HD entropy). */
  imported?: true;
} & StoredRecovery;

/**
 * What opens the recovery share: the recovery key wrapped by the KMS key (automatic recovery), or
 * nothing the provider can use: how the user's password derives the key, or the name of the file in
 * their cloud account that holds it.
 */
export type StoredRecovery =
  | { recovery_method: 'privy'; wrapped_recovery_key: string }
  | { recovery_method: 'user-passcode'; recovery_kdf: v.InferOutput<typeof recoveryKdfSchema> }
  | { recovery_method: 'google-drive' | 'icloud'; recovery_file: string };

/**
 * A device of a user: the public half of a P-256 key pair the wallet iframe made in that browser.
 * Only a registered device gets the auth share; creating, importing and recovering register one.
 */
export interface DeviceRecord {
  app_id: string;
  user_id: string;
  /** Base64 of the uncompressed P-256 point. */
  public_key: string;
  registered_by: 'creation' | 'import' | 'recovery';
  registered_at: number;
  last_used_at: number;
}

export interface Challenge {
  app_id: string;
  user_id: string;
  expires_at: number;
}

export interface WalletsState {
  /** By entropy id. */
  entropies: Map<string, EntropyRecord>;
  /** The users' registered devices (public keys only). */
  devices: DeviceRecord[];
  /** One-use possession challenges (not exported). */
  challenges: Map<string, Challenge>;
}

export const walletsSlice = defineSlice(
  'wallets',
  (): WalletsState => ({ entropies: new Map(), devices: [], challenges: new Map() }),
);
