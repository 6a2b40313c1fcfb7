'use client';
import { useMemo } from 'react';
import type { FlowCallbacks, UpdateComplete } from '../../core/flow/types.ts';
import type { EmailLoginErrorCode, EmailLoginSnapshot } from '../email/emailLogin.machine.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';

export type UseUpdateEmailParameters = FlowCallbacks<'update', 'email', EmailLoginErrorCode>;

export interface UseUpdateEmailReturnType {
  state: EmailLoginSnapshot;
  /** Sends a code to the new address. Fails (`FAILED_TO_UPDATE_ACCOUNT`) when the user has no address to replace. */
  sendCode(args: { newEmailAddress: string }): Promise<EmailLoginSnapshot>;
  sendCodeAsync(args: { newEmailAddress: string }): Promise<UpdateComplete<'email'> | null>;
  /** Verifies the code: the new address replaces the old one. */
  verifyCode(args: { code: string }): Promise<EmailLoginSnapshot>;
  verifyCodeAsync(args: { code: string }): Promise<UpdateComplete<'email'>>;
  reset(): void;
}

/**
 * Replaces the signed-in user's e-mail address (reference §3.3 `useUpdateEmail`): the e-mail flow
 * with `intent: 'update'`, which sends the old address along, under the names of the reference.
 * Commands never reject: errors are in `state` and `onError`; their `Async` twins reject.
 */
export function useUpdateEmail(params: UseUpdateEmailParameters = {}): UseUpdateEmailReturnType {
  const { state, sendCode, sendCodeAsync, loginWithCode, loginWithCodeAsync, reset } = useEmailLogin({
    ...params,
    intent: 'update',
  });
  const commands = useMemo(
    () => ({
      sendCode: ({ newEmailAddress }: { newEmailAddress: string }) => sendCode({ email: newEmailAddress }),
      sendCodeAsync: ({ newEmailAddress }: { newEmailAddress: string }) => sendCodeAsync({ email: newEmailAddress }),
      verifyCode: loginWithCode,
      verifyCodeAsync: loginWithCodeAsync,
      reset,
    }),
    [sendCode, sendCodeAsync, loginWithCode, loginWithCodeAsync, reset],
  );
  return { state, ...commands };
}
