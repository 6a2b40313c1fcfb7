/** What both entries (`@foyer/headless` and `@foyer/headless/core`) offer apps: errors, rules, types. */

export { isEmbeddedWallet, MAX_LINKED_PASSKEYS } from '../core/accounts/linkRules.ts';
export {
  type AccountTransferData,
  accountTransferData,
  type ExternalWalletMetadata,
  type OAuthUserInfo,
  type TransferAccount,
  type TransferAccountType,
  transferHandle,
} from '../core/accounts/transferData.ts';
export { OAUTH_PROVIDER_RATE_LIMIT_CAUSE } from '../core/api/oauthCauses.ts';
export type { SiwsMessageType } from '../core/api/routes/siws.ts';
export type { SmsChannel } from '../core/api/routes/sms.ts';
export { oauthProviders } from '../core/api/wire.ts';
export {
  type CaptchaSnapshot,
  type CaptchaStatus,
  captchaStatuses,
} from '../core/captcha/captcha.machine.ts';
export { CAPTCHA_TIMING, TURNSTILE_SCRIPT_URL } from '../core/captcha/timing.ts';
export type {
  AppConfig,
  Chain,
  FoyerConfig,
  FundingServices,
  LoginMethod,
  LoginMethodOrderOption,
  OAuthProvider,
  SolanaCluster,
  TelegramAuthConfiguration,
} from '../core/config/types.ts';
export {
  APP_ID_LENGTH,
  CODE_LENGTH,
  DEFAULT_API_URL,
  LOGIN_MESSAGE_MAX_LENGTH,
  RESEND_COOLDOWN_MS,
  SDK_VERSION,
  WRONG_CODE_RESET_MS,
} from '../core/constants.ts';
export { ErrorCode, type FoyerErrorCode } from '../core/errors/codes.ts';
export {
  AbortedError,
  ApiError,
  FoyerError,
  type FoyerErrorDetails,
  type FoyerErrorKind,
  isFoyerError,
  NetworkError,
  TimeoutError,
  ValidationError,
} from '../core/errors/FoyerError.ts';
export {
  type FailureError,
  type FailureReason,
  type FailureRoute,
  failureEndsAttempt,
  failureReason,
  failureReasons,
  failureRoute,
} from '../core/errors/failureRoute.ts';
export type { AsyncCommands, AsyncTwins, ResultOf } from '../core/flow/asyncCommands.ts';
export type {
  ActionCallbacks,
  CompleteFor,
  FlowCallbacks,
  FlowIntent,
  FlowResult,
  FlowSnapshot,
  LinkComplete,
  LoginComplete,
  NoCallbacks,
  UpdateComplete,
} from '../core/flow/types.ts';
export {
  type LandingConfig,
  type LandingLayout,
  type LandingLayoutInput,
  type LandingRow,
  type LandingVariant,
  landingLayout,
  type OverflowLabel,
  type SocialMethod,
  type WalletLabel,
} from '../core/landing/landingLayout.ts';
export type { RecentLogin } from '../core/recent.ts';
export { browserStorage, type FoyerStorage, memoryStorage } from '../core/storage.ts';
export type {
  AccountByType,
  EmailAccount,
  LinkedAccount,
  LinkedAccountType,
  PhoneAccount,
  User,
  WalletAccount,
} from '../core/user.ts';
export { isCompleteCode, isNumeric, normalizeCode } from '../core/validation/code.ts';
export { EMAIL_MAX_LENGTH, type EmailRules, validateEmail } from '../core/validation/email.ts';
export {
  loadPhoneTools,
  type PhoneCountry,
  type PhoneSubmission,
  type PhoneTools,
  phoneCountries,
  toPhoneSubmission,
  validatePhoneSubmission,
} from '../core/validation/phone.ts';
export type { AuthorizationRequest } from '../core/wallets/authorization.ts';
export type { AccountTransferCommands } from '../flows/accounts/accountTransfer.flow.ts';
export {
  type AccountTransferErrorCode,
  type AccountTransferResult,
  type AccountTransferSnapshot,
  type AccountTransferStatus,
  accountTransferStatuses,
} from '../flows/accounts/accountTransfer.machine.ts';
export type { UnlinkAccountCommands } from '../flows/accounts/unlinkAccount.flow.ts';
export {
  type UnlinkAccountSnapshot,
  type UnlinkAccountStatus,
  unlinkAccountStatuses,
} from '../flows/accounts/unlinkAccount.machine.ts';
export type {
  AfterLoginCallbacks,
  AfterLoginCommands,
  AfterLoginOptions,
} from '../flows/afterLogin/afterLogin.flow.ts';
export {
  type AfterLoginSnapshot,
  type AfterLoginStatus,
  afterLoginStatuses,
} from '../flows/afterLogin/afterLogin.machine.ts';
export {
  type AfterLoginStepId,
  afterLoginStepIds,
  requiredAfterLoginSteps,
} from '../flows/afterLogin/afterLoginSteps.ts';
export { AFTER_LOGIN_TIMING } from '../flows/afterLogin/timing.ts';
export type { CrossAppAccountCommands, CrossAppAccountsCommands } from '../flows/crossApp/crossAppAccounts.ts';
export type {
  CrossAppFlowCallbacks,
  CrossAppLoginCommands,
} from '../flows/crossApp/crossAppLogin.flow.ts';
export {
  type CrossAppLoginErrorCode,
  type CrossAppLoginSnapshot,
  type CrossAppLoginStatus,
  type CrossAppMethod,
  type CrossAppProviderApp,
  crossAppLoginStatuses,
} from '../flows/crossApp/crossAppLogin.machine.ts';
export type {
  CrossAppRequestCallbacks,
  CrossAppRequestCommands,
  CrossAppTransaction,
  CrossAppWalletOptions,
} from '../flows/crossApp/crossAppRequest.flow.ts';
export {
  type CrossAppConnection,
  type CrossAppPopupFailureCode,
  type CrossAppRequestErrorCode,
  type CrossAppRequestSnapshot,
  type CrossAppRequestStatus,
  crossAppRequestStatuses,
} from '../flows/crossApp/crossAppRequest.machine.ts';
export type { CustomAuthCommands } from '../flows/customAuth/customAuth.flow.ts';
export {
  type CustomAuthErrorCode,
  type CustomAuthSnapshot,
  type CustomAuthStatus,
  customAuthStatuses,
} from '../flows/customAuth/customAuth.machine.ts';
export type { CustomJwtLinkCommands } from '../flows/customAuth/customJwtLink.flow.ts';
export {
  type CustomJwtLinkErrorCode,
  type CustomJwtLinkSnapshot,
  type CustomJwtLinkStatus,
  customJwtLinkStatuses,
} from '../flows/customAuth/customJwtLink.machine.ts';
export type { CustomTokenGetter } from '../flows/customAuth/readToken.ts';
export type { EmailLoginCommands } from '../flows/email/emailLogin.flow.ts';
export {
  type EmailLoginErrorCode,
  type EmailLoginSnapshot,
  type EmailLoginStatus,
  emailLoginStatuses,
} from '../flows/email/emailLogin.machine.ts';
export type { FarcasterLoginCommands } from '../flows/farcaster/farcasterLogin.flow.ts';
export {
  type FarcasterApproval,
  type FarcasterLoginErrorCode,
  type FarcasterLoginSnapshot,
  type FarcasterLoginStatus,
  farcasterLoginStatuses,
} from '../flows/farcaster/farcasterLogin.machine.ts';
export { FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS, type FarcasterTimers } from '../flows/farcaster/timing.ts';
export type { GuestLoginCommands } from '../flows/guest/guestLogin.flow.ts';
export {
  type GuestLoginErrorCode,
  type GuestLoginSnapshot,
  type GuestLoginStatus,
  guestLoginStatuses,
} from '../flows/guest/guestLogin.machine.ts';
export { isInAppBrowser } from '../flows/oauth/inAppBrowser.ts';
export type { OAuthFlowCallbacks, OAuthLoginCommands } from '../flows/oauth/oauthLogin.flow.ts';
export {
  type OAuthLoginErrorCode,
  type OAuthLoginSnapshot,
  type OAuthLoginStatus,
  oauthLoginStatuses,
} from '../flows/oauth/oauthLogin.machine.ts';
export {
  OAUTH_RETURN_PARAMS,
  type OAuthRedirect,
  type OAuthReturn,
  parseOAuthReturn,
  takeOAuthRedirect,
} from '../flows/oauth/oauthReturn.ts';
export type { OAuthTokenGrant, OAuthTokens } from '../flows/oauth/oauthTokens.ts';
export {
  backspaceDigit,
  type CodeDigits,
  clearDigit,
  type DigitsEdit,
  emptyDigits,
  enterDigits,
} from '../flows/oneTimeCode/codeDigits.ts';
export {
  type CodeEntryStatus,
  type CodeEntryView,
  type CodeFlowSnapshot,
  codeEntryStatuses,
  codeEntryView,
} from '../flows/oneTimeCode/codeEntry.machine.ts';
export type { PasskeyLoginCommands } from '../flows/passkey/passkeyLogin.flow.ts';
export {
  type PasskeyAction,
  type PasskeyIntent,
  type PasskeyLoginErrorCode,
  type PasskeyLoginSnapshot,
  type PasskeyLoginStatus,
  passkeyLoginStatuses,
} from '../flows/passkey/passkeyLogin.machine.ts';
export type { SmsLoginCommands } from '../flows/sms/smsLogin.flow.ts';
export {
  type SmsLoginErrorCode,
  type SmsLoginSnapshot,
  type SmsLoginStatus,
  smsLoginStatuses,
} from '../flows/sms/smsLogin.machine.ts';
export {
  readTelegramAuth,
  readTelegramInitData,
  TELEGRAM_AUTH_URL,
  type TelegramAuthData,
  takeTelegramAuthFromAddress,
} from '../flows/telegram/telegramAddress.ts';
export type { TelegramLoginCommands } from '../flows/telegram/telegramLogin.flow.ts';
export {
  type TelegramLoginErrorCode,
  type TelegramLoginSnapshot,
  type TelegramLoginStatus,
  telegramLoginStatuses,
} from '../flows/telegram/telegramLogin.machine.ts';
export type { AcceptTermsCommands } from '../flows/terms/acceptTerms.flow.ts';
export {
  type AcceptTermsErrorCode,
  type AcceptTermsSnapshot,
  type AcceptTermsStatus,
  acceptTermsStatuses,
} from '../flows/terms/acceptTerms.machine.ts';
export type { DelegatedActionsCommands, SessionSignersCommands } from '../wallets/delegation/delegation.flow.ts';
export {
  type AddSessionSignersOptions,
  type DelegateWalletOptions,
  type DelegationResult,
  type DelegationSnapshot,
  type DelegationStatus,
  delegationStatuses,
  type SessionSigner,
} from '../wallets/delegation/delegation.machine.ts';
export { walletChainsToCreate } from '../wallets/embedded/createOnLoginRule.ts';
export type { CreateWalletCommands } from '../wallets/embedded/createWallet.flow.ts';
export {
  type CreateWalletSnapshot,
  type CreateWalletStatus,
  createWalletStatuses,
} from '../wallets/embedded/createWallet.machine.ts';
export { EmbeddedWalletError, walletErrorCode } from '../wallets/embedded/errors.ts';
export type { ImportWalletCommands } from '../wallets/embedded/importWallet.flow.ts';
export {
  type ImportWalletSnapshot,
  type ImportWalletStatus,
  importWalletStatuses,
} from '../wallets/embedded/importWallet.machine.ts';
export type { OperationSnapshot } from '../wallets/embedded/operation.ts';
export type { RequiredWalletsCommands } from '../wallets/embedded/requiredWallets.flow.ts';
export {
  type RequiredWalletsSnapshot,
  type RequiredWalletsStatus,
  requiredWalletsStatuses,
} from '../wallets/embedded/requiredWallets.machine.ts';
export { embeddedWallets, walletsOfChain } from '../wallets/embedded/selectors.ts';
export type {
  AuthorizationSignatureCommands,
  SendTransactionOptions,
  SignAuthorizationCommands,
  SignMessageCommands,
  SignRawHashCommands,
  SignRawHashOptions,
  SignTransactionCommands,
  SignTypedDataCommands,
  SolanaSignMessageCommands,
  SolanaSignTransactionCommands,
} from '../wallets/embedded/signing.flow.ts';
export {
  type AuthorizationInput,
  type SendSnapshot,
  type SigningSnapshot,
  type SigningStatus,
  signingStatuses,
} from '../wallets/embedded/signing.machine.ts';
export type { SendSolanaTransactionCommands } from '../wallets/embedded/solanaSend/sendSolanaTransaction.flow.ts';
export {
  type SendSolanaTransactionSnapshot,
  type SendSolanaTransactionStatus,
  type SolanaSendCluster,
  sendSolanaTransactionStatuses,
} from '../wallets/embedded/solanaSend/sendSolanaTransaction.machine.ts';
export type { WalletRecoveryCommands } from '../wallets/embedded/walletRecovery.flow.ts';
export {
  type WalletRecoverySnapshot,
  type WalletRecoveryStatus,
  walletRecoveryStatuses,
} from '../wallets/embedded/walletRecovery.machine.ts';
export type { ExportWalletCommands } from '../wallets/export/exportWallet.flow.ts';
export {
  type ExportFrame,
  type ExportWalletOptions,
  type ExportWalletSnapshot,
  type ExportWalletStatus,
  exportWalletStatuses,
} from '../wallets/export/exportWallet.machine.ts';
export {
  type SwitchableConnection,
  WALLET_CONNECT_MAX_RETRIES,
  type WalletConnectionSnapshot,
  type WalletConnectionStatus,
  walletConnectionStatuses,
} from '../wallets/external/connection.machine.ts';
export { WALLET_REQUEST_TIMEOUT_MS } from '../wallets/external/timeout.ts';
export type {
  ConnectedExternalWallet,
  ExternalConnectorType,
  ExternalWalletConnection,
  ExternalWalletOption,
  ExternalWalletSource,
} from '../wallets/external/types.ts';
export {
  DEFAULT_EXTERNAL_WALLET_LIST,
  externalWalletList,
  normalizeWalletName,
  SPECIAL_WALLET_ENTRIES,
  searchWallets,
  WALLET_SEARCH_THRESHOLD,
  type WalletChainFilter,
  type WalletListInput,
} from '../wallets/external/walletList.ts';
export type {
  FarcasterSignErrorCode,
  FarcasterSignSnapshot,
} from '../wallets/farcasterSigner/farcasterSign.machine.ts';
export type {
  FarcasterSignerCallbacks,
  FarcasterSignerCommands,
  FarcasterSignerState,
} from '../wallets/farcasterSigner/farcasterSigner.flow.ts';
export {
  type FarcasterSignerErrorCode,
  type FarcasterSignerResult,
  type FarcasterSignerSnapshot,
  type FarcasterSignerStatus,
  farcasterSignerStatuses,
} from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
export type { FundWalletCommands } from '../wallets/funding/fundWallet.flow.ts';
export {
  type FundingSession,
  type FundWalletSnapshot,
  fundWalletExit,
} from '../wallets/funding/fundWallet.machine.ts';
export type { RelayStatus } from '../wallets/funding/services.ts';
export type {
  BridgeSource,
  CardPaymentSummary,
  CardProvider,
  FundingAsset,
  FundingMethod,
  FundingOptions,
  FundingTarget,
  FundWalletConfig,
  FundWalletExit,
  FundWalletResult,
  FundWalletState,
  FundWalletStatus,
} from '../wallets/funding/types.ts';
export {
  type MfaChallengeFields,
  type MfaChallengeSnapshot,
  type MfaChallengeStatus,
  type MfaCode,
  mfaChallengeStatuses,
} from '../wallets/mfa/challenge.machine.ts';
export type { MfaEnrollmentCommands } from '../wallets/mfa/enrollment.flow.ts';
export {
  type MfaEnrollmentFields,
  type MfaEnrollmentSnapshot,
  type MfaEnrollmentStatus,
  mfaEnrollmentStatuses,
  type TotpSetup,
} from '../wallets/mfa/enrollment.machine.ts';
export type { MfaChallengeCommands, MfaRequiredListener } from '../wallets/mfa/mfaGate.ts';
export {
  generatePassword,
  PASSWORD_RULES,
  type PasswordStrength,
  passwordError,
  passwordStrength,
} from '../wallets/recovery/password.ts';
export type { RecoveryPromptCommands } from '../wallets/recovery/recoveryGate.ts';
export {
  type RecoveryPromptSnapshot,
  type RecoveryPromptStatus,
  recoveryPromptStatuses,
} from '../wallets/recovery/recoveryPrompt.machine.ts';
export type { RecoverySecret, UserOwnedRecoveryMethod } from '../wallets/recovery/secret.ts';
export type { SetPasswordCommands } from '../wallets/recovery/setPassword.flow.ts';
export {
  type PasswordIssueCode,
  type SetPasswordSnapshot,
  type SetPasswordStatus,
  setPasswordStatuses,
} from '../wallets/recovery/setPassword.machine.ts';
export type {
  AssetAmount,
  AssetInfo,
  EthereumSendPreview,
  EthereumSendReceipt,
  PreparedEthereumTransaction,
  SendChain,
  SendTransactionUiOptions,
  SolanaSendInstruction,
  SolanaSendPreview,
  SolanaSendReceipt,
  TransactionAction,
  TransactionScan,
  UnsignedTransactionRequest,
} from '../wallets/sendTypes.ts';
export type {
  SendSolanaTransactionInput,
  SolanaConnection,
  SolanaTransactionInput,
} from '../wallets/solanaSendTypes.ts';
export type {
  Address,
  ApproveResult,
  CreateWalletOptions,
  EmbeddedEthereumWallet,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletSigner,
  EthereumTransactionSummary,
  Hex,
  ImportWalletOptions,
  SendKind,
  SignedAuthorization,
  SigningChain,
  SigningKind,
  SigningRequest,
  SignMessageUiOptions,
  SolanaInstructionSummary,
  SolanaTransactionSummary,
  TypedData,
  WalletAddress,
  WalletCallOptions,
  WalletUiRequest,
} from '../wallets/types.ts';
