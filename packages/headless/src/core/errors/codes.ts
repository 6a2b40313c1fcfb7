/**
 * Stable error codes. Values are the provider's wire codes (snake_case), so a code read from a server
 * body, a client failure or a validation issue can all be compared the same way:
 * `error.code === ErrorCode.INVALID_CREDENTIALS`. Keys follow the spec's catalogue (spec 000 §8).
 */
export const ErrorCode = {
  // Server and client auth codes (reference PrivyErrorCode values).
  OAUTH_ACCOUNT_SUSPENDED: 'oauth_account_suspended',
  MISSING_OR_INVALID_APP_ID: 'missing_or_invalid_privy_app_id',
  MISSING_OR_INVALID_CLIENT_ID: 'missing_or_invalid_privy_client_id',
  MISSING_OR_INVALID_TOKEN: 'missing_or_invalid_token',
  INVALID_DATA: 'invalid_data',
  INVALID_CAPTCHA: 'invalid_captcha',
  LINKED_TO_ANOTHER_USER: 'linked_to_another_user',
  CANNOT_LINK_MORE_OF_TYPE: 'cannot_link_more_of_type',
  CANNOT_UNLINK_SOLE_ACCOUNT: 'cannot_unlink_sole_account',
  LINKED_ACCOUNT_NOT_FOUND: 'linked_account_not_found',
  FAILED_TO_LINK_ACCOUNT: 'failed_to_link_account',
  FAILED_TO_UPDATE_ACCOUNT: 'failed_to_update_account',
  USER_EXITED_UPDATE_FLOW: 'exited_update_flow',
  ALLOWLIST_REJECTED: 'allowlist_rejected',
  OAUTH_USER_DENIED: 'oauth_user_denied',
  OAUTH_UNEXPECTED: 'oauth_unexpected',
  UNKNOWN_AUTH_ERROR: 'unknown_auth_error',
  USER_EXITED_AUTH_FLOW: 'exited_auth_flow',
  USER_EXITED_LINK_FLOW: 'exited_link_flow',
  USER_EXITED_SET_PASSWORD_FLOW: 'user_exited_set_password_flow',
  MUST_BE_AUTHENTICATED: 'must_be_authenticated',
  CLIENT_REQUEST_TIMEOUT: 'client_request_timeout',
  INVALID_CREDENTIALS: 'invalid_credentials',
  CAPTCHA_TIMEOUT: 'captcha_timeout',
  CAPTCHA_FAILURE: 'captcha_failure',
  CAPTCHA_DISABLED: 'captcha_disabled',
  TOO_MANY_REQUESTS: 'too_many_requests',
  DISALLOWED_LOGIN_METHOD: 'disallowed_login_method',
  DISALLOWED_PLUS_EMAIL: 'disallowed_plus_email',
  /** The app has reached its user cap. */
  USER_LIMIT_REACHED: 'max_accounts_reached',
  USER_DOES_NOT_EXIST: 'user_does_not_exist',
  ACCOUNT_TRANSFER_REQUIRED: 'account_transfer_required',
  UNSUPPORTED_WALLET_TYPE: 'unsupported_wallet_type',
  NOT_SUPPORTED: 'not_supported',
  INVALID_REQUEST: 'invalid_request',
  // Embedded wallets and signing (wallets-and-mfa.md §8).
  EMBEDDED_WALLET_ALREADY_EXISTS: 'embedded_wallet_already_exists',
  EMBEDDED_WALLET_NOT_FOUND: 'embedded_wallet_not_found',
  EMBEDDED_WALLET_CREATE_ERROR: 'embedded_wallet_create_error',
  UNKNOWN_EMBEDDED_WALLET_ERROR: 'unknown_embedded_wallet_error',
  INVALID_MESSAGE: 'invalid_message',
  UNABLE_TO_SIGN: 'unable_to_sign',
  UNSUPPORTED_CHAIN_ID: 'unsupported_chain_id',
  INSUFFICIENT_BALANCE: 'insufficient_balance',
  TRANSACTION_FAILURE: 'transaction_failure',
  /** Spec wallets §8 'Simulation failed': the chain refused the transaction before it was sent (the revert reason in `details.reason`). */
  SIMULATION_FAILED: 'simulation_failed',
  MISSING_OR_INVALID_MFA: 'missing_or_invalid_mfa',
  /** Spec §8: 4 wrong codes for one request ('You have exceeded the maximum number of attempts…'). */
  MFA_VERIFICATION_MAX_ATTEMPTS_REACHED: 'mfa_verification_max_attempts_reached',
  /** Spec §8: no code within 300 s ('You have exceeded the time limit for code entry…'). */
  MFA_TIMEOUT: 'mfa_timeout',
  /** Spec §8 'Verification canceled' (the user or the app cancelled the MFA prompt). */
  MFA_CANCELED: 'mfa_canceled',
  // User-owned recovery (wallets-and-mfa.md §2, §5, §8 'Recovery and password').
  /** The recovery password did not open the backup (the iframe's `invalid_recovery_pin`): 'Invalid recovery password, please try again.' */
  INVALID_RECOVERY_PASSWORD: 'invalid_recovery_pin',
  /** Spec §5: a password shorter than 6 characters ('Password must be at least 6 characters'). */
  PASSWORD_TOO_SHORT: 'password_too_short',
  /** Spec §5: characters outside letters, digits and `!@#$%^&*()-_+` ('Invalid characters used ( … )'; the characters in `details.characters`). */
  PASSWORD_INVALID_CHARACTERS: 'password_invalid_characters',
  /** Spec §5: the confirmation differs from the password ('Passwords do not match'). */
  PASSWORDS_DO_NOT_MATCH: 'passwords_do_not_match',
  /** Spec §8 'Recovery OAuth failed': the cloud's consent did not give a token (denied, closed, or refused). */
  RECOVERY_OAUTH_FAILED: 'recovery_oauth_failed',
  /** Spec §8 'User exited set recovery flow'. */
  USER_EXITED_SET_RECOVERY_FLOW: 'user_exited_set_recovery_flow',
  /** Spec §8 'User exited before wallet could be connected': a recovery that asked for a password or a cloud was left. */
  USER_EXITED_WALLET_RECOVERY: 'user_exited_wallet_recovery',
  // Funding and bridging (wallets-and-mfa.md §2 'Funding', §5 'Funding enablement', §8 'Funding', 'Bridging').
  /** Spec §8 'Wallet funding is not enabled': the app offers no funding option (`funding_config`). */
  FUNDING_NOT_ENABLED: 'funding_not_enabled',
  /** Spec §8 'Funding chain <id> is not in PrivyProvider chains list' (`details.chainId`). */
  FUNDING_CHAIN_NOT_CONFIGURED: 'funding_chain_not_configured',
  /** Spec §8 'USDC funding is not supported on the Solana testnet'. */
  FUNDING_ASSET_NOT_SUPPORTED: 'funding_asset_not_supported',
  /** Spec §8 'Invalid funding data': an amount that is not digits with at most one dot, or not above 0 (spec §5). */
  INVALID_FUNDING_DATA: 'invalid_funding_data',
  /** Spec §8 'Unable to fetch token details': the asset's symbol or decimals could not be read from the chain. */
  TOKEN_DETAILS_UNAVAILABLE: 'token_details_unavailable',
  /** Spec §8 Funding, the card provider's failure: the card payment failed, or its status API failed 3 times in a row. */
  CARD_FUNDING_FAILED: 'card_funding_failed',
  /** Spec §8 Funding, any other method's failure (the exchange on-ramp, a transfer). */
  FUNDING_FAILED: 'funding_failed',
  /** Spec §8 'Unable to initialize flow': the on-ramp's popup could not open (blocked), or its session could not start. */
  FUNDING_FLOW_NOT_INITIALIZED: 'funding_flow_not_initialized',
  /** Spec §5 'Unsupported chainId … for Coinbase Onramp' (`details.chainId`). */
  UNSUPPORTED_ONRAMP_CHAIN: 'unsupported_onramp_chain',
  /** Spec §8 'Unable to fetch quotes for bridging' (the bridge's message in `details.message`). */
  BRIDGE_QUOTE_FAILED: 'bridge_quote_failed',
  /** Spec §8 'Unable to select bridge option from quotes.' */
  BRIDGE_OPTION_UNAVAILABLE: 'bridge_option_unavailable',
  /** Spec §8 Bridging 'Transaction failed': the bridge refunded or failed (`details.status`: `refund` | `failure`). */
  BRIDGE_FAILED: 'bridge_failed',
  // Delegated actions (wallets-and-mfa.md §2 'Delegated access', §8 'Delegation').
  /** Spec §8 'Address to delegate is not associated with current user.' */
  DELEGATION_WALLET_NOT_FOUND: 'delegation_wallet_not_found',
  /** Spec §8 'User declined delegating actions.' */
  USER_DECLINED_DELEGATION: 'user_declined_delegation',
  /** Spec §8 'User declined revoking access to their delegated wallet.' */
  USER_DECLINED_REVOKE: 'user_declined_revoke',
  /** A session-signer change for a wallet the user has not delegated, or a signer id the app does not have. */
  SESSION_SIGNER_FAILED: 'session_signer_failed',
  // Cross-app signing (wallets-and-mfa.md §4 'Cross-app signing', §8 'Cross-app', 'Transactions').
  /** Spec §8 'Cannot transact against a read-only provider app': no provider token, and the connection is read-only. */
  CROSS_APP_READ_ONLY: 'cross_app_read_only',
  /** Spec §8 'Invalid connected app': the app has no connection to that provider app. */
  INVALID_CONNECTED_APP: 'invalid_connected_app',
  /** Spec §8 'Transactions require a valid token': still no provider token after the link flow. */
  CROSS_APP_TOKEN_REQUIRED: 'cross_app_token_required',
  /** Spec §8 'Cannot request a signature with this wallet address': no cross-app account holds it. */
  CROSS_APP_WALLET_NOT_FOUND: 'cross_app_wallet_not_found',
  /**
   * The provider app's page answered with an error (its text in `message`), or the page could not be
   * opened (spec §8 'Failed to initialize signature request').
   */
  CROSS_APP_REQUEST_FAILED: 'cross_app_request_failed',
  // Client-only codes: failures that never reach a server, and input that fails validation.
  NETWORK_ERROR: 'network_error',
  /**
   * A call that spent a one-time code (e-mail, SMS) lost its reply: a 5xx, a timeout or a dropped
   * connection after it was sent. The server may have used the code, so the kit never sends it again:
   * the user needs a new code (`resendCode()`). It is not a wrong code.
   */
  CODE_OUTCOME_UNKNOWN: 'code_outcome_unknown',
  ABORTED: 'aborted',
  INVALID_EMAIL: 'invalid_email',
  INVALID_CODE: 'invalid_code',
  ALREADY_AUTHENTICATED: 'already_authenticated',
  NO_FLOW_IN_PROGRESS: 'no_flow_in_progress',
  INVALID_CONFIG: 'invalid_config',
  PROVIDER_NOT_FOUND: 'provider_not_found',
  MULTIPLE_PROVIDERS: 'multiple_providers',
  /** The user closed a signing screen or refused a request (EIP-1193 4001). */
  USER_REJECTED_REQUEST: 'user_rejected_request',
  /** Embedded wallets need an https provider origin (localhost and IP addresses exempt). */
  INSECURE_ORIGIN: 'insecure_origin',
  /** SMS codes cannot be sent to numbers of this calling code (spec §8 'This region is not supported'). */
  REGION_NOT_SUPPORTED: 'region_not_supported',
  /** The SMS provider could not verify the number or code (react-auth's `twilio_verification_failed`; spec §8). */
  SMS_VERIFICATION_FAILED: 'twilio_verification_failed',
  /** A phone number that is not valid for its country (client validation; spec §5). */
  INVALID_PHONE_NUMBER: 'invalid_phone_number',
  /** Embedded wallets belong to the user for good: never unlinked (server code). */
  CANNOT_UNLINK_EMBEDDED_WALLET: 'cannot_unlink_embedded_wallet',
  /** Spec §8 'missing account transfer inputs': no nonce or no account, or a type that cannot move (custom, guest, passkey). */
  MISSING_ACCOUNT_TRANSFER_INPUTS: 'missing_account_transfer_inputs',
  /** Spec wallets §8: a Solana wallet connection failed for no reason the wallet gave ('Unable to connect to wallet'). */
  UNKNOWN_CONNECT_WALLET_ERROR: 'unknown_connect_wallet_error',
  /** Spec wallets §2, §8: Phantom gave no Solana account ('Please check that Phantom multichain is enabled'). */
  PHANTOM_MULTICHAIN_DISABLED: 'phantom_multichain_disabled',
  /** A Solana wallet that signs no messages (Ledger): sign in with the memo transaction ('Continue with Ledger'). */
  SOLANA_SIGN_MESSAGE_UNSUPPORTED: 'solana_sign_message_unsupported',
  // External wallets (wallets-and-mfa.md §2, §8).
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
  /** A wallet request on an external wallet that is not connected (spec §8 'Wallet is not currently connected.'). */
  WALLET_NOT_CONNECTED: 'wallet_not_connected',
  /** An OAuth return whose state is not the one this browser stored (spec §4: a possible phishing attempt). */
  OAUTH_STATE_MISMATCH: 'pkce_state_code_mismatch',
  /** An OAuth return without its stored code verifier, or a verifier the server refused (spec §8 'Authentication error.'). */
  INVALID_PKCE_PARAMETERS: 'invalid_pkce_parameters',
  /** Spec §8 'Passkey request timed out or rejected by user.': the browser's prompt was cancelled or timed out (WebAuthn NotAllowedError). */
  PASSKEY_NOT_ALLOWED: 'passkey_not_allowed',
  /**
   * The browser refused the passkey's relying party for this page (WebAuthn `SecurityError`): the page
   * is on an IP address, or the rp id is not its domain. Open the page by a domain name (`localhost`).
   */
  PASSKEY_INVALID_DOMAIN: 'passkey_invalid_domain',
  /** Spec §5 'WebAuthn is not supported in this browser': no passkeys here. */
  WEBAUTHN_NOT_SUPPORTED: 'webauthn_not_supported',
  /** Spec wallets §8 MISSING_MFA_CREDENTIALS 'Cannot unlink a passkey enrolled in MFA' (unless it leaves MFA too: `remove_as_mfa`). */
  MISSING_MFA_CREDENTIALS: 'missing_mfa_credentials',
  // Farcaster signer (wallets-and-mfa.md §2, §4, §8).
  /** A Farcaster signer needs a linked Farcaster account: its fid is the account the signer acts for. */
  FARCASTER_ACCOUNT_NOT_LINKED: 'farcaster_account_not_linked',
  /** Spec §8 'Request rejected': the Farcaster app rejected (or later revoked) the signer. */
  FARCASTER_SIGNER_REVOKED: 'farcaster_signer_revoked',
  /** Spec §4 'missing public key': no approved signer key (its status carried none, or none was approved yet). */
  FARCASTER_SIGNER_MISSING: 'farcaster_signer_missing',
} as const;

export type ErrorCodeKey = keyof typeof ErrorCode;
export type FoyerErrorCode = (typeof ErrorCode)[ErrorCodeKey];
