import { ErrorCode, type FoyerErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { WalletErrorType } from '../../core/wallets/protocol.ts';

/** The kit's code for each error type the wallet iframe answers with (spec §8 'Wallet error types'). */
export function walletErrorCode(type: WalletErrorType): FoyerErrorCode {
  switch (type) {
    case 'missing_or_invalid_mfa':
      return ErrorCode.MISSING_OR_INVALID_MFA;
    case 'mfa_verification_max_attempts_reached':
      return ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED;
    case 'mfa_timeout':
      return ErrorCode.MFA_TIMEOUT;
    case 'twilio_verification_failed':
      return ErrorCode.SMS_VERIFICATION_FAILED;
    case 'insufficient_funds':
      return ErrorCode.INSUFFICIENT_BALANCE;
    case 'invalid_recovery_pin':
      return ErrorCode.INVALID_RECOVERY_PASSWORD;
    case 'wallet_not_on_device':
      return ErrorCode.EMBEDDED_WALLET_NOT_FOUND;
    default:
      return ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR;
  }
}

/** The wallet iframe answered an error: `walletErrorType` is its `type`, `message` its message. */
export class EmbeddedWalletError extends FoyerError {
  override readonly name = 'EmbeddedWalletError';
  readonly walletErrorType: WalletErrorType;
  constructor(type: WalletErrorType, message: string) {
    super(walletErrorCode(type), message);
    this.walletErrorType = type;
  }
}
