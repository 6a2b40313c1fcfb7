/**
 * `@foyer/headless`: hooks that own state, validation and calls, with no markup. The same kit
 * without React is `@foyer/headless/core`; the wire protocol is `@foyer/headless/contract`.
 */

export type { FoyerTestingOptions } from './core/createFoyerCore.ts';
export * from './exports/shared.ts';
export {
  type UseAccountTransferParameters,
  type UseAccountTransferReturnType,
  useAccountTransfer,
} from './flows/accounts/useAccountTransfer.ts';
export {
  type UseUnlinkAccountParameters,
  type UseUnlinkAccountReturnType,
  useUnlinkAccount,
} from './flows/accounts/useUnlinkAccount.ts';
export {
  type UseUpdateEmailParameters,
  type UseUpdateEmailReturnType,
  useUpdateEmail,
} from './flows/accounts/useUpdateEmail.ts';
export {
  type UseAfterLoginParameters,
  type UseAfterLoginReturnType,
  useAfterLogin,
} from './flows/afterLogin/useAfterLogin.ts';
export {
  type UseCrossAppAccountsParameters,
  type UseCrossAppAccountsReturnType,
  useCrossAppAccounts,
} from './flows/crossApp/useCrossAppAccounts.ts';
export {
  type UseCrossAppLoginParameters,
  type UseCrossAppLoginReturnType,
  useCrossAppLogin,
} from './flows/crossApp/useCrossAppLogin.ts';
export {
  type UseCustomAuthParameters,
  type UseCustomAuthReturnType,
  useCustomAuth,
} from './flows/customAuth/useCustomAuth.ts';
export {
  type UseLinkCustomJwtParameters,
  type UseLinkCustomJwtReturnType,
  useLinkCustomJwt,
} from './flows/customAuth/useLinkCustomJwt.ts';
export {
  type UseEmailLoginParameters,
  type UseEmailLoginReturnType,
  useEmailLogin,
} from './flows/email/useEmailLogin.ts';
export {
  type UseFarcasterLoginParameters,
  type UseFarcasterLoginReturnType,
  useFarcasterLogin,
} from './flows/farcaster/useFarcasterLogin.ts';
export {
  type UseGuestLoginParameters,
  type UseGuestLoginReturnType,
  useGuestLogin,
} from './flows/guest/useGuestLogin.ts';
export {
  type UseOAuthLoginParameters,
  type UseOAuthLoginReturnType,
  useOAuthLogin,
} from './flows/oauth/useOAuthLogin.ts';
export {
  type UseOAuthTokensParameters,
  type UseOAuthTokensReturnType,
  useOAuthTokens,
} from './flows/oauth/useOAuthTokens.ts';
export {
  type DigitsFocus,
  type UseCodeDigitsParameters,
  type UseCodeDigitsReturnType,
  useCodeDigits,
} from './flows/oneTimeCode/useCodeDigits.ts';
export {
  type CodeEntryState,
  type CodeLogin,
  type UseCodeEntryParameters,
  type UseCodeEntryReturnType,
  useCodeEntry,
} from './flows/oneTimeCode/useCodeEntry.ts';
export {
  type UsePasskeyLoginParameters,
  type UsePasskeyLoginReturnType,
  usePasskeyLogin,
} from './flows/passkey/usePasskeyLogin.ts';
export { type UseSmsLoginParameters, type UseSmsLoginReturnType, useSmsLogin } from './flows/sms/useSmsLogin.ts';
export {
  type UseUpdatePhoneParameters,
  type UseUpdatePhoneReturnType,
  useUpdatePhone,
} from './flows/sms/useUpdatePhone.ts';
export { useTelegramBot } from './flows/telegram/useTelegramBot.ts';
export {
  type UseTelegramLoginParameters,
  type UseTelegramLoginReturnType,
  useTelegramLogin,
} from './flows/telegram/useTelegramLogin.ts';
export {
  type UseAcceptTermsParameters,
  type UseAcceptTermsReturnType,
  useAcceptTerms,
} from './flows/terms/useAcceptTerms.ts';
export { FoyerProvider, type FoyerProviderProps } from './react/FoyerProvider.tsx';
export {
  type UseAuthReturnType,
  useAppConfig,
  useAppConfigError,
  useAuth,
  useIdentityToken,
  useRecentLogin,
  useRecentLoginMethod,
} from './react/useAuth.ts';
export {
  type UseAuthorizationSignatureParameters,
  type UseAuthorizationSignatureReturnType,
  useAuthorizationSignature,
} from './react/useAuthorizationSignature.ts';
export { type UseCaptchaReturnType, useCaptcha } from './react/useCaptcha.ts';
export {
  type UseEmbeddedWalletSignerReturnType,
  useEmbeddedWalletSigner,
} from './react/useEmbeddedWalletSigner.ts';
export {
  type UseExportWalletParameters,
  type UseExportWalletReturnType,
  useExportWallet,
} from './react/useExportWallet.ts';
export {
  type UseFarcasterSignerParameters,
  type UseFarcasterSignerReturnType,
  useFarcasterSigner,
} from './react/useFarcasterSigner.ts';
export type { FlowHook } from './react/useFlow.ts';
export {
  type UseFundWalletParameters,
  type UseFundWalletReturnType,
  useFundWallet,
} from './react/useFundWallet.ts';
export {
  type UseHeadlessDelegatedActionsParameters,
  type UseHeadlessDelegatedActionsReturnType,
  type UseSessionSignersParameters,
  type UseSessionSignersReturnType,
  useHeadlessDelegatedActions,
  useSessionSigners,
} from './react/useHeadlessDelegatedActions.ts';
export { type UseLoginMethodsParameters, useLoginMethods } from './react/useLoginMethods.ts';
export {
  type UseMfaEnrollmentParameters,
  type UseMfaEnrollmentReturnType,
  type UseMfaParameters,
  type UseMfaReturnType,
  type UseRegisterMfaListenerParameters,
  useMfa,
  useMfaEnrollment,
  useRegisterMfaListener,
} from './react/useMfa.ts';
export {
  type UseRecoverEmbeddedWalletParameters,
  type UseRecoverEmbeddedWalletReturnType,
  useRecoverEmbeddedWallet,
} from './react/useRecoverEmbeddedWallet.ts';
export {
  type UseSendSolanaTransactionParameters,
  type UseSendSolanaTransactionReturnType,
  useSendSolanaTransaction,
} from './react/useSendSolanaTransaction.ts';
export {
  type UseSign7702AuthorizationParameters,
  type UseSign7702AuthorizationReturnType,
  useSign7702Authorization,
} from './react/useSign7702Authorization.ts';
export {
  type UseSignRawHashParameters,
  type UseSignRawHashReturnType,
  useSignRawHash,
} from './react/useSignRawHash.ts';
export {
  type UseCreateRequiredWalletsReturnType,
  type UseCreateWalletParameters,
  type UseCreateWalletReturnType,
  type UseImportWalletParameters,
  type UseImportWalletReturnType,
  type UseSendTransactionParameters,
  type UseSendTransactionReturnType,
  type UseSendTransactionsParameters,
  type UseSendTransactionsReturnType,
  type UseSignMessageParameters,
  type UseSignMessageReturnType,
  type UseSignTransactionParameters,
  type UseSignTransactionReturnType,
  type UseSignTypedDataParameters,
  type UseSignTypedDataReturnType,
  type UseSolanaSignMessageParameters,
  type UseSolanaSignMessageReturnType,
  type UseSolanaSignTransactionParameters,
  type UseSolanaSignTransactionReturnType,
  type UseWalletRecoveryParameters,
  type UseWalletRecoveryReturnType,
  useCreateRequiredWallets,
  useCreateWallet,
  useImportWallet,
  useSendTransaction,
  useSendTransactions,
  useSignMessage,
  useSignTransaction,
  useSignTypedData,
  useSolanaSignMessage,
  useSolanaSignTransaction,
  useWalletRecovery,
} from './react/useWalletActions.ts';
export {
  type UseWalletPasswordParameters,
  type UseWalletPasswordReturnType,
  useWalletPassword,
} from './react/useWalletPassword.ts';
export { type UseWalletsReturnType, useSolanaWallets, useWallets } from './react/useWallets.ts';
export { useMfaPrompt, useRecoveryPrompt, useWalletUi } from './react/useWalletUi.ts';
