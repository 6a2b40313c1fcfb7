import { ErrorCode } from '../core/errors/codes.ts';
import { isFoyerError } from '../core/errors/FoyerError.ts';

/** EIP-1193 and EIP-1474 error codes the provider answers with. */
export const ProviderErrorCode = {
  /** The user rejected the request. */
  USER_REJECTED: 4001,
  /** The requested method or account has not been authorized (no embedded wallet, or not this one). */
  UNAUTHORIZED: 4100,
  /** The provider does not support the method. */
  UNSUPPORTED_METHOD: 4200,
  /** The provider is disconnected from all chains (the user logged out). */
  DISCONNECTED: 4900,
  /** The provider is not connected to the requested chain. */
  CHAIN_DISCONNECTED: 4901,
  /** `wallet_switchEthereumChain` to a chain that is not configured. */
  UNRECOGNIZED_CHAIN: 4902,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
} as const;

/** An EIP-1193 `ProviderRpcError`: what `request()` rejects with. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.data !== undefined) this.data = options.data;
  }
}

const codeForFoyer: Partial<Record<string, number>> = {
  [ErrorCode.USER_REJECTED_REQUEST]: ProviderErrorCode.USER_REJECTED,
  [ErrorCode.UNSUPPORTED_CHAIN_ID]: ProviderErrorCode.CHAIN_DISCONNECTED,
  [ErrorCode.MUST_BE_AUTHENTICATED]: ProviderErrorCode.UNAUTHORIZED,
  [ErrorCode.EMBEDDED_WALLET_NOT_FOUND]: ProviderErrorCode.UNAUTHORIZED,
  [ErrorCode.INVALID_MESSAGE]: ProviderErrorCode.INVALID_PARAMS,
};

/** Any failure as a `ProviderRpcError`; a kit error keeps its `code` in `data.code` and as `cause`. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (isFoyerError(error)) {
    return new ProviderRpcError(codeForFoyer[error.code] ?? ProviderErrorCode.INTERNAL, error.message, {
      data: { code: error.code },
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderRpcError(ProviderErrorCode.INTERNAL, message, { cause: error });
}
