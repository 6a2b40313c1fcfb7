/**
 * `@foyer/headless/wagmi`: wagmi connectors for the embedded Ethereum wallet and for the external
 * wallet connected through Foyer, and the glue that keeps an app's own wagmi config in step with the
 * Foyer session. Needs `viem` (an optional peer
 * dependency); the connector has wagmi 3's `CreateConnectorFn` shape and imports nothing from it.
 */
export type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
export {
  type ConnectEmbeddedWalletParameters,
  connectEmbeddedWallet,
} from '../wagmi/connectEmbeddedWallet.ts';
export {
  type AttachEmbeddedWalletParameters,
  type ConnectorContext,
  EMBEDDED_WALLET_CONNECTOR_TYPE,
  type EmbeddedWalletConnector,
  type EmbeddedWalletParameters,
  embeddedWallet,
  type WagmiConfigLike,
  type WagmiConfigState,
} from '../wagmi/embeddedWallet.ts';
export {
  type AttachExternalWalletParameters,
  connectExternalWallet,
  EXTERNAL_WALLET_CONNECTOR_TYPE,
  type ExternalWalletConnector,
  type ExternalWalletParameters,
  externalWallet,
  type FoyerExternalWallet,
} from '../wagmi/externalWallet.ts';
export { useFoyerWagmi } from '../wagmi/useFoyerWagmi.ts';
