import { ErrorCode, type FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import type { Messages } from '../../i18n/messages.en.ts';

/** What the connection screen says about a failed connection or signature, and whether it offers 'Retry'. */
export interface WalletErrorCopy {
  title: string;
  detail: string | null;
  retryable: boolean;
}

/**
 * Spec login-and-accounts.md §8 'Wallet errors with retry': 'User already exists for this address'
 * and 'Unable to link' / 'You've reached the maximum number of linked wallets.' are not retryable;
 * 'Wallet request timed out', 'Could not log in with wallet' and 'You rejected the request' are;
 * a connection error reads 'Unable to connect to wallet.'; the EIP-1193 cases their own copy.
 */
export function walletErrorCopy(code: FoyerErrorCode, m: Messages): WalletErrorCopy {
  const w = m.externalWallets;
  switch (code) {
    case ErrorCode.LINKED_TO_ANOTHER_USER:
      return { title: w.userExists, detail: null, retryable: false };
    case ErrorCode.CANNOT_LINK_MORE_OF_TYPE:
      return { title: w.unableToLink, detail: w.maxLinkedWallets, retryable: false };
    case ErrorCode.USER_REJECTED_REQUEST:
      return { title: w.rejected, detail: null, retryable: true };
    case ErrorCode.WALLET_REQUEST_TIMEOUT:
    case ErrorCode.CLIENT_REQUEST_TIMEOUT:
      return { title: w.timedOut, detail: null, retryable: true };
    case ErrorCode.INVALID_CREDENTIALS:
    case ErrorCode.INVALID_DATA:
    case ErrorCode.UNKNOWN_AUTH_ERROR:
    case ErrorCode.UNABLE_TO_SIGN:
      return { title: w.couldNotLogIn, detail: null, retryable: true };
    case ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR:
      return { title: w.connectError, detail: null, retryable: true };
    default:
      return { title: errorMessage({ code }, m), detail: null, retryable: true };
  }
}
