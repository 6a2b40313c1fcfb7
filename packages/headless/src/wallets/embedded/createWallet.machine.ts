import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { CreateWalletOptions, EmbeddedWallet } from '../types.ts';
import { type CreationStep, createdWallet, planCreationStep } from './creationRules.ts';
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
import { notAuthenticated } from './signingRules.ts';

export const createWalletStatuses = ['initial', 'creating', 'done', 'error'] as const;
export type CreateWalletStatus = (typeof createWalletStatuses)[number];
/** `result`: the new wallet, as the provider lists it on the user. */
export type CreateWalletSnapshot = OperationSnapshot<'creating', EmbeddedWallet>;

export type CreateWalletEvent =
  | { type: 'create'; options: CreateWalletOptions; facts: WalletFacts }
  /** The iframe created `address`; `wallets` are the user's embedded wallets, fetched again. */
  | { type: 'created'; chainType: WalletChainType; address: string; wallets: readonly EmbeddedWallet[] }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type CreateWalletEffect = CreationStep;

export const initialCreateWalletSnapshot: CreateWalletSnapshot = initialOperation;

/**
 * Creates one embedded wallet (spec §4 'Creation rules', default chain Ethereum), pure: a logged-in
 * user, then the rules plan the iframe call (the chain's primary wallet, or an HD wallet at the next
 * index with `createAdditional`) or refuse before any request; the wallet is done once the
 * refreshed user lists it.
 */
export function createWalletMachine(
  snapshot: CreateWalletSnapshot,
  event: CreateWalletEvent,
): Transition<CreateWalletSnapshot, CreateWalletEffect> {
  switch (event.type) {
    case 'create':
      if (snapshot.status === 'creating') return stay(snapshot);
      return start('creating', () => {
        if (!event.facts.authenticated) throw notAuthenticated();
        return planCreationStep(event.facts.wallets, event.options.chainType ?? 'ethereum', event.options);
      });
    case 'created':
      if (snapshot.status !== 'creating') return stay(snapshot);
      try {
        return succeeded(createdWallet(event.wallets, event.chainType, event.address));
      } catch (error) {
        return failed(error as FoyerError);
      }
    case 'failed':
      return snapshot.status === 'creating' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
