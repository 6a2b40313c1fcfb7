/**
 * `@foyer/ui`: the default login modal, built only on `@foyer/headless`.
 *
 * ```tsx
 * <FoyerProvider appId="…"><FoyerModal />{app}</FoyerProvider>
 * const { login } = useLogin({ onComplete, onError });
 * ```
 * Styles: `import '@foyer/ui/styles.css'` (no Tailwind needed in the host).
 */

// Copy: the English catalogue, its types and helpers.
export {
  errorMessage,
  format,
  formatPlural,
  type LocaleMessages,
  type Messages,
  type MessagesOverride,
  MessagesProvider,
  mergeMessages,
  messages,
  type PluralForms,
  useMessages,
} from './i18n/index.ts';
export type { AuthIntentResult, ConnectWalletComplete, IntentResult, IntentType, LoginOptions } from './intents.ts';
export { FoyerModal, type FoyerModalProps } from './modal/FoyerModal.tsx';
export {
  type ConnectOrCreateWalletResult,
  type UseConnectOrCreateWalletParameters,
  type UseConnectOrCreateWalletReturnType,
  useConnectOrCreateWallet,
} from './modal/useConnectOrCreateWallet.ts';
export {
  type UseConnectWalletParameters,
  type UseConnectWalletReturnType,
  useConnectWallet,
} from './modal/useConnectWallet.ts';
export {
  type DelegateWalletModalOptions,
  type UseDelegatedActionsParameters,
  type UseDelegatedActionsReturnType,
  useDelegatedActions,
} from './modal/useDelegatedActions.ts';
export {
  type UseExportWalletModalParameters,
  type UseExportWalletModalReturnType,
  useExportWalletModal,
} from './modal/useExportWalletModal.ts';
export {
  type UseFarcasterSignerModalParameters,
  type UseFarcasterSignerModalReturnType,
  useFarcasterSignerModal,
} from './modal/useFarcasterSignerModal.ts';
export {
  type UseFundWalletModalParameters,
  type UseFundWalletModalReturnType,
  useFundWalletModal,
} from './modal/useFundWalletModal.ts';
export {
  type LinkWalletOptions,
  type UseLinkAccountParameters,
  type UseLinkAccountReturnType,
  useLinkAccount,
} from './modal/useLinkAccount.ts';
export { type UseLoginParameters, type UseLoginReturnType, useLogin } from './modal/useLogin.ts';
export {
  type UseManagePasskeysParameters,
  type UseManagePasskeysReturnType,
  useManagePasskeys,
} from './modal/useManagePasskeys.ts';
export {
  type UseMfaEnrollmentModalParameters,
  type UseMfaEnrollmentModalReturnType,
  useMfaEnrollmentModal,
} from './modal/useMfaEnrollmentModal.ts';
export { useModalStatus } from './modal/useModalStatus.ts';
export {
  type UseSetWalletPasswordParameters,
  type UseSetWalletPasswordReturnType,
  useSetWalletPassword,
} from './modal/useSetWalletPassword.ts';
export {
  type UseSetWalletRecoveryParameters,
  type UseSetWalletRecoveryReturnType,
  useSetWalletRecovery,
} from './modal/useSetWalletRecovery.ts';
export {
  type UseUpdateAccountParameters,
  type UseUpdateAccountReturnType,
  useUpdateAccount,
} from './modal/useUpdateAccount.ts';
// Views, for advanced use: pure (props in, callbacks out), composable into your own shell.
export { Panel, type PanelProps } from './primitives/Dialog.tsx';
export {
  TransferView,
  type TransferViewProps,
  type TransferViewStatus,
  transferViewStatuses,
} from './screens/account/TransferView.tsx';
export {
  AccountNotFoundView,
  type AccountNotFoundViewProps,
  type AccountNotFoundViewStatus,
  accountNotFoundViewStatuses,
} from './screens/accountNotFound/AccountNotFoundView.tsx';
export {
  type AllowlistCopy,
  AllowlistView,
  type AllowlistViewProps,
  type AllowlistViewStatus,
  allowlistViewStatuses,
} from './screens/allowlist/AllowlistView.tsx';
export {
  CaptchaView,
  type CaptchaViewProps,
  type CaptchaViewStatus,
  captchaViewStatuses,
} from './screens/captcha/CaptchaView.tsx';
export {
  CrossAppStatusView,
  type CrossAppStatusViewProps,
  type CrossAppStatusViewStatus,
  crossAppStatusViewStatuses,
} from './screens/crossApp/CrossAppStatusView.tsx';
export {
  DelegatedActionsConsentView,
  type DelegatedActionsConsentViewProps,
  type DelegatedActionsConsentViewStatus,
  delegatedActionsConsentViewStatuses,
} from './screens/delegation/DelegatedActionsConsentView.tsx';
export {
  RevokeDelegationView,
  type RevokeDelegationViewProps,
  type RevokeDelegationViewStatus,
  revokeDelegationViewStatuses,
} from './screens/delegation/RevokeDelegationView.tsx';
export {
  EnterCodeView,
  type EnterCodeViewProps,
  type EnterCodeViewStatus,
  enterCodeViewStatuses,
} from './screens/email/EnterCodeView.tsx';
export {
  CreateWalletView,
  type CreateWalletViewProps,
  type CreateWalletViewStatus,
  createWalletViewStatuses,
} from './screens/embeddedWallet/CreateWalletView.tsx';
export {
  RecoveryAutomaticView,
  type RecoveryAutomaticViewProps,
  type RecoveryAutomaticViewStatus,
  recoveryAutomaticViewStatuses,
} from './screens/embeddedWallet/RecoveryAutomaticView.tsx';
export {
  SendSolanaTransactionView,
  type SendSolanaTransactionViewProps,
  type SendSolanaTransactionViewStatus,
  sendSolanaTransactionViewStatuses,
} from './screens/embeddedWallet/SendSolanaTransactionView.tsx';
export {
  SendTransactionView,
  type SendTransactionViewProps,
  type SendTransactionViewStatus,
  sendTransactionViewStatuses,
} from './screens/embeddedWallet/SendTransactionView.tsx';
export {
  SignAuthorizationView,
  type SignAuthorizationViewProps,
  type SignAuthorizationViewStatus,
  signAuthorizationViewStatuses,
} from './screens/embeddedWallet/SignAuthorizationView.tsx';
export type { SignedMessageFormat } from './screens/embeddedWallet/SignedMessage.tsx';
export {
  SignMessageView,
  type SignMessageViewProps,
  type SignMessageViewStatus,
  signMessageViewStatuses,
} from './screens/embeddedWallet/SignMessageView.tsx';
export {
  SignRawHashView,
  type SignRawHashViewProps,
  type SignRawHashViewStatus,
  signRawHashViewStatuses,
} from './screens/embeddedWallet/SignRawHashView.tsx';
export {
  SignSolanaTransactionView,
  type SignSolanaTransactionViewProps,
  type SignSolanaTransactionViewStatus,
  signSolanaTransactionViewStatuses,
} from './screens/embeddedWallet/SignSolanaTransactionView.tsx';
export {
  SignTransactionView,
  type SignTransactionViewProps,
  type SignTransactionViewStatus,
  signTransactionViewStatuses,
} from './screens/embeddedWallet/SignTransactionView.tsx';
export {
  SignWalletRequestView,
  type SignWalletRequestViewProps,
  type SignWalletRequestViewStatus,
  signWalletRequestViewStatuses,
} from './screens/embeddedWallet/SignWalletRequestView.tsx';
export {
  WalletCreatedView,
  type WalletCreatedViewProps,
  type WalletCreatedViewStatus,
  walletCreatedViewStatuses,
} from './screens/embeddedWallet/WalletCreatedView.tsx';
export { ErrorView, type ErrorViewProps, type ErrorViewStatus, errorViewStatuses } from './screens/error/ErrorView.tsx';
export {
  InstallWalletView,
  type InstallWalletViewProps,
  type InstallWalletViewStatus,
  installWalletViewStatuses,
} from './screens/externalWallets/InstallWalletView.tsx';
export {
  SelectNetworkView,
  type SelectNetworkViewProps,
  type SelectNetworkViewStatus,
  selectNetworkViewStatuses,
  type WalletNetwork,
} from './screens/externalWallets/SelectNetworkView.tsx';
export {
  WalletConnectQrView,
  type WalletConnectQrViewProps,
  type WalletConnectQrViewStatus,
  walletConnectQrViewStatuses,
} from './screens/externalWallets/WalletConnectQrView.tsx';
export {
  WalletConnectView,
  type WalletConnectViewProps,
  type WalletConnectViewStatus,
  walletConnectViewStatuses,
} from './screens/externalWallets/WalletConnectView.tsx';
export {
  WalletListView,
  type WalletListViewProps,
  type WalletListViewStatus,
  walletListStatus,
  walletListViewStatuses,
} from './screens/externalWallets/WalletListView.tsx';
export {
  FarcasterView,
  type FarcasterViewProps,
  type FarcasterViewStatus,
  farcasterViewStatuses,
} from './screens/farcaster/FarcasterView.tsx';
export {
  FarcasterSignerView,
  type FarcasterSignerViewProps,
  type FarcasterSignerViewStatus,
  farcasterSignerViewStatuses,
} from './screens/farcasterSigner/FarcasterSignerView.tsx';
export {
  InAppBrowserView,
  type InAppBrowserViewProps,
  type InAppBrowserViewStatus,
  inAppBrowserViewStatuses,
} from './screens/inAppBrowser/InAppBrowserView.tsx';
export {
  type LandingTarget,
  LandingView,
  type LandingViewProps,
  type LandingViewStatus,
  landingViewStatuses,
  type PhoneFormSlotProps,
} from './screens/landing/LandingView.tsx';
export { LoadingView, type LoadingViewStatus, loadingViewStatuses } from './screens/loading/LoadingView.tsx';
export {
  OAuthStatusView,
  type OAuthStatusViewProps,
  type OAuthStatusViewStatus,
  oauthStatusViewStatuses,
} from './screens/oauth/OAuthStatusView.tsx';
export {
  PasskeyChoiceView,
  type PasskeyChoiceViewProps,
  type PasskeyChoiceViewStatus,
  passkeyChoiceViewStatuses,
} from './screens/passkey/PasskeyChoiceView.tsx';
export {
  PasskeyStatusView,
  type PasskeyStatusViewProps,
  type PasskeyStatusViewStatus,
  passkeyStatusViewStatuses,
} from './screens/passkey/PasskeyStatusView.tsx';
export type { ScreenId, ScreenViewProps } from './screens/registry.ts';
export type { ScreenComponents } from './screens/screenViews.ts';
export {
  PhoneLoginView,
  type PhoneLoginViewProps,
  type PhoneLoginViewStatus,
  phoneLoginViewStatuses,
} from './screens/sms/PhoneLoginView.tsx';
export {
  LedgerChoiceView,
  type LedgerChoiceViewProps,
  type LedgerChoiceViewStatus,
  ledgerChoiceViewStatuses,
} from './screens/solanaWallets/LedgerChoiceView.tsx';
export {
  PhantomMultichainView,
  type PhantomMultichainViewProps,
  type PhantomMultichainViewStatus,
  phantomMultichainViewStatuses,
} from './screens/solanaWallets/PhantomMultichainView.tsx';
export {
  SolanaSignInView,
  type SolanaSignInViewProps,
  type SolanaSignInViewStatus,
  solanaSignInViewStatuses,
} from './screens/solanaWallets/SolanaSignInView.tsx';
export {
  TelegramView,
  type TelegramViewProps,
  type TelegramViewStatus,
  telegramViewStatuses,
} from './screens/telegram/TelegramView.tsx';
export {
  TermsView,
  type TermsViewProps,
  type TermsViewStatus,
  termsViewStatuses,
} from './screens/terms/TermsView.tsx';
export {
  UserLimitView,
  type UserLimitViewProps,
  type UserLimitViewStatus,
  userLimitViewStatuses,
} from './screens/userLimit/UserLimitView.tsx';
export { accentStyle, type FoyerTheme } from './theme/accent.ts';
export type { Appearance, AppearanceVariables } from './theme/appearance.ts';
export type { FoyerThemeSetting } from './theme/useTheme.ts';
