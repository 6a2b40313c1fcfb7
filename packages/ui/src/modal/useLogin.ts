'use client';
import type { FoyerError, LoginComplete } from '@foyer/headless';
import type { LoginOptions } from '../intents.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseLoginParameters {
  /** Fires when the modal closes after a successful login. */
  onComplete?: (result: LoginComplete) => void;
  /** Fires when the modal closes after an error, or early (`'exited_auth_flow'`). */
  onError?: (error: FoyerError) => void;
}

export interface UseLoginReturnType {
  /** Opens the login modal. Refused (with a warning) while a user is logged in. */
  login(options?: LoginOptions): void;
}

/** Opens `<FoyerModal>` for a login. Needs a `<FoyerModal>` inside the same `<FoyerProvider>`. */
export function useLogin({ onComplete, onError }: UseLoginParameters = {}): UseLoginReturnType {
  const login = useOpenIntent('login', {
    onComplete: (result) => {
      if (result.intent === 'login') onComplete?.(result);
    },
    onError: (error) => onError?.(error),
  });
  return { login };
}
