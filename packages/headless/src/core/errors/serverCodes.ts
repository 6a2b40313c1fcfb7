import type { FoyerErrorCode } from './codes.ts';

/**
 * The codes a provider's error body may carry (reference §3.16's server enum, and what the emulator
 * sends), for `isServerErrorCode`: the kit narrows a server's `code` on every failed call, so this
 * list is on each page's startup path. The catalogue (`ErrorCode`) and the codes only the kit raises
 * (`network_error`, the wallet and WebAuthn codes, …) are not: they load with the code that uses
 * them. Kit modules on the startup path name codes by value (`'network_error'`, typed
 * `FoyerErrorCode`). A test checks every code the emulator sends is listed here.
 */
export const serverErrorCodes = [
  'oauth_account_suspended',
  'missing_or_invalid_privy_app_id',
  'missing_or_invalid_privy_client_id',
  'missing_or_invalid_token',
  'invalid_data',
  'invalid_captcha',
  'linked_to_another_user',
  'cannot_link_more_of_type',
  'cannot_unlink_sole_account',
  'linked_account_not_found',
  'failed_to_link_account',
  'failed_to_update_account',
  'allowlist_rejected',
  'oauth_user_denied',
  'oauth_unexpected',
  'unknown_auth_error',
  'must_be_authenticated',
  'invalid_credentials',
  'captcha_disabled',
  'too_many_requests',
  'disallowed_login_method',
  'disallowed_plus_email',
  'max_accounts_reached',
  'user_does_not_exist',
  'account_transfer_required',
  'unsupported_wallet_type',
  'not_supported',
  'invalid_request',
  'embedded_wallet_already_exists',
  'embedded_wallet_not_found',
  'embedded_wallet_create_error',
  'unknown_embedded_wallet_error',
  'invalid_message',
  'unable_to_sign',
  'unsupported_chain_id',
  'insufficient_balance',
  'transaction_failure',
  'missing_or_invalid_mfa',
  'region_not_supported',
  'twilio_verification_failed',
  'cannot_unlink_embedded_wallet',
  'pkce_state_code_mismatch',
  'invalid_pkce_parameters',
  'missing_mfa_credentials',
] as const satisfies readonly FoyerErrorCode[];

/** A code a provider's error body may carry. */
export type ServerErrorCode = (typeof serverErrorCodes)[number];

const serverCodes = new Set<string>(serverErrorCodes);

/**
 * Narrow a provider error body's `code` to a kit code: true only for codes a server sends (a code
 * of the kit's own, such as `network_error`, in a body is not trusted as one).
 */
export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && serverCodes.has(value);
}
