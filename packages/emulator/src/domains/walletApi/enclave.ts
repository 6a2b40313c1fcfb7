import { base58, base64 } from '@scure/base';
import { bytesToHex, type PrivateKeyAccount } from 'viem';
import type { EmulatorCore } from '../../kernel/core.ts';
import { importedKeys, type KeySource, keysOf } from '../../walletIframe/keySource.ts';
import { combineShares } from '../../walletIframe/shares.ts';
import { entropyById, recipientKeyPair } from '../wallets/index.ts';
import { revokedWallet } from './records.ts';
import { type ServerWalletRecord, walletApiSlice } from './slice.ts';

/**
 * The emulator's stand-in for the provider's enclave (TEE): a P-256 ECDH key of the instance, which
 * delegated shares are sealed to. Its private half never leaves memory: a share is opened as it
 * arrives and kept wrapped by the KMS (`core.walletKms`), like the recovery keys, so the state file
 * holds no share in the clear and a restart (a new enclave key) loses nothing.
 */
const enclaveKeys = new WeakMap<EmulatorCore, ReturnType<typeof recipientKeyPair>>();

export function enclaveKey(core: EmulatorCore): ReturnType<typeof recipientKeyPair> {
  let key = enclaveKeys.get(core);
  if (!key) {
    key = recipientKeyPair();
    enclaveKeys.set(core, key);
  }
  return key;
}

/** The entropy a user's share and their auth share rebuild (throws when they do not combine). */
export async function rebuiltEntropy(share: Uint8Array, authShare: string): Promise<Uint8Array> {
  return combineShares(share, base64.decode(authShare));
}

/** One wallet's key, in the enclave for one request. */
export type WalletKey =
  | { chain: 'ethereum'; account: PrivateKeyAccount; privateKey: Uint8Array }
  | { chain: 'solana'; secretKey: Uint8Array; publicKey: Uint8Array; address: string };

/** The keys of a wallet: an app wallet's own key, or a user's entropy rebuilt from the enclave's share and the auth share. */
async function keySource(core: EmulatorCore, wallet: ServerWalletRecord): Promise<KeySource> {
  if (wallet.wrapped_key !== null)
    return importedKeys(await core.walletKms.unwrap(wallet.wrapped_key), wallet.chain_type);
  const share = wallet.entropy_id === null ? undefined : core.slice(walletApiSlice).shares.get(wallet.entropy_id);
  const entropy = wallet.entropy_id === null ? undefined : entropyById(core, wallet.entropy_id);
  if (!share || !entropy || !wallet.delegated) throw revokedWallet();
  const secret = await rebuiltEntropy(await core.walletKms.unwrap(share.wrapped_share), entropy.auth_share);
  return keysOf(secret, entropy);
}

export async function walletKey(core: EmulatorCore, wallet: ServerWalletRecord): Promise<WalletKey> {
  const keys = await keySource(core, wallet);
  const index = wallet.wrapped_key === null ? (wallet.wallet_index ?? 0) : 0;
  if (wallet.chain_type === 'ethereum') {
    return { chain: 'ethereum', account: keys.ethereum(index), privateKey: keys.ethereumKey(index) };
  }
  return { chain: 'solana', ...keys.solana(index) };
}

/** What an export holds: Ethereum the 0x private key, Solana base58 of the 64-byte secret key (as the iframe's export). */
export function exportedKey(key: WalletKey): string {
  if (key.chain === 'ethereum') return bytesToHex(key.privateKey);
  const full = new Uint8Array(64);
  full.set(key.secretKey);
  full.set(key.publicKey, 32);
  return base58.encode(full);
}
