import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { EmbeddedWallet } from '../types.ts';
import { walletsOfChain } from './selectors.ts';

/** Spec §6: only an authenticated user creates, signs with or recovers an embedded wallet. */
export const notAuthenticated = () =>
  new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The user must be authenticated to use embedded wallets');

export function requireUser(user: User | null): User {
  if (!user) throw notAuthenticated();
  return user;
}

/** Spec §5 'Signing': a message is a non-empty string (Solana: non-empty bytes). */
export function assertMessage(message: unknown, kind: 'string' | 'bytes'): void {
  const valid =
    kind === 'string'
      ? typeof message === 'string' && message.length > 0
      : message instanceof Uint8Array && message.length > 0;
  if (!valid) {
    throw new ValidationError(
      'message',
      ErrorCode.INVALID_MESSAGE,
      kind === 'string' ? 'Message must be a non-empty string' : 'Message must be non-empty bytes (Uint8Array)',
    );
  }
}

export function assertTypedData(typedData: unknown): void {
  const data = typedData as { types?: unknown; primaryType?: unknown; message?: unknown } | null;
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof data.types !== 'object' ||
    typeof data.primaryType !== 'string' ||
    typeof data.message !== 'object'
  ) {
    throw new ValidationError(
      'typedData',
      ErrorCode.INVALID_MESSAGE,
      'Typed data needs types, primaryType and message',
    );
  }
}

export const sameAddress = (chain: WalletChainType, a: string, b: string) =>
  chain === 'ethereum' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** The wallet that signs: the one at `address`, else the chain's primary (index 0) one. */
export function pickWallet<Chain extends WalletChainType>(
  wallets: readonly EmbeddedWallet[],
  chain: Chain,
  address?: string,
): EmbeddedWallet<Chain> {
  const ofChain = walletsOfChain(wallets, chain);
  const wallet =
    address === undefined
      ? (ofChain.find((candidate) => candidate.walletIndex === 0 && !candidate.imported) ?? ofChain[0])
      : ofChain.find((candidate) => sameAddress(chain, candidate.address, address));
  if (!wallet) {
    throw new FoyerError(
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
      address === undefined
        ? `The user has no embedded ${chain} wallet`
        : `No embedded ${chain} wallet for address ${address}`,
    );
  }
  return wallet;
}
