import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, isFoyerError } from '../../core/errors/FoyerError.ts';

/**
 * What a request to an external wallet fails with: the codes `toWalletError` gives, and the ones a
 * wallet connection raises itself (no wallet connected, no answer in time).
 */
export type WalletFailureCode =
  | 'user_rejected_request'
  | 'wallet_disconnected'
  | 'unsupported_chain_id'
  | 'wallet_invalid_params'
  | 'wallet_locked'
  | 'wallet_connection_pending'
  | 'wallet_request_pending'
  | 'unknown_connect_wallet_error'
  | 'unable_to_sign'
  | 'wallet_request_timeout'
  | 'wallet_not_connected';

/** What the wallet was asked when it failed: connecting (accounts), or a later request (signature, chain switch). */
export type WalletRequestPhase = 'connect' | 'request';

/** The EIP-1193 codes the spec names (wallets-and-mfa.md §8). */
export const WalletProviderCode = {
  USER_REJECTED: 4001,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  RESOURCE_UNAVAILABLE: -32002,
  /** EIP-3326: `wallet_switchEthereumChain` to a chain the wallet does not know (read as 4901). */
  UNRECOGNIZED_CHAIN: 4902,
} as const;

function providerCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  if (typeof code === 'number') return code;
  // Some wallets wrap the provider's error (viem's `cause`, ethers' `error`).
  const inner = (error as { cause?: unknown; error?: unknown }).cause ?? (error as { error?: unknown }).error;
  return inner === undefined || inner === error ? null : providerCode(inner);
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);

/**
 * An external wallet's failure as a `FoyerError` (spec wallets-and-mfa.md §8): 4001 the user
 * rejected, 4900 disconnected, 4901 unsupported chain, 4200 invalid params, and -32002 split three
 * ways: a locked wallet (its message asks to unlock), a connection already pending (while
 * connecting), or another request already pending. Anything else is 'Unable to connect to wallet.'
 * while connecting and kept as is (or `unable_to_sign`) later. A `FoyerError` passes through.
 */
export function toWalletError(error: unknown, phase: WalletRequestPhase): FoyerError {
  if (isFoyerError(error)) return error;
  const message = messageOf(error);
  const cause = { cause: error };
  switch (providerCode(error)) {
    case WalletProviderCode.USER_REJECTED:
      return new FoyerError(ErrorCode.USER_REJECTED_REQUEST, `The user rejected the request: ${message}`, cause);
    case WalletProviderCode.DISCONNECTED:
      return new FoyerError(ErrorCode.WALLET_DISCONNECTED, `The wallet is disconnected: ${message}`, cause);
    case WalletProviderCode.CHAIN_DISCONNECTED:
    case WalletProviderCode.UNRECOGNIZED_CHAIN:
      return new FoyerError(
        ErrorCode.UNSUPPORTED_CHAIN_ID,
        `The wallet is not on a supported chain: ${message}`,
        cause,
      );
    case WalletProviderCode.UNSUPPORTED_METHOD:
      return new FoyerError(ErrorCode.WALLET_INVALID_PARAMS, `The wallet cannot do this request: ${message}`, cause);
    case WalletProviderCode.RESOURCE_UNAVAILABLE:
      if (/lock|unlock/i.test(message)) {
        return new FoyerError(ErrorCode.WALLET_LOCKED, `The wallet is locked: ${message}`, cause);
      }
      return phase === 'connect'
        ? new FoyerError(
            ErrorCode.WALLET_CONNECTION_PENDING,
            `A connection request is already pending: ${message}`,
            cause,
          )
        : new FoyerError(
            ErrorCode.WALLET_REQUEST_PENDING,
            `A request is already pending in the wallet: ${message}`,
            cause,
          );
    default:
      return phase === 'connect'
        ? new FoyerError(ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR, `Unable to connect to the wallet: ${message}`, cause)
        : new FoyerError(ErrorCode.UNABLE_TO_SIGN, `The wallet failed the request: ${message}`, cause);
  }
}
