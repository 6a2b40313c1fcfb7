/**
 * `@foyer/headless`: hooks that own state, validation and calls, with no markup.
 * The framework-free layer is also available alone as `@foyer/headless/core`.
 */
export * from './core/index.ts';
export { createFoyerCore, type FoyerCore, type FoyerCoreOptions } from './core/createFoyerCore.ts';
export { browserStorage, memoryStorage, type FoyerStorage } from './core/storage.ts';
export type { FoyerStore } from './core/store/atoms.ts';
export type {
  CompleteFor,
  FlowCallbacks,
  FlowIntent,
  LinkComplete,
  LoginComplete,
  UpdateComplete,
} from './core/flow/types.ts';

export { FoyerProvider, type FoyerProviderProps } from './react/FoyerProvider.tsx';
export { useFoyerStore } from './react/context.ts';
export {
  useAppConfig,
  useAppConfigError,
  useAuth,
  useIdentityToken,
  useRecentLoginMethod,
  type UseAuthReturnType,
} from './react/useAuth.ts';

export {
  emailLoginStatuses,
  type EmailIntent,
  type EmailLoginResult,
  type EmailLoginSnapshot,
  type EmailLoginStatus,
} from './flows/email/emailLogin.machine.ts';
export type { EmailLoginCommands } from './flows/email/emailLogin.flow.ts';
export {
  useEmailLogin,
  type UseEmailLoginParameters,
  type UseEmailLoginReturnType,
} from './flows/email/useEmailLogin.ts';
