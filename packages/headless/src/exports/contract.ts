/**
 * `@foyer/headless/contract`: the provider's wire protocol as types and route definitions
 * (reference §4-§5, §7), and the funding services' wire shapes (§5.12): what the client sends and
 * what a server (the emulator, or your own test double) answers. No React, no state.
 */

export {
  CROSS_APP_TRANSACT_PATH,
  type CrossAppActionMessage,
  type CrossAppRpcMethod,
  type CrossAppRpcRequest,
  type CrossAppTokenUpdate,
  type CrossAppTransactRequest,
  crossAppRpcMethods,
} from '../core/api/crossAppTransact.ts';
export { OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '../core/api/oauthCauses.ts';
export {
  buildPath,
  defineRoute,
  type HttpMethod,
  type NoBody,
  type PathParams,
  type RouteDef,
  type RouteParams,
  type RouteRequest,
  type RouteResponse,
} from '../core/api/route.ts';
export type { WireCrossAppConnection } from '../core/api/routes/crossApp.ts';
export type { WireFarcasterSignerInit, WireFarcasterSignerStatus } from '../core/api/routes/farcaster.ts';
export type { CoinbaseBlockchain, WireMoonpayConfig } from '../core/api/routes/funding.ts';
export { type RouteDomain, routeDomains } from '../core/api/routes/index.ts';
export type { WireMfaSmsInit, WireMfaToken, WireTotpInit } from '../core/api/routes/mfa.ts';
export type { PasskeyInit } from '../core/api/routes/passkey.ts';
export type { CloudRecoveryProvider } from '../core/api/routes/recovery.ts';
export type {
  SmartWalletType,
  WireSmartWalletConfig,
  WireSmartWalletConfigInput,
  WireSmartWalletNetwork,
} from '../core/api/routes/smartWallets.ts';
export type {
  WireAdditionalSigner,
  WireKeyQuorum,
  WirePolicy,
  WirePolicyCondition,
  WirePolicyRule,
  WireSealedShare,
  WireServerTransaction,
  WireServerWallet,
  WireSignedAuthorization,
  WireWalletRpcData,
  WireWalletRpcRequest,
  WireWalletRpcResponse,
  WireWalletTransaction,
} from '../core/api/routes/walletApi.ts';
export type {
  WireEvmTransactionRequest,
  WireScanAmount,
  WireScanAsset,
  WireScanAssetDiff,
  WireScanAssetType,
  WireScanExposure,
  WireScanFeature,
  WireScanFeatureType,
  WireScanRequest,
  WireScanResponse,
  WireScanResultType,
  WireScanSimulation,
  WireScanSpender,
  WireScanValidation,
} from '../core/api/scanWire.ts';
export {
  authenticationOptionsToJson,
  authenticationOptionsToWire,
  authenticationResponseToJson,
  authenticationResponseToWire,
  registrationOptionsToJson,
  registrationOptionsToWire,
  registrationResponseToJson,
  registrationResponseToWire,
  type WirePasskeyAuthenticationOptions,
  type WirePasskeyAuthenticationResponse,
  type WirePasskeyCredentialDescriptor,
  type WirePasskeyExtensionResults,
  type WirePasskeyRegistrationOptions,
  type WirePasskeyRegistrationResponse,
} from '../core/api/webauthnWire.ts';
export {
  type ApiErrorBody,
  type CreateOnLogin,
  type LoginMode,
  type MfaMethod,
  type OAuthProvider,
  oauthProviders,
  type SessionUpdateAction,
  smartWalletTypes,
  type WireAccountTransferData,
  type WireAllowlistConfig,
  type WireAppConfig,
  type WireAuthResponse,
  type WireCrossAppAccount,
  type WireCustomAccount,
  type WireEmailAccount,
  type WireEmbeddedWalletConfig,
  type WireExternalWalletMetadata,
  type WireFarcasterAccount,
  type WireFundingConfig,
  type WireLinkedAccount,
  type WireOAuthAccount,
  type WireOAuthTokens,
  type WireOAuthUserInfo,
  type WirePasskeyAccount,
  type WirePhoneAccount,
  type WireSmartWalletAccount,
  type WireSuccess,
  type WireTelegramAccount,
  type WireTelegramAuthConfig,
  type WireTelegramAuthResult,
  type WireTelegramWebAppData,
  type WireUser,
  type WireWalletAccount,
} from '../core/api/wire.ts';
export { CLIENT_VERSION, CODE_LENGTH, HEADER, REFRESH_COOKIE_DAYS, SDK_VERSION } from '../core/constants.ts';
export { ErrorCode, type FoyerErrorCode } from '../core/errors/codes.ts';
export { isErrorCode } from '../core/errors/isErrorCode.ts';
export {
  AUTHORIZATION_LIMITS,
  AUTHORIZATION_SIGNATURE_HEADER,
  type AuthorizationRequest,
  authorizationPayload,
  canonicalJson,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_EXPIRY_HEADER,
} from '../core/wallets/authorization.ts';
export {
  type EntropyIdVerifier,
  type EntropyRef,
  type EthereumRpcRequest,
  type EthereumRpcResponse,
  type ExportQuery,
  IFRAME_EVENT_PREFIX,
  IFRAME_TIMEOUT_MS,
  type IframeEventName,
  type IframeEvents,
  type IframeRequest,
  type IframeRequestData,
  type IframeResponse,
  type IframeResponseData,
  MFA_LIMITS,
  MFA_TOKEN_HEADER,
  type MfaFields,
  type RecoveryFields,
  type SolanaRpcRequest,
  type SolanaRpcResponse,
  WALLET_EXPORT_PATH,
  WALLET_IFRAME_PATH,
  type WalletChainType,
  type WalletErrorType,
  type WalletRecoveryMethod,
  walletErrorTypes,
} from '../core/wallets/protocol.ts';
export {
  type CoinbasePayQuery,
  MOONPAY_API_KEYS,
  type MoonpayTransactionStatus,
  RELAY_NATIVE_CURRENCY,
  RELAY_SOLANA_CHAIN_ID,
  type RelayStatus,
  type WireMoonpayTransaction,
  type WireRelayQuote,
  type WireRelayQuoteRequest,
  type WireRelayRequests,
  type WireRelayTransactionData,
} from '../wallets/funding/services.ts';
