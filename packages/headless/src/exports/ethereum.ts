/**
 * `@foyer/headless/ethereum`: the embedded Ethereum wallet through the ecosystem's own interfaces:
 * a viem `LocalAccount` and an EIP-1193 provider; external Ethereum wallets (EIP-6963 and injected
 * discovery, connection) and Sign-In With Ethereum with their hooks. Needs `viem` (an optional peer dependency).
 */
export {
  type CreateEip1193ProviderParameters,
  createEip1193Provider,
  type EmbeddedEip1193Provider,
  type ProviderChain,
  type ProviderEvent,
  type RequestArguments,
} from '../ethereum/eip1193Provider.ts';
export { ProviderErrorCode, ProviderRpcError, toProviderRpcError } from '../ethereum/errors.ts';
export {
  createEthereumWallets,
  type DiscoveryTarget,
  type Eip1193Like,
  type Eip6963ProviderDetail,
  type EthereumWallets,
} from '../ethereum/external/discovery.ts';
export {
  ethereumWalletsOf,
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
export { type ToViemAccountParameters, toViemAccount } from '../ethereum/toViemAccount.ts';
export type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
export {
  createSiweLoginFlow,
  type SiweLoginCommands,
  type SiweLoginFlow,
  type SiweLoginFlowOptions,
} from '../flows/siwe/siweLogin.flow.ts';
export {
  initialSiweLoginSnapshot,
  type SiweLoginEffect,
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
  EmbeddedEthereumWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  Hex,
  SigningChain,
} from '../wallets/types.ts';
