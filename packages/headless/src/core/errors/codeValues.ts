import type { FoyerErrorCode } from './codes.ts';

/**
 * Every code's value, for `isErrorCode`: the kit narrows a server's `code` on every failed call, so
 * this list is on each page's startup path, while the catalogue (`ErrorCode`, keys and values, in
 * its own module) is not. Kit modules on that path name codes by value (`'network_error'`, typed
 * `FoyerErrorCode`). A test keeps the list equal to `ErrorCode`'s values.
 */
export const errorCodeValues = [
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
  'exited_update_flow',
  'allowlist_rejected',
  'oauth_user_denied',
  'oauth_unexpected',
  'unknown_auth_error',
  'exited_auth_flow',
  'exited_link_flow',
  'user_exited_set_password_flow',
  'must_be_authenticated',
  'client_request_timeout',
  'invalid_credentials',
  'captcha_timeout',
  'captcha_failure',
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
  'network_error',
  'aborted',
  'invalid_email',
  'invalid_code',
  'already_authenticated',
  'no_flow_in_progress',
  'invalid_config',
  'provider_not_found',
  'multiple_providers',
  'user_rejected_request',
  'insecure_origin',
  'region_not_supported',
  'twilio_verification_failed',
  'invalid_phone_number',
  'cannot_unlink_embedded_wallet',
  'missing_account_transfer_inputs',
  'unknown_connect_wallet_error',
  'phantom_multichain_disabled',
  'solana_sign_message_unsupported',
  'pkce_state_code_mismatch',
  'invalid_pkce_parameters',
] as const satisfies readonly FoyerErrorCode[];

const knownCodes = new Set<string>(errorCodeValues);

/** Narrow an unknown string (e.g. a server `code`) to a known code. */
export function isErrorCode(value: unknown): value is FoyerErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}
