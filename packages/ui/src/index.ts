/**
 * `@foyer/ui`: the default login modal, built only on `@foyer/headless`.
 *
 * ```tsx
 * <FoyerProvider appId="…"><FoyerModal />{app}</FoyerProvider>
 * const { login } = useLogin({ onComplete, onError });
 * ```
 * Styles: `import '@foyer/ui/styles.css'` (no Tailwind needed in the host).
 */
export { FoyerModal, type FoyerModalProps } from './modal/FoyerModal.tsx';
export { useLogin, type UseLoginParameters, type UseLoginReturnType } from './modal/useLogin.ts';
export {
  useLinkAccount,
  type UseLinkAccountParameters,
  type UseLinkAccountReturnType,
} from './modal/useLinkAccount.ts';
export {
  useUpdateAccount,
  type UseUpdateAccountParameters,
  type UseUpdateAccountReturnType,
} from './modal/useUpdateAccount.ts';
export { useModalStatus } from './modal/useModalStatus.ts';
export type { IntentResult, IntentType, LoginOptions } from './intents.ts';

// Copy: the English catalogue, its types and helpers.
export {
  errorMessage,
  format,
  formatPlural,
  type LocaleMessages,
  type Messages,
  type MessagesOverride,
  mergeMessages,
  messages,
  MessagesProvider,
  type PluralForms,
  useMessages,
} from './i18n/index.ts';

// Views, for advanced use: pure (props in, callbacks out), composable into your own shell.
export { Panel, type PanelProps } from './primitives/Dialog.tsx';
export { LandingView, landingViewStatuses, type LandingViewProps, type LandingViewStatus } from './screens/landing/LandingView.tsx';
export {
  EnterCodeView,
  enterCodeViewStatuses,
  type EnterCodeViewProps,
  type EnterCodeViewStatus,
} from './screens/email/EnterCodeView.tsx';
export { ErrorView, errorViewStatuses, type ErrorViewProps, type ErrorViewStatus } from './screens/error/ErrorView.tsx';
export { LoadingView, loadingViewStatuses, type LoadingViewStatus } from './screens/loading/LoadingView.tsx';
export { accentStyle, type FoyerTheme } from './theme/accent.ts';
