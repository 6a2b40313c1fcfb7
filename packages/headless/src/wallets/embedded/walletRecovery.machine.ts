import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { EmbeddedWallet } from '../types.ts';
import {
  failed,
  initialOperation,
  type OperationSnapshot,
  reset,
  start,
  stay,
  succeeded,
  type WalletFacts,
} from './operation.ts';
import { primaryWallet } from './primaryWallet.ts';

export const walletRecoveryStatuses = ['initial', 'setting-recovery', 'done', 'error'] as const;
export type WalletRecoveryStatus = (typeof walletRecoveryStatuses)[number];
/** `result`: the primary wallet with its new recovery method. */
export type WalletRecoverySnapshot = OperationSnapshot<'setting-recovery', EmbeddedWallet>;

export type WalletRecoveryEvent =
  | { type: 'setAutomatic'; facts: WalletFacts }
  | { type: 'recoverySet'; primary: EmbeddedWallet; wallets: readonly EmbeddedWallet[] }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type WalletRecoveryEffect = { type: 'setAutomaticRecovery'; primary: EmbeddedWallet };

export const initialWalletRecoverySnapshot: WalletRecoverySnapshot = initialOperation;

/** Spec §2 'Automatic recovery', pure: moves the primary wallet's recovery to automatic (`privy`). */
export function walletRecoveryMachine(
  snapshot: WalletRecoverySnapshot,
  event: WalletRecoveryEvent,
): Transition<WalletRecoverySnapshot, WalletRecoveryEffect> {
  switch (event.type) {
    case 'setAutomatic':
      if (snapshot.status === 'setting-recovery') return stay(snapshot);
      return start('setting-recovery', () => ({ type: 'setAutomaticRecovery', primary: primaryWallet(event.facts) }));
    case 'recoverySet': {
      if (snapshot.status !== 'setting-recovery') return stay(snapshot);
      const { primary } = event;
      return succeeded(event.wallets.find((wallet) => wallet.address === primary.address) ?? primary);
    }
    case 'failed':
      return snapshot.status === 'setting-recovery' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
