/**
 * `@foyer/headless/core`: the kit without React. `createFoyerCore()` plus every flow's factory and
 * pure machine, so any framework (or none) runs the same flows:
 *
 * ```ts
 * const core = createFoyerCore({ appId, apiUrl });
 * await core.start();
 * const login = createEmailLoginFlow(core);
 * await login.commands.sendCode({ email });
 * ```
 */

export {
  type AccountCandidate,
  checkLink,
  checkLinkLimit,
  checkLogin,
  MAX_LINKED_PER_TYPE,
} from '../core/accounts/linkRules.ts';
export { transferAccount, transferCall } from '../core/accounts/transfer.ts';
export { type TransferContext, withTransferContext } from '../core/accounts/transferContext.ts';
export { unlinkAccount, unlinkCall } from '../core/accounts/unlink.ts';
export { checkUnlink } from '../core/accounts/unlinkRules.ts';
export type { ApiClient, CallOptions } from '../core/api/client.ts';
export {
  type CaptchaCommands,
  type CaptchaFlow,
  type CaptchaFlowOptions,
  type CaptchaSettings,
  createCaptchaFlow,
} from '../core/captcha/captcha.flow.ts';
export {
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaStep,
  captchaMachine,
  initialCaptchaSnapshot,
} from '../core/captcha/captcha.machine.ts';
export { captchaTokenFor, getCaptcha, isCaptchaEnabled } from '../core/captcha/captchaToken.ts';
export type { CaptchaProvider, CaptchaWidgetCallbacks } from '../core/captcha/provider.ts';
export { createTurnstileProvider, type TurnstileApi } from '../core/captcha/turnstile.ts';
export {
  createFoyerCore,
  type FoyerCore,
  type FoyerCoreOptions,
  type FoyerTestingOptions,
} from '../core/createFoyerCore.ts';
export { asyncCommands } from '../core/flow/asyncCommands.ts';
export { type AuthOutcome, completeAuth } from '../core/flow/completeAuth.ts';
export { createFlow, type EffectContext, type Flow, type FlowDefinition } from '../core/flow/createFlow.ts';
export { createOperation } from '../core/flow/createOperation.ts';
export { checkIntent, type SessionFacts } from '../core/flow/intent.ts';
export type { Machine, Transition } from '../core/flow/types.ts';
export type { Session } from '../core/session/session.ts';
export { persistSession } from '../core/session/tokens.ts';
export {
  type AccountTransferCallbacks,
  type AccountTransferFlow,
  createAccountTransferFlow,
} from '../flows/accounts/accountTransfer.flow.ts';
export {
  type AccountTransferEffect,
  type AccountTransferEvent,
  accountTransferMachine,
  initialAccountTransferSnapshot,
} from '../flows/accounts/accountTransfer.machine.ts';
export { createUnlinkAccountFlow, type UnlinkAccountFlow } from '../flows/accounts/unlinkAccount.flow.ts';
export {
  initialUnlinkAccountSnapshot,
  type UnlinkAccountEffect,
  type UnlinkAccountEvent,
  unlinkAccountMachine,
} from '../flows/accounts/unlinkAccount.machine.ts';
export { type AfterLoginFlow, createAfterLoginFlow } from '../flows/afterLogin/afterLogin.flow.ts';
export {
  type AfterLoginEffect,
  type AfterLoginEvent,
  type AfterLoginMachineOptions,
  createAfterLoginMachine,
  initialAfterLoginSnapshot,
} from '../flows/afterLogin/afterLogin.machine.ts';
export { afterLoginRules } from '../flows/afterLogin/afterLoginSteps.ts';
export { createCrossAppAccounts } from '../flows/crossApp/crossAppAccounts.ts';
export {
  type CrossAppLoginFlow,
  type CrossAppLoginFlowOptions,
  createCrossAppLoginFlow,
} from '../flows/crossApp/crossAppLogin.flow.ts';
export {
  type CrossAppLoginEffect,
  type CrossAppLoginEvent,
  type CrossAppRunFacts,
  type CrossAppStored,
  crossAppLoginMachine,
  initialCrossAppLoginSnapshot,
} from '../flows/crossApp/crossAppLogin.machine.ts';
export {
  type CrossAppRequestFlow,
  type CrossAppRequestFlowOptions,
  createCrossAppRequestFlow,
} from '../flows/crossApp/crossAppRequest.flow.ts';
export {
  type CrossAppRequestEffect,
  type CrossAppRequestEvent,
  crossAppRequestMachine,
  initialCrossAppRequestSnapshot,
} from '../flows/crossApp/crossAppRequest.machine.ts';
export {
  type CustomAuthCallbacks,
  type CustomAuthFlow,
  type CustomAuthFlowOptions,
  type CustomAuthSource,
  createCustomAuthFlow,
} from '../flows/customAuth/customAuth.flow.ts';
export {
  CUSTOM_AUTH_LINKED_RETRIES,
  type CustomAuthEffect,
  type CustomAuthEvent,
  type CustomAuthFacts,
  customAuthMachine,
  initialCustomAuthSnapshot,
} from '../flows/customAuth/customAuth.machine.ts';
export { type CustomJwtLinkFlow, createCustomJwtLinkFlow } from '../flows/customAuth/customJwtLink.flow.ts';
export {
  type CustomJwtLinkEffect,
  type CustomJwtLinkEvent,
  customJwtLinkMachine,
  initialCustomJwtLinkSnapshot,
} from '../flows/customAuth/customJwtLink.machine.ts';
export {
  createEmailLoginFlow,
  type EmailLoginFlow,
  type EmailLoginFlowOptions,
} from '../flows/email/emailLogin.flow.ts';
export {
  type EmailLoginEffect,
  type EmailLoginEvent,
  type EmailRunFacts,
  emailLoginMachine,
  initialEmailLoginSnapshot,
} from '../flows/email/emailLogin.machine.ts';
export {
  createFarcasterLoginFlow,
  type FarcasterLoginFlow,
  type FarcasterLoginFlowOptions,
} from '../flows/farcaster/farcasterLogin.flow.ts';
export {
  type FarcasterLoginEffect,
  type FarcasterLoginEvent,
  type FarcasterRunFacts,
  farcasterLoginMachine,
  initialFarcasterLoginSnapshot,
} from '../flows/farcaster/farcasterLogin.machine.ts';
export { GUEST_CREDENTIAL_BYTES, guestCredential } from '../flows/guest/guestCredential.ts';
export {
  createGuestLoginFlow,
  type GuestLoginFlow,
  type GuestLoginFlowOptions,
} from '../flows/guest/guestLogin.flow.ts';
export {
  type GuestLoginEffect,
  type GuestLoginEvent,
  type GuestRunFacts,
  guestLoginMachine,
  initialGuestLoginSnapshot,
} from '../flows/guest/guestLogin.machine.ts';
export {
  createOAuthLoginFlow,
  type OAuthLoginFlow,
  type OAuthLoginFlowOptions,
} from '../flows/oauth/oauthLogin.flow.ts';
export {
  initialOAuthLoginSnapshot,
  type OAuthLoginEffect,
  type OAuthLoginEvent,
  type OAuthRunFacts,
  type OAuthStored,
  oauthLoginMachine,
} from '../flows/oauth/oauthLogin.machine.ts';
export {
  clearPending,
  isOAuthPopup,
  OAUTH_KEPT_POPUP_NAME,
  OAUTH_POPUP_NAME,
  type OAuthPending,
  type OAuthPopupMessage,
  type PendingStorage,
  readPending,
  relayToOpener,
  savePending,
  tabStorage,
  takeOAuthReturn,
} from '../flows/oauth/oauthReturn.ts';
export { onOAuthTokenGrant } from '../flows/oauth/oauthTokens.ts';
export { codeChallengeOf, createPkce, PKCE_RANDOM_BYTES, type PkceParameters } from '../flows/oauth/pkce.ts';
export {
  type AwaitPopupOptions,
  awaitPopupReturn,
  openOAuthPopup,
  POPUP_CLOSED_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_TIMEOUT_MS,
  POPUP_WIDTH,
} from '../flows/oauth/popup.ts';
export {
  type CodeEntryCallbacks,
  type CodeEntryCommands,
  type CodeEntryFlow,
  createCodeEntryFlow,
} from '../flows/oneTimeCode/codeEntry.flow.ts';
export {
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntrySnapshot,
  codeEntryMachine,
  initialCodeEntrySnapshot,
} from '../flows/oneTimeCode/codeEntry.machine.ts';
export { type PasskeyAuthenticator, passkeyError } from '../flows/passkey/browserAuthenticator.ts';
export {
  createPasskeyLoginFlow,
  type PasskeyLoginFlow,
  type PasskeyLoginFlowOptions,
} from '../flows/passkey/passkeyLogin.flow.ts';
export {
  initialPasskeyLoginSnapshot,
  type PasskeyLoginEffect,
  type PasskeyLoginEvent,
  type PasskeyRunFacts,
  passkeyLoginMachine,
} from '../flows/passkey/passkeyLogin.machine.ts';
export { createSmsLoginFlow, type SmsLoginFlow, type SmsLoginFlowOptions } from '../flows/sms/smsLogin.flow.ts';
export {
  codeSentSnapshot,
  initialSmsLoginSnapshot,
  type SmsLoginEffect,
  type SmsLoginEvent,
  type SmsRunFacts,
  smsLoginMachine,
} from '../flows/sms/smsLogin.machine.ts';
export { telegramLoginUrl } from '../flows/telegram/telegramAddress.ts';
export { fetchTelegramBot } from '../flows/telegram/telegramBot.ts';
export {
  createTelegramLoginFlow,
  type TelegramLoginFlow,
  type TelegramLoginFlowOptions,
} from '../flows/telegram/telegramLogin.flow.ts';
export {
  initialTelegramLoginSnapshot,
  type TelegramLoginEffect,
  type TelegramLoginEvent,
  type TelegramRunFacts,
  telegramLoginMachine,
} from '../flows/telegram/telegramLogin.machine.ts';
export {
  type AcceptTermsCallbacks,
  type AcceptTermsFlow,
  createAcceptTermsFlow,
} from '../flows/terms/acceptTerms.flow.ts';
export {
  type AcceptTermsEffect,
  type AcceptTermsEvent,
  acceptTermsMachine,
  initialAcceptTermsSnapshot,
} from '../flows/terms/acceptTerms.machine.ts';
export {
  createDelegatedActionsFlow,
  createSessionSignersFlow,
  type DelegationFlow,
} from '../wallets/delegation/delegation.flow.ts';
export {
  type DelegationEffect,
  type DelegationEvent,
  delegationMachine,
  initialDelegationSnapshot,
} from '../wallets/delegation/delegation.machine.ts';
export { createWalletsOnLogin } from '../wallets/embedded/createOnLogin.ts';
export { type CreateWalletFlow, createCreateWalletFlow } from '../wallets/embedded/createWallet.flow.ts';
export {
  type CreateWalletEffect,
  type CreateWalletEvent,
  createWalletMachine,
  initialCreateWalletSnapshot,
} from '../wallets/embedded/createWallet.machine.ts';
export type { CreationPlan, CreationStep } from '../wallets/embedded/creationRules.ts';
export { getWalletService } from '../wallets/embedded/getWalletService.ts';
export {
  createIframeProxy,
  type IframeProxy,
  type IframeProxyOptions,
  type IframeRequestOptions,
  isSecureWalletOrigin,
} from '../wallets/embedded/iframeProxy.ts';
export { createImportWalletFlow, type ImportWalletFlow } from '../wallets/embedded/importWallet.flow.ts';
export {
  type ImportWalletEffect,
  type ImportWalletEvent,
  importWalletMachine,
  initialImportWalletSnapshot,
} from '../wallets/embedded/importWallet.machine.ts';
export type { WalletFacts } from '../wallets/embedded/operation.ts';
export { type RequiredWalletsFlow, requiredWalletsFlow } from '../wallets/embedded/requiredWallets.flow.ts';
export {
  initialRequiredWalletsSnapshot,
  type RequiredWalletsEffect,
  type RequiredWalletsEvent,
  requiredWalletsMachine,
} from '../wallets/embedded/requiredWallets.machine.ts';
export { embeddedWalletSigner } from '../wallets/embedded/signer.ts';
export {
  createAuthorizationSignatureFlow,
  createSignAuthorizationFlow,
  createSignMessageFlow,
  createSignRawHashFlow,
  createSignTypedDataFlow,
  createSolanaSignMessageFlow,
  type SignedBytes,
  type SigningFlow,
} from '../wallets/embedded/signing.flow.ts';
export {
  initialSigningSnapshot,
  planSigning,
  type SignInput,
  type SigningEffect,
  type SigningEvent,
  signingMachine,
} from '../wallets/embedded/signing.machine.ts';
export { signWalletApiRequest } from '../wallets/embedded/signWalletApiRequest.ts';
export { createWalletRecoveryFlow, type WalletRecoveryFlow } from '../wallets/embedded/walletRecovery.flow.ts';
export {
  initialWalletRecoverySnapshot,
  type WalletRecoveryEffect,
  type WalletRecoveryEvent,
  walletRecoveryMachine,
} from '../wallets/embedded/walletRecovery.machine.ts';
export type { WalletService, WalletServiceOptions } from '../wallets/embedded/walletService.ts';
export { createExportWalletFlow, type ExportWalletFlow } from '../wallets/export/exportWallet.flow.ts';
export {
  type ExportWalletEffect,
  type ExportWalletEvent,
  exportWalletMachine,
  initialExportWalletSnapshot,
} from '../wallets/export/exportWallet.machine.ts';
export {
  createWalletConnectionFlow,
  type ExternalWalletDriver,
  type WalletConnectionCommands,
  type WalletConnectionFlow,
  type WalletConnectionOptions,
} from '../wallets/external/connection.flow.ts';
export {
  initialWalletConnectionSnapshot,
  type WalletConnectionEffect,
  type WalletConnectionEvent,
  walletConnectionMachine,
} from '../wallets/external/connection.machine.ts';
export { toWalletError, WalletProviderCode, type WalletRequestPhase } from '../wallets/external/errors.ts';
export {
  type FarcasterSignEffect,
  type FarcasterSignEvent,
  type FarcasterSignFacts,
  farcasterSignMachine,
  initialFarcasterSignSnapshot,
} from '../wallets/farcasterSigner/farcasterSign.machine.ts';
export {
  createFarcasterSignerFlow,
  type FarcasterSignerFlow,
  type FarcasterSignerFlowOptions,
} from '../wallets/farcasterSigner/farcasterSigner.flow.ts';
export {
  type FarcasterSignerEffect,
  type FarcasterSignerEvent,
  type FarcasterSignerFacts,
  farcasterSignerMachine,
  initialFarcasterSignerSnapshot,
} from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
export {
  checkMfaCode,
  initialMfaChallengeSnapshot,
  type MfaChallengeEffect,
  type MfaChallengeEvent,
  mfaChallengeMachine,
} from '../wallets/mfa/challenge.machine.ts';
export { createMfaEnrollmentFlow, type MfaEnrollmentFlow } from '../wallets/mfa/enrollment.flow.ts';
export {
  initialMfaEnrollmentSnapshot,
  type MfaEnrollmentEffect,
  type MfaEnrollmentEvent,
  type MfaEnrollmentFacts,
  mfaEnrollmentMachine,
} from '../wallets/mfa/enrollment.machine.ts';
export { createMfaGate, getMfaGate, type MfaGate, type MfaGateOptions } from '../wallets/mfa/mfaGate.ts';
export { createRecoveryGate, getRecoveryGate, type RecoveryGate } from '../wallets/recovery/recoveryGate.ts';
export {
  initialRecoveryPromptSnapshot,
  type RecoveryPromptEffect,
  type RecoveryPromptEvent,
  recoveryPromptMachine,
} from '../wallets/recovery/recoveryPrompt.machine.ts';
export { createSetPasswordFlow, type SetPasswordFlow } from '../wallets/recovery/setPassword.flow.ts';
export {
  initialSetPasswordSnapshot,
  type SetPasswordEffect,
  type SetPasswordEvent,
  setPasswordMachine,
} from '../wallets/recovery/setPassword.machine.ts';
export * from './shared.ts';
