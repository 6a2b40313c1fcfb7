import type { CloudRecoveryProvider } from '../../core/api/routes/recovery.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { RecoverySecret } from '../recovery/secret.ts';
import type { EmbeddedWallet } from '../types.ts';
import {
  failed,
  initialOperation,
  type OperationSnapshot,
  pending,
  reset,
  start,
  stay,
  succeeded,
  type WalletFacts,
} from './operation.ts';
import { primaryWallet } from './primaryWallet.ts';

/**
 * Spec §2 'Automatic recovery', 'Recovery OAuth screen' (backup), §4 'Recovery actions': moves the
 * primary wallet's recovery to automatic (`privy`) or to a cloud backup. A cloud backup first asks
 * for the cloud's consent (`authorizing`, in the popup), then the wallet iframe writes it.
 */
export const walletRecoveryStatuses = ['initial', 'authorizing', 'setting-recovery', 'done', 'error'] as const;
export type WalletRecoveryStatus = (typeof walletRecoveryStatuses)[number];
/** `result`: the primary wallet with its new recovery method. */
export type WalletRecoverySnapshot = OperationSnapshot<'authorizing' | 'setting-recovery', EmbeddedWallet>;

export type WalletRecoveryEvent =
  | { type: 'setAutomatic'; facts: WalletFacts }
  | { type: 'setCloud'; provider: CloudRecoveryProvider; facts: WalletFacts }
  | { type: 'cloudAuthorized'; primary: EmbeddedWallet; provider: CloudRecoveryProvider; accessToken: string }
  | { type: 'recoverySet'; primary: EmbeddedWallet; wallets: readonly EmbeddedWallet[] }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type WalletRecoveryEffect =
  | { type: 'setRecovery'; primary: EmbeddedWallet; recovery: RecoverySecret }
  | { type: 'authorizeCloud'; primary: EmbeddedWallet; provider: CloudRecoveryProvider };

export const initialWalletRecoverySnapshot: WalletRecoverySnapshot = initialOperation;

const busy = (snapshot: WalletRecoverySnapshot) =>
  snapshot.status === 'authorizing' || snapshot.status === 'setting-recovery';

export function walletRecoveryMachine(
  snapshot: WalletRecoverySnapshot,
  event: WalletRecoveryEvent,
): Transition<WalletRecoverySnapshot, WalletRecoveryEffect> {
  switch (event.type) {
    case 'setAutomatic':
      if (busy(snapshot)) return stay(snapshot);
      return start('setting-recovery', () => ({
        type: 'setRecovery',
        primary: primaryWallet(event.facts),
        recovery: { method: 'privy' },
      }));
    case 'setCloud':
      if (busy(snapshot)) return stay(snapshot);
      return start('authorizing', () => ({
        type: 'authorizeCloud',
        primary: primaryWallet(event.facts),
        provider: event.provider,
      }));
    case 'cloudAuthorized':
      if (snapshot.status !== 'authorizing') return stay(snapshot);
      return pending('setting-recovery', {
        type: 'setRecovery',
        primary: event.primary,
        recovery: { method: event.provider, accessToken: event.accessToken },
      } as WalletRecoveryEffect);
    case 'recoverySet': {
      if (snapshot.status !== 'setting-recovery') return stay(snapshot);
      const { primary } = event;
      return succeeded(event.wallets.find((wallet) => wallet.address === primary.address) ?? primary);
    }
    case 'failed':
      return busy(snapshot) ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
