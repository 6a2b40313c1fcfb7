/**
 * `@foyer/headless/ethereum`: external Ethereum wallets (EIP-6963 and injected discovery,
 * WalletConnect, connection) and Sign-In With Ethereum, with their hooks. Needs nothing beyond the
 * package's own dependencies (no viem): `@foyer/ui`'s wallet screens load it, and a login-only app
 * builds without viem. The embedded wallet as a viem account or an EIP-1193 provider is in
 * `@foyer/headless/viem`.
 */
export {
  createEthereumWallets,
  type DiscoveryTarget,
  type Eip1193Like,
  type Eip6963ProviderDetail,
  type EthereumWallets,
  ethereumWalletsOf,
} from '../ethereum/external/discovery.ts';
export {
  type UseConnectWalletParameters,
  type UseConnectWalletReturnType,
  useConnectWallet,
} from '../ethereum/external/useConnectWallet.ts';
export { useWalletConnectUri } from '../ethereum/external/useWalletConnectUri.ts';
export {
  createWalletConnect,
  signClientConnector,
  type WalletConnect,
  type WalletConnectConnector,
  type WalletConnectConnectorFactory,
  type WalletConnectProposal,
  type WalletConnectSession,
  walletConnectConnectorOf,
  walletConnectOf,
  walletConnectOption,
  walletConnectProjectId,
} from '../ethereum/external/walletConnect.ts';
export { knownEthereumWallets, walletIdOf } from '../ethereum/external/walletIds.ts';
export {
  createSiweLoginFlow,
  type SiweLoginCommands,
  type SiweLoginFlow,
  type SiweLoginFlowOptions,
} from '../flows/siwe/siweLogin.flow.ts';
export {
  initialSiweLoginSnapshot,
  type SiweLoginEffect,
  type SiweLoginErrorCode,
  type SiweLoginEvent,
  type SiweLoginSnapshot,
  type SiweLoginStatus,
  type SiweWallet,
  siweLoginMachine,
  siweLoginStatuses,
} from '../flows/siwe/siweLogin.machine.ts';
export { buildSiweMessage, SIWE_RESOURCE, type SiweMessageInput } from '../flows/siwe/siweMessage.ts';
export { type UseSiweLoginParameters, type UseSiweLoginReturnType, useSiweLogin } from '../flows/siwe/useSiweLogin.ts';
export type {
  Address,
  EmbeddedEthereumWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  Hex,
  SigningChain,
} from '../wallets/types.ts';
