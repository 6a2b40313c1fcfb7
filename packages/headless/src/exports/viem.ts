/**
 * `@foyer/headless/viem`: the embedded Ethereum wallet through the ecosystem's own interfaces, a
 * viem `LocalAccount` and an EIP-1193 provider (with EIP-1193 error codes). Needs `viem` (an optional
 * peer dependency): the one entry, with `./wagmi`, that does.
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
export { type ToViemAccountParameters, toViemAccount } from '../ethereum/toViemAccount.ts';
export type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
export type {
  Address,
  EmbeddedEthereumWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  Hex,
} from '../wallets/types.ts';
