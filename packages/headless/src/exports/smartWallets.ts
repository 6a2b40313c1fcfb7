/**
 * `@foyer/headless/smart-wallets`: the user's ERC-4337 smart account, owned by their embedded wallet
 * (reference §3.13). Its own entry: it brings viem's account abstraction (viem is an optional peer),
 * which an app without smart wallets never loads.
 */

export {
  type SmartWalletsConfig,
  SmartWalletsProvider,
} from '../wallets/smartWallets/SmartWalletsProvider.ts';
export type { SmartWalletCall } from '../wallets/smartWallets/sendUserOperation.ts';
export type {
  SmartWalletClient,
  SmartWalletSendOptions,
  SmartWalletTransaction,
} from '../wallets/smartWallets/smartWalletClient.ts';
export { type UseSmartWalletsReturnType, useSmartWallets } from '../wallets/smartWallets/useSmartWallets.ts';
