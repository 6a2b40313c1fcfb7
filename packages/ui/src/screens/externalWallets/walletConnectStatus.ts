import { ErrorCode, type FoyerError, WALLET_CONNECT_MAX_RETRIES, type WalletConnectionSnapshot } from '@foyer/headless';
import type { SiweLoginSnapshot } from '@foyer/headless/ethereum';
import type { WalletConnectViewStatus } from './WalletConnectView.tsx';

/** Errors with screens of their own (the modal's failure routing), not this screen's Retry. */
const ELSEWHERE = new Set<string>([
  ErrorCode.ACCOUNT_TRANSFER_REQUIRED,
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
]);

/** A SIWE failure the modal shows on another screen (transfer, allowlist, user limit, account not found). */
export const failsElsewhere = (error: FoyerError) => ELSEWHERE.has(error.code);

export interface ConnectScreenState {
  status: WalletConnectViewStatus;
  error: FoyerError | null;
  canRetry: boolean;
}

/**
 * The connection screen's status from the two flows (pure): the connection's states first
 * (`connecting`, `switching_to_supported_chain`, a failure with or without retries left), then the
 * signature's (`sign` before it starts, `signing`, `success`, a failure). `signRetries` counts the
 * signature's retries: like the connection's, at most 2 ('Unable to connect wallet' after).
 */
export function connectScreenState(
  connection: WalletConnectionSnapshot,
  siwe: Pick<SiweLoginSnapshot, 'status' | 'error'>,
  signRetries: number,
): ConnectScreenState {
  if (connection.status === 'connecting') return { status: 'connecting', error: null, canRetry: false };
  if (connection.status === 'switching_to_supported_chain')
    return { status: 'switching', error: null, canRetry: false };
  if (connection.status === 'disconnected') {
    if (!connection.error) return { status: 'connecting', error: null, canRetry: false };
    return connection.canRetry
      ? { status: 'error', error: connection.error, canRetry: true }
      : { status: 'unable', error: connection.error, canRetry: false };
  }
  switch (siwe.status) {
    case 'initial':
      return { status: 'sign', error: null, canRetry: false };
    case 'done':
      return { status: 'success', error: null, canRetry: false };
    case 'error': {
      const canRetry = signRetries < WALLET_CONNECT_MAX_RETRIES;
      return { status: 'error', error: siwe.error, canRetry };
    }
    default:
      return { status: 'signing', error: null, canRetry: false };
  }
}

/**
 * The connection screen's status for `connectWallet()` (connect-only, pure): the connection's
 * states, and success as soon as the wallet is connected (on a supported chain): no signature.
 */
export function connectOnlyScreenState(connection: WalletConnectionSnapshot): ConnectScreenState {
  if (connection.status === 'connected') return { status: 'success', error: null, canRetry: false };
  return connectScreenState(connection, { status: 'initial', error: null }, 0);
}
