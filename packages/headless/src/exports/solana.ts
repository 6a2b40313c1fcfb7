/**
 * `@foyer/headless/solana`: the embedded Solana wallet as a Wallet Standard wallet, so apps using
 * the Solana wallet adapter (or any Wallet Standard app) list it and sign with it.
 */
export type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
export type { SiwsLoginCommands } from '../flows/siws/siwsLogin.flow.ts';
export {
  createSiwsLoginFlow,
  type SiwsLoginFlow,
  type SiwsLoginFlowOptions,
} from '../flows/siws/siwsLogin.flow.ts';
export {
  initialSiwsLoginSnapshot,
  type SiwsFailedStep,
  type SiwsIntent,
  type SiwsLoginEffect,
  type SiwsLoginErrorCode,
  type SiwsLoginEvent,
  type SiwsLoginSnapshot,
  type SiwsLoginStatus,
  type SiwsRunFacts,
  type SiwsSigner,
  type SiwsWalletMeta,
  siwsLoginMachine,
  siwsLoginStatuses,
} from '../flows/siws/siwsLogin.machine.ts';
export { buildSiwsMessage, SIWS_RESOURCE, type SiwsMessageFields } from '../flows/siws/siwsMessage.ts';
export {
  type UseSiwsLoginParameters,
  type UseSiwsLoginReturnType,
  useSiwsLogin,
} from '../flows/siws/useSiwsLogin.ts';
export {
  connectSolanaWallet,
  discoverSolanaWallets,
  isSolanaLoginWallet,
  type SolanaWalletConnection,
  type SolanaWalletDiscovery,
  solanaWalletClientType,
  toSolanaWalletError,
  toSolanaWalletOption,
} from '../solana/externalWallets.ts';
export { EMBEDDED_WALLET_ICON } from '../solana/icon.ts';
export { knownSolanaWallets } from '../solana/knownWallets.ts';
export { buildMemoTransaction, MEMO_PROGRAM_ID, readSignedMemoTransaction } from '../solana/memoTransaction.ts';
export { registerEmbeddedSolanaWallet, registerStandardWallet } from '../solana/register.ts';
export {
  type CreateSolanaStandardWalletParameters,
  createSolanaStandardWallet,
  FOYER_EMBEDDED_FEATURE,
  type FoyerEmbeddedFeature,
  SOLANA_CHAINS,
  type SolanaChain,
  type SolanaStandardWallet,
  type SolanaStandardWalletFeatures,
} from '../solana/standardWallet.ts';
export {
  type UseRegisterEmbeddedSolanaWalletParameters,
  useRegisterEmbeddedSolanaWallet,
} from '../solana/useRegisterEmbeddedSolanaWallet.ts';
export {
  type SolanaExternalWalletCommands,
  type SolanaWalletConnectionSnapshot,
  type UseSolanaExternalWalletsReturnType,
  useSolanaExternalWallets,
} from '../solana/useSolanaExternalWallets.ts';
export type {
  ConnectedExternalWallet,
  ExternalWalletConnection,
  ExternalWalletOption,
} from '../wallets/external/types.ts';
export type { EmbeddedSolanaWallet, EmbeddedWallet, EmbeddedWalletSigner } from '../wallets/types.ts';
