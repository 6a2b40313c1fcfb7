import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CreateWalletOptions, EmbeddedWallet } from '../types.ts';

/** What `createWallet` does: create the chain's primary wallet, or add an HD wallet at an index. */
export type CreationPlan = { kind: 'primary' } | { kind: 'add'; primary: EmbeddedWallet; hdWalletIndex: number };

/**
 * Spec §4 'Creation rules', for the user's wallets of one chain (imported ones excluded): the index
 * cannot be negative; an extra wallet needs a primary one; with a wallet already there and no
 * `createAdditional`, it fails; the new index is the highest existing index plus 1. Throws the
 * `FoyerError` a rule gives.
 */
export function planWalletCreation(wallets: readonly EmbeddedWallet[], options: CreateWalletOptions): CreationPlan {
  const hd = wallets.filter((wallet) => !wallet.imported);
  const primary = hd.find((wallet) => wallet.walletIndex === 0);
  if ('walletIndex' in options) {
    const index = options.walletIndex;
    if (!Number.isInteger(index) || index < 0) {
      throw new FoyerError(
        ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
        `walletIndex must be a whole number ≥ 0, got ${index}`,
      );
    }
    if (hd.some((wallet) => wallet.walletIndex === index)) {
      throw new FoyerError(ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS, `The user already has a wallet at index ${index}`);
    }
    if (index === 0) return { kind: 'primary' };
    if (!primary) {
      throw new FoyerError(
        ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
        'An additional wallet needs the primary wallet (index 0): create it first',
      );
    }
    return { kind: 'add', primary, hdWalletIndex: index };
  }
  if (!primary) return { kind: 'primary' };
  if (!options.createAdditional) {
    throw new FoyerError(
      ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS,
      'The user already has an embedded wallet on this chain; pass createAdditional to create another',
    );
  }
  return { kind: 'add', primary, hdWalletIndex: Math.max(...hd.map((wallet) => wallet.walletIndex)) + 1 };
}
