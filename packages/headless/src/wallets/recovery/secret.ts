import type { CloudRecoveryProvider } from '../../core/api/routes/recovery.ts';
import type { RecoveryFields } from '../../core/wallets/protocol.ts';

/**
 * What opens a wallet's recovery share, as the user gives it: automatic recovery (the provider's key
 * store), a password, or a cloud backup (the cloud's access token, which only the wallet iframe uses).
 */
export type RecoverySecret =
  | { method: 'privy' }
  | { method: 'user-passcode'; password: string }
  | { method: CloudRecoveryProvider; accessToken: string };

/** The user-owned recovery methods: the ones a new device asks the user for. */
export type UserOwnedRecoveryMethod = Exclude<RecoverySecret['method'], 'privy'>;

export const isUserOwned = (method: string | undefined): method is UserOwnedRecoveryMethod =>
  method === 'user-passcode' || method === 'google-drive' || method === 'icloud';

/** The iframe request's recovery fields (reference §6.4) for a secret. */
export function recoveryFields(secret: RecoverySecret): RecoveryFields & { recoveryMethod: RecoverySecret['method'] } {
  switch (secret.method) {
    case 'privy':
      return { recoveryMethod: 'privy' };
    case 'user-passcode':
      return { recoveryMethod: 'user-passcode', recoveryPassword: secret.password };
    default:
      return { recoveryMethod: secret.method, recoveryAccessToken: secret.accessToken };
  }
}
