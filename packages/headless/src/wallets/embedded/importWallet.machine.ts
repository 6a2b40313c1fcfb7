import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { EmbeddedWallet, ImportWalletOptions } from '../types.ts';
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
import { notAuthenticated, sameAddress } from './signingRules.ts';

export const importWalletStatuses = ['initial', 'importing', 'done', 'error'] as const;
export type ImportWalletStatus = (typeof importWalletStatuses)[number];
/** `result`: the imported wallet (index 0, `imported: true`), as the provider lists it. */
export type ImportWalletSnapshot = OperationSnapshot<'importing', EmbeddedWallet>;

export type ImportWalletEvent =
  | { type: 'import'; options: ImportWalletOptions; facts: WalletFacts }
  | { type: 'imported'; chainType: WalletChainType; address: string; wallets: readonly EmbeddedWallet[] }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

/** The key travels in the effect only: no snapshot ever holds it. */
export type ImportWalletEffect = { type: 'import'; privateKey: string; chainType: WalletChainType };

export const initialImportWalletSnapshot: ImportWalletSnapshot = initialOperation;

/** The rules on the input, before any request: a non-empty key string and a known chain (default Ethereum). */
export function planImport(options: ImportWalletOptions | undefined, facts: WalletFacts): ImportWalletEffect {
  if (!facts.authenticated) throw notAuthenticated();
  const { privateKey, chainType = 'ethereum' } = options ?? ({} as Partial<ImportWalletOptions>);
  if (typeof privateKey !== 'string' || privateKey.trim() === '') {
    throw new ValidationError('privateKey', ErrorCode.INVALID_DATA, 'The private key must be a non-empty string');
  }
  if (chainType !== 'ethereum' && chainType !== 'solana') {
    throw new ValidationError('chainType', ErrorCode.INVALID_DATA, "chainType must be 'ethereum' or 'solana'");
  }
  return { type: 'import', privateKey: privateKey.trim(), chainType };
}

/**
 * Imports a private key as an embedded wallet of its own (reference §3.4), pure: the input rules,
 * then the iframe imports it (refused in TEE mode and for an address already linked), and the
 * operation is done once the refreshed user lists the imported wallet.
 */
export function importWalletMachine(
  snapshot: ImportWalletSnapshot,
  event: ImportWalletEvent,
): Transition<ImportWalletSnapshot, ImportWalletEffect> {
  switch (event.type) {
    case 'import':
      if (snapshot.status === 'importing') return stay(snapshot);
      return start('importing', () => planImport(event.options, event.facts));
    case 'imported': {
      if (snapshot.status !== 'importing') return stay(snapshot);
      const { chainType, address } = event;
      const wallet = event.wallets.find(
        (candidate) =>
          candidate.imported && candidate.chainType === chainType && sameAddress(chainType, candidate.address, address),
      );
      if (wallet) return succeeded(wallet);
      return failed(
        new FoyerError(
          ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR,
          `Wallet ${address} was imported but is not on the user`,
        ),
      );
    }
    case 'failed':
      return snapshot.status === 'importing' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
