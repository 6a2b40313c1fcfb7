import type { WireAdditionalSigner } from '../../core/api/routes/walletApi.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import {
  failed,
  initialOperation,
  type OperationSnapshot,
  reset,
  start,
  stay,
  succeeded,
  type WalletFacts,
} from '../embedded/operation.ts';
import { notAuthenticated } from '../embedded/signingRules.ts';
import type { EmbeddedWallet } from '../types.ts';

/**
 * Delegated actions and session signers (spec §2 'Delegated access', §4 'Delegation consent and
 * revoke', reference §3.11): the user lets the app's server use an embedded wallet while they are
 * away (`delegate`: the wallet iframe gives the provider's enclave a share of the key), takes it back
 * (`revoke`: every delegated wallet), or chooses which of the app's authorization keys may sign for a
 * delegated wallet, and under which policies (session signers).
 */

export const delegationStatuses = ['initial', 'delegating', 'revoking', 'updating-signers', 'done', 'error'] as const;
export type DelegationStatus = (typeof delegationStatuses)[number];

/** What an action leaves: the user as the provider now has them, and the wallet it was about (none for a revoke). */
export interface DelegationResult {
  user: User;
  wallet: EmbeddedWallet | null;
}

export type DelegationSnapshot = OperationSnapshot<'delegating' | 'revoking' | 'updating-signers', DelegationResult>;

/** Which embedded wallet (reference §3.11 `delegateWallet({ address, chainType })`). */
export interface DelegateWalletOptions {
  address: string;
  chainType: WalletChainType;
}

/** A session signer: one of the app's authorization keys (a key quorum id) and the policies it signs under. */
export interface SessionSigner {
  signerId: string;
  /** Replace the wallet's policies for this signer; absent: the wallet's own apply. */
  policyIds?: string[];
}

export interface AddSessionSignersOptions {
  address: string;
  signers: SessionSigner[];
}

/** The entropy's first wallet, which the consent names as the root (reference §6.4). */
export interface RootWallet {
  address: string;
  chainType: WalletChainType;
  imported: boolean;
}

const toWire = ({ signerId, policyIds }: SessionSigner): WireAdditionalSigner => ({
  signer_id: signerId,
  ...(policyIds ? { override_policy_ids: policyIds } : {}),
});

/** The wallet's signers after `change`: added ones replace a signer of the same id. */
export function nextSigners(current: readonly WireAdditionalSigner[], change: SignersChange): WireAdditionalSigner[] {
  if (change.type === 'remove') return [];
  const added = change.signers.map(toWire);
  const ids = new Set(added.map((signer) => signer.signer_id));
  return [...current.filter((signer) => !ids.has(signer.signer_id)), ...added];
}

export type SignersChange = { type: 'add'; signers: SessionSigner[] } | { type: 'remove' };

export type DelegationEvent =
  | { type: 'delegate'; options: DelegateWalletOptions; facts: WalletFacts }
  | { type: 'revoke'; facts: WalletFacts }
  | { type: 'add-signers'; options: AddSessionSignersOptions; facts: WalletFacts }
  | { type: 'remove-signers'; options: { address: string }; facts: WalletFacts }
  | { type: 'finished'; result: DelegationResult }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type DelegationEffect =
  | { type: 'delegate'; wallet: EmbeddedWallet; root: RootWallet }
  | { type: 'revoke' }
  | { type: 'set-signers'; wallet: EmbeddedWallet; root: RootWallet; change: SignersChange };

export const initialDelegationSnapshot: DelegationSnapshot = initialOperation;

const sameAddress = (wallet: EmbeddedWallet, address: string) =>
  wallet.chainType === 'ethereum' ? wallet.address.toLowerCase() === address.toLowerCase() : wallet.address === address;

/** Spec §8 'Address to delegate is not associated with current user.' */
export function walletToDelegate(
  { address, chainType }: { address: string; chainType?: WalletChainType },
  facts: WalletFacts,
): { wallet: EmbeddedWallet; root: RootWallet } {
  if (!facts.authenticated) throw notAuthenticated();
  const wallet = facts.wallets.find(
    (candidate) => sameAddress(candidate, address) && (!chainType || candidate.chainType === chainType),
  );
  if (!wallet) {
    throw new FoyerError(
      ErrorCode.DELEGATION_WALLET_NOT_FOUND,
      'Address to delegate is not associated with current user.',
    );
  }
  const first = facts.wallets.find((candidate) => candidate.address === wallet.entropyId) ?? wallet;
  return { wallet, root: { address: first.address, chainType: first.chainType, imported: first.imported } };
}

function checkSigners(signers: readonly SessionSigner[]): SessionSigner[] {
  const valid =
    Array.isArray(signers) &&
    signers.length > 0 &&
    signers.every(
      (signer) =>
        typeof signer?.signerId === 'string' &&
        signer.signerId.length > 0 &&
        (signer.policyIds === undefined ||
          (Array.isArray(signer.policyIds) &&
            signer.policyIds.every((id: unknown) => typeof id === 'string' && id.length > 0))),
    );
  if (!valid) {
    throw new ValidationError(
      'signers',
      ErrorCode.INVALID_DATA,
      'signers must be one or more { signerId, policyIds? } with non-empty ids',
    );
  }
  return signers.map(({ signerId, policyIds }) => ({ signerId, ...(policyIds ? { policyIds: [...policyIds] } : {}) }));
}

const busy = (snapshot: DelegationSnapshot) =>
  snapshot.status === 'delegating' || snapshot.status === 'revoking' || snapshot.status === 'updating-signers';

export function delegationMachine(
  snapshot: DelegationSnapshot,
  event: DelegationEvent,
): Transition<DelegationSnapshot, DelegationEffect> {
  switch (event.type) {
    case 'delegate':
      if (busy(snapshot)) return stay(snapshot);
      return start(
        'delegating',
        (): DelegationEffect => ({ type: 'delegate', ...walletToDelegate(event.options, event.facts) }),
      );
    case 'revoke':
      if (busy(snapshot)) return stay(snapshot);
      return start('revoking', (): DelegationEffect => {
        if (!event.facts.authenticated) throw notAuthenticated();
        return { type: 'revoke' };
      });
    case 'add-signers':
      if (busy(snapshot)) return stay(snapshot);
      return start('updating-signers', (): DelegationEffect => {
        const target = walletToDelegate(event.options, event.facts);
        return {
          type: 'set-signers',
          ...target,
          change: { type: 'add', signers: checkSigners(event.options.signers) },
        };
      });
    case 'remove-signers':
      if (busy(snapshot)) return stay(snapshot);
      return start('updating-signers', (): DelegationEffect => {
        const target = walletToDelegate(event.options, event.facts);
        if (!target.wallet.delegated) {
          throw new FoyerError(
            ErrorCode.SESSION_SIGNER_FAILED,
            'The wallet is not delegated: it has no session signers',
          );
        }
        return { type: 'set-signers', ...target, change: { type: 'remove' } };
      });
    case 'finished':
      return busy(snapshot) ? succeeded(event.result) : stay(snapshot);
    case 'failed':
      return busy(snapshot) ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
