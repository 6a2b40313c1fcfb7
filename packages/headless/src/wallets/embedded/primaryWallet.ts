import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { EmbeddedWallet } from '../types.ts';
import type { WalletFacts } from './operation.ts';
import { notAuthenticated } from './signingRules.ts';

/**
 * The wallet whose entropy recovery secures (spec §4 'Recovery actions': the primary wallet's): the
 * user's own first wallet (index 0, not imported).
 */
export function primaryWallet(facts: WalletFacts): EmbeddedWallet {
  if (!facts.authenticated) throw notAuthenticated();
  const primary = facts.wallets.find(
    (wallet) => wallet.walletIndex === 0 && !wallet.imported && wallet.entropyId === wallet.address,
  );
  if (!primary) throw new FoyerError(ErrorCode.EMBEDDED_WALLET_NOT_FOUND, 'The user has no embedded wallet to secure');
  return primary;
}
