/**
 * `@foyer/headless`: hooks that own state, validation and calls, with no markup. The same kit
 * without React is `@foyer/headless/core`; the wire protocol is `@foyer/headless/contract`.
 */
export * from './exports/shared.ts';
export type { FoyerStore } from './core/store/atoms.ts';
export type { FoyerTestingOptions } from './core/createFoyerCore.ts';

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
  useEmailLogin,
  type UseEmailLoginParameters,
  type UseEmailLoginReturnType,
} from './flows/email/useEmailLogin.ts';
