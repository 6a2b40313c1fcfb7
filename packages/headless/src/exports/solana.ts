/**
 * `@foyer/headless/solana`: the embedded Solana wallet as a Wallet Standard wallet, so apps using
 * the Solana wallet adapter (or any Wallet Standard app) list it and sign with it.
 */
export type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
export { EMBEDDED_WALLET_ICON } from '../solana/icon.ts';
export { registerEmbeddedSolanaWallet, registerStandardWallet } from '../solana/register.ts';
export {
  type CreateSolanaStandardWalletParameters,
  createSolanaStandardWallet,
  SOLANA_CHAINS,
  type SolanaChain,
  type SolanaStandardWallet,
  type SolanaStandardWalletFeatures,
} from '../solana/standardWallet.ts';
export {
  type UseRegisterEmbeddedSolanaWalletParameters,
  useRegisterEmbeddedSolanaWallet,
} from '../solana/useRegisterEmbeddedSolanaWallet.ts';
export type { EmbeddedSolanaWallet, EmbeddedWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
