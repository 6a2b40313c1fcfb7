import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { type AuthorizationRequest, authorizationPayload } from '../../core/wallets/authorization.ts';
import type { EmbeddedWallet, SigningRequest } from '../types.ts';

/**
 * A wallet-API request signed as the user (reference §6.6, `privy:user-signer:sign`), pure: the
 * request checked, its canonical JSON (the bytes the user signer signs) and what the confirmation
 * shows. Input the provider would refuse, or a screen could not show truthfully, fails here with
 * `invalid_data`, before any screen or request.
 */

const METHODS: readonly string[] = ['POST', 'PATCH', 'PUT', 'DELETE'];
const invalid = (field: string, message: string) => new ValidationError(field, ErrorCode.INVALID_DATA, message);

function assertRequest(request: AuthorizationRequest): void {
  if (typeof request !== 'object' || request === null) throw invalid('request', 'The request must be an object');
  if (request.version !== 1) throw invalid('version', 'The request version must be 1');
  if (!METHODS.includes(request.method)) throw invalid('method', `The method must be one of ${METHODS.join(', ')}`);
  if (typeof request.url !== 'string' || !/^https?:\/\/[^/]/.test(request.url)) {
    throw invalid('url', 'The url must be the full http(s) URL of the request');
  }
  const headers = request.headers as Partial<AuthorizationRequest['headers']> | undefined;
  if (typeof headers?.['privy-app-id'] !== 'string' || headers['privy-app-id'] === '') {
    throw invalid('headers', 'The headers need privy-app-id');
  }
  if (typeof headers['privy-request-expiry'] !== 'string' || !/^[0-9]+$/.test(headers['privy-request-expiry'])) {
    throw invalid('headers', 'The headers need privy-request-expiry, milliseconds since the epoch');
  }
  const key = headers['privy-idempotency-key'];
  if (key !== undefined && typeof key !== 'string') throw invalid('headers', 'privy-idempotency-key must be a string');
}

/** The bytes the user signer signs for `request` (its RFC 8785 canonical JSON), and what the user is shown. */
export function walletApiSigning(request: AuthorizationRequest): { message: Uint8Array; signing: SigningRequest } {
  assertRequest(request);
  let message: Uint8Array;
  try {
    message = authorizationPayload(request);
  } catch (error) {
    throw invalid('body', `The body must be JSON: ${(error as Error).message}`);
  }
  const body = request.body === undefined ? '' : JSON.stringify(request.body, null, 2);
  return {
    message,
    signing: { kind: 'wallet-api-request', request: { method: request.method, url: request.url, body } },
  };
}

/**
 * The wallet whose entropy holds the user signer: the user's HD entropy, named by its first wallet
 * (index 0, not imported; Ethereum first).
 */
export function userSignerWallet(wallets: readonly EmbeddedWallet[]): EmbeddedWallet {
  const hd = wallets.filter((wallet) => !wallet.imported && wallet.hdWalletIndex === 0);
  const wallet = hd.find((candidate) => candidate.chainType === 'ethereum') ?? hd[0];
  if (!wallet)
    throw new FoyerError(ErrorCode.EMBEDDED_WALLET_NOT_FOUND, 'The user has no embedded wallet to sign with');
  return wallet;
}
