import type { AppConfig } from '../../core/config/types.ts';
import type { User } from '../../core/user.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';

/**
 * Spec §4 'Wallet creation': the chains whose embedded wallet `createOnLogin` asks for, for this user.
 * `all-users`: the user has no embedded wallet of that chain; `users-without-wallets`: the user has no
 * wallet at all (embedded or external, any chain); `off`: never.
 */
export function walletChainsToCreate(config: Pick<AppConfig, 'embeddedWallets'>, user: User): WalletChainType[] {
  const wallets = user.linkedAccounts.filter((account) => account.type === 'wallet');
  return (['ethereum', 'solana'] as const).filter((chain) => {
    const mode = config.embeddedWallets[chain].createOnLogin;
    if (wallets.some((wallet) => wallet.walletClientType === 'privy' && wallet.chainType === chain)) return false;
    return mode === 'all-users' || (mode === 'users-without-wallets' && wallets.length === 0);
  });
}
