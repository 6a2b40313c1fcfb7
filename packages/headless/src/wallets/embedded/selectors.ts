import type { User, WalletAccount } from '../../core/user.ts';
import type { EntropyIdVerifier, WalletChainType, WalletRecoveryMethod } from '../../core/wallets/protocol.ts';
import type { EmbeddedWallet } from '../types.ts';

const verifiers: Record<WalletChainType, EntropyIdVerifier> = {
  ethereum: 'ethereum-address-verifier',
  solana: 'solana-address-verifier',
};

/** Embedded wallets are the `wallet` accounts of client type `privy` (their connector is `embedded`). */
const isEmbedded = (account: User['linkedAccounts'][number]): account is WalletAccount =>
  account.type === 'wallet' && account.walletClientType === 'privy';
const isChain = (chain: string): chain is WalletChainType => chain === 'ethereum' || chain === 'solana';

/**
 * The user's embedded wallets (linked accounts `wallet_client_type: 'privy'`, `connector_type:
 * 'embedded'`), ordered by chain then index. Every HD wallet shares the user's entropy, whose id is
 * the address of the index-0 Ethereum wallet, else of the index-0 Solana one (reference §6.4); an
 * imported wallet is its own entropy.
 */
export function embeddedWallets(user: User | null): EmbeddedWallet[] {
  if (!user) return [];
  const accounts = user.linkedAccounts.filter(isEmbedded).filter((account) => isChain(account.chainType));
  const primary = (chain: WalletChainType) =>
    accounts.find((account) => account.chainType === chain && !account.imported && (account.walletIndex ?? 0) === 0);
  const root = primary('ethereum') ?? primary('solana');
  return accounts
    .map((account): EmbeddedWallet => {
      const chainType = account.chainType as WalletChainType;
      const walletIndex = account.walletIndex ?? 0;
      const entropy = account.imported || !root ? account : root;
      return {
        address: account.address,
        chainType,
        walletClientType: 'privy',
        connectorType: 'embedded',
        walletIndex,
        imported: account.imported ?? false,
        delegated: account.delegated ?? false,
        recoveryMethod: (account.recoveryMethod ?? 'privy') as WalletRecoveryMethod,
        entropyId: entropy.address,
        entropyIdVerifier: verifiers[entropy.chainType as WalletChainType],
        hdWalletIndex: account.imported ? 0 : walletIndex,
        id: account.id ?? null,
      };
    })
    .sort((a, b) => a.chainType.localeCompare(b.chainType) || a.walletIndex - b.walletIndex);
}

export function walletsOfChain<Chain extends WalletChainType>(
  wallets: readonly EmbeddedWallet[],
  chain: Chain,
): EmbeddedWallet<Chain>[] {
  return wallets.filter((wallet): wallet is EmbeddedWallet<Chain> => wallet.chainType === chain);
}
