/**
 * Error codes of external wallets (spec wallets-and-mfa.md §8): part of `FoyerErrorCode`, but kept
 * out of `ErrorCode` so that pages that never connect an external wallet do not carry them.
 */
export const WalletErrorCode = {
  /** An external wallet answered EIP-1193 4900: it is disconnected from every chain. */
  WALLET_DISCONNECTED: 'wallet_disconnected',
  /** An external wallet answered EIP-1193 4200 (the spec's 'invalid params': it cannot do what was asked). */
  WALLET_INVALID_PARAMS: 'wallet_invalid_params',
  /** EIP-1193 -32002 while connecting: the wallet already shows a connection request. */
  WALLET_CONNECTION_PENDING: 'wallet_connection_pending',
  /** EIP-1193 -32002 on another request (a signature, a chain switch): the wallet already shows one. */
  WALLET_REQUEST_PENDING: 'wallet_request_pending',
  /** EIP-1193 -32002 from a locked wallet: the user must unlock it first. */
  WALLET_LOCKED: 'wallet_locked',
  /** An external wallet did not answer in time (spec §8 'Wallet request timed out'). */
  WALLET_REQUEST_TIMEOUT: 'wallet_request_timeout',
  /** Any other failure connecting an external wallet (spec §8 'Unable to connect to wallet.'). */
  UNKNOWN_CONNECT_WALLET_ERROR: 'unknown_connect_wallet_error',
  /** A wallet request on an external wallet that is not connected (spec §8 'Wallet is not currently connected.'). */
  WALLET_NOT_CONNECTED: 'wallet_not_connected',
} as const;

export type WalletErrorCodeValue = (typeof WalletErrorCode)[keyof typeof WalletErrorCode];
