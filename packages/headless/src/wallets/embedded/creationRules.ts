import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { CreateWalletOptions, EmbeddedWallet } from '../types.ts';
import { walletsOfChain } from './selectors.ts';
import { sameAddress } from './signingRules.ts';

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

/** The iframe call that creates a wallet of `chainType`, as the rules plan it. */
export interface CreationStep {
  type: 'create';
  chainType: WalletChainType;
  plan: CreationPlan;
  /** For a chain's primary wallet: the other chain's primary one, whose entropy it shares (loaded first). */
  other: EmbeddedWallet | null;
}

/** Plans the creation of a `chainType` wallet among the user's `wallets` (throws what a rule refuses). */
export function planCreationStep(
  wallets: readonly EmbeddedWallet[],
  chainType: WalletChainType,
  options: CreateWalletOptions,
): CreationStep {
  const plan = planWalletCreation(walletsOfChain(wallets, chainType), options);
  const other =
    plan.kind === 'add'
      ? null
      : (wallets.find((wallet) => wallet.chainType !== chainType && wallet.walletIndex === 0 && !wallet.imported) ??
        null);
  return { type: 'create', chainType, plan, other };
}

/** The wallet the iframe created at `address`, read from the refreshed user (it fails when the provider does not list it). */
export function createdWallet(
  wallets: readonly EmbeddedWallet[],
  chainType: WalletChainType,
  address: string,
): EmbeddedWallet {
  const wallet = wallets.find(
    (candidate) => candidate.chainType === chainType && sameAddress(chainType, candidate.address, address),
  );
  if (!wallet) {
    throw new FoyerError(
      ErrorCode.EMBEDDED_WALLET_CREATE_ERROR,
      `Wallet ${address} was created but is not on the user`,
    );
  }
  return wallet;
}
