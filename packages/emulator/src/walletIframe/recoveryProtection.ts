import type { RouteRequest } from '@foyer/headless/contract';
import { scryptAsync } from '@noble/hashes/scrypt';
import { base64 } from '@scure/base';
import { decryptShare, encryptShare, newRecoveryKey } from '../domains/wallets/recoveryCipher.ts';
import type { walletRoutes } from './api.ts';
import type { CloudFiles, CloudProvider } from './cloudFiles.ts';
import { IframeError, invalidArguments } from './errors.ts';

export type RecoveryMaterial = RouteRequest<typeof walletRoutes.setRecovery>['recovery'];
type UserOwnedMaterial = Exclude<RecoveryMaterial, { recovery_method: 'privy' }>;

/** What protects a recovery share: the provider's key store, the user's password, or a key in their cloud account. */
export type RecoverySecret =
  | { method: 'privy' }
  | { method: 'user-passcode'; password: string }
  | { method: CloudProvider; accessToken: string };

/**
 * scrypt's costs for a recovery password: 128 MiB and about 1.8 s per guess (measured in Node,
 * `@noble/hashes` 1.8, on a shared 2-core machine), which an offline attacker pays for every password tried.
 */
export const PASSWORD_KDF = { algorithm: 'scrypt', n: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;

/** Spec §5: at least 6 characters, each a letter, a digit or one of `!@#$%^&*()-_+`. */
export function checkRecoveryPassword(password: string): void {
  if (password.length < 6) throw invalidArguments('The recovery password must be at least 6 characters');
  const invalid = [...new Set(password.replace(/[A-Za-z0-9!@#$%^&*()\-_+]/g, ''))];
  if (invalid.length > 0) {
    throw invalidArguments(
      `The recovery password may hold only letters, digits and !@#$%^&*()-_+ (not ${invalid.map((char) => (char === ' ' ? 'SPACE' : char)).join(' ')})`,
    );
  }
}

function passwordKey(password: string, kdf: { salt: string; n: number; r: number; p: number }): Promise<Uint8Array> {
  return scryptAsync(new TextEncoder().encode(password), base64.decode(kdf.salt), {
    N: kdf.n,
    r: kdf.r,
    p: kdf.p,
    dkLen: 32,
  });
}

/** The file in the user's cloud account that holds an entropy's recovery key: one per app and entropy. */
export function recoveryFileName(appId: string, entropyId: string): string {
  return `foyer-recovery-${appId}-${entropyId}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200);
}

/** Where the recovery share's key goes, and the material the provider keeps (never a user-owned key). */
export async function protectShare(
  share: Uint8Array,
  secret: RecoverySecret,
  where: { cloud: CloudFiles; appId: string; entropyId: string },
): Promise<RecoveryMaterial> {
  if (secret.method === 'user-passcode') {
    const kdf = { ...PASSWORD_KDF, salt: base64.encode(crypto.getRandomValues(new Uint8Array(SALT_BYTES))) };
    const sealed = await encryptShare(share, await passwordKey(secret.password, kdf));
    return { recovery_method: 'user-passcode', recovery_share_ciphertext: base64.encode(sealed), recovery_kdf: kdf };
  }
  const key = newRecoveryKey();
  const recovery_share_ciphertext = base64.encode(await encryptShare(share, key));
  if (secret.method === 'privy')
    return { recovery_method: 'privy', recovery_share_ciphertext, recovery_key: base64.encode(key) };
  const file = recoveryFileName(where.appId, where.entropyId);
  await where.cloud.write(secret.method, secret.accessToken, file, base64.encode(key));
  return { recovery_method: secret.method, recovery_share_ciphertext, recovery_file: file };
}

/** What the user gave to open a user-owned recovery share. */
export interface UserSecret {
  password?: string | undefined;
  accessToken?: string | undefined;
}

/**
 * Opens a user-owned recovery share: `invalid_recovery_pin` for a wrong password (the GCM tag fails),
 * `invalid_request_arguments` when the secret its method needs is missing.
 */
export async function openShare(material: UserOwnedMaterial, secret: UserSecret, cloud: CloudFiles) {
  const sealed = base64.decode(material.recovery_share_ciphertext);
  if (material.recovery_method === 'user-passcode') {
    if (secret.password === undefined) {
      throw invalidArguments('This wallet is recovered with a password: `recoveryPassword` is required');
    }
    const key = await passwordKey(secret.password, material.recovery_kdf);
    return decryptShare(sealed, key).catch(() => {
      throw new IframeError('invalid_recovery_pin', 'Invalid recovery password');
    });
  }
  if (secret.accessToken === undefined) {
    throw invalidArguments(
      `This wallet is recovered with its ${material.recovery_method} backup: \`recoveryAccessToken\` is required`,
    );
  }
  const key = base64.decode(await cloud.read(material.recovery_method, secret.accessToken, material.recovery_file));
  return decryptShare(sealed, key).catch(() => {
    throw new IframeError('error', `The ${material.recovery_method} backup does not open this wallet`);
  });
}
