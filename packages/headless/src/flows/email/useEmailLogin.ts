'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { useFlow } from '../../react/useFlow.ts';
import { createEmailLoginFlow, type EmailLoginCommands, type EmailLoginFlowOptions } from './emailLogin.flow.ts';
import type { EmailLoginErrorCode, EmailLoginSnapshot } from './emailLogin.machine.ts';

export type UseEmailLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'email',
  EmailLoginErrorCode
> &
  EmailLoginFlowOptions<Intent>;

export type UseEmailLoginReturnType = EmailLoginCommands & { state: EmailLoginSnapshot };

/**
 * E-mail one-time-code login, link (`intent: 'link'`) or update (`intent: 'update'`). The options
 * are read once, at mount. Commands never reject: errors are in `state` and `onError`.
 */
export function useEmailLogin<Intent extends FlowIntent = 'login'>(
  params: UseEmailLoginParameters<Intent> = {},
): UseEmailLoginReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createEmailLoginFlow(core, params));
  const state = useFlow(flow, params);
  return { state, ...flow.commands };
}
