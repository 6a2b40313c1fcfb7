'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createEmailLoginFlow, type EmailLoginCommands, type EmailLoginFlowOptions } from './emailLogin.flow.ts';
import type { EmailLoginErrorCode, EmailLoginSnapshot } from './emailLogin.machine.ts';

export type UseEmailLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'email',
  EmailLoginErrorCode
> &
  EmailLoginFlowOptions<Intent>;

export type UseEmailLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  EmailLoginSnapshot,
  EmailLoginCommands,
  FlowCallbacks<Intent, 'email'>,
  'loginWithCode',
  'sendCode' | 'resendCode'
>;

/**
 * E-mail one-time-code login, link (`intent: 'link'`) or update (`intent: 'update'`). The options
 * are read once, at mount. Commands never reject: errors are in `state` and `onError`; their `Async`
 * twins reject (`loginWithCodeAsync` resolves with the result).
 */
export function useEmailLogin<Intent extends FlowIntent = 'login'>(
  params: UseEmailLoginParameters<Intent> = {},
): UseEmailLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createEmailLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginWithCode'], steps: ['sendCode', 'resendCode'] });
}
