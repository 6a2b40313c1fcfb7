'use client';
import { type FoyerError, type LoginComplete, useAuth, useFoyerStore } from '@foyer/headless';
import { useCallback, useEffect, useRef } from 'react';
import type { LoginOptions } from './intents.ts';
import { dispatchModal } from './modalStore.ts';

export interface UseLoginParameters {
  /** Fires when the modal closes after a successful login. */
  onComplete?: (result: LoginComplete) => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_AUTH_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseLoginReturnType {
  /** Opens the login modal. Refused (with a warning) while a user is logged in. */
  login(options?: LoginOptions): void;
}

/** Opens `<FoyerModal>` for a login. Needs a `<FoyerModal>` inside the same `<FoyerProvider>`. */
export function useLogin(params: UseLoginParameters = {}): UseLoginReturnType {
  const store = useFoyerStore();
  const { authenticated } = useAuth();
  const latest = useRef({ params, authenticated });
  useEffect(() => {
    latest.current = { params, authenticated };
  });

  const login = useCallback(
    (options: LoginOptions = {}) => {
      if (latest.current.authenticated) {
        console.warn('[foyer] login() was called while a user is logged in; log out first, or link an account instead.');
        return;
      }
      dispatchModal(store, {
        type: 'open',
        intent: {
          type: 'login',
          options,
          callbacks: () => ({
            onComplete: (result) => {
              if ('isNewUser' in result) latest.current.params.onComplete?.(result);
            },
            onError: (error) => latest.current.params.onError?.(error),
          }),
        },
      });
    },
    [store],
  );

  return { login };
}
