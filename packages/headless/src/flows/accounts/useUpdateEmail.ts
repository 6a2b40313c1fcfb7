'use client';
import { useCallback } from 'react';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import type { EmailLoginErrorCode, EmailLoginSnapshot } from '../email/emailLogin.machine.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';

export type UseUpdateEmailParameters = FlowCallbacks<'update', 'email', EmailLoginErrorCode>;

export interface UseUpdateEmailReturnType {
  /** Sends a code to the new address. Fails (`FAILED_TO_UPDATE_ACCOUNT`) when the user has no address to replace. */
  sendCode(args: { newEmailAddress: string }): Promise<EmailLoginSnapshot>;
  /** Verifies the code: the new address replaces the old one. Resolves with the user, or undefined on failure. */
  verifyCode(args: { code: string }): Promise<{ user: User } | undefined>;
  state: EmailLoginSnapshot;
}

/**
 * Replaces the signed-in user's e-mail address (reference §3.3 `useUpdateEmail`): the e-mail flow
 * with `intent: 'update'`, which sends the old address along. Never rejects: errors are in `state`.
 */
export function useUpdateEmail(params: UseUpdateEmailParameters = {}): UseUpdateEmailReturnType {
  const { state, sendCode: send, loginWithCode } = useEmailLogin({ ...params, intent: 'update' });
  const sendCode = useCallback(
    ({ newEmailAddress }: { newEmailAddress: string }) => send({ email: newEmailAddress }),
    [send],
  );
  const verifyCode = useCallback(
    async ({ code }: { code: string }) => {
      const settled = await loginWithCode({ code });
      return settled.status === 'done' ? { user: settled.result.user } : undefined;
    },
    [loginWithCode],
  );
  return { state, sendCode, verifyCode };
}
