'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { createEmailLoginFlow, type EmailLoginCommands } from './emailLogin.flow.ts';
import type { EmailLoginSnapshot } from './emailLogin.machine.ts';

export type UseEmailLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<Intent, 'email'> & {
  /**
   * 'login' (default) signs a visitor in; 'link' adds the address to the signed-in user; 'update'
   * replaces the signed-in user's address with the new one (`onComplete` gets `{ updateMethod, updatedAccount }`).
   */
  intent?: Intent;
};

export type UseEmailLoginReturnType = EmailLoginCommands & { state: EmailLoginSnapshot };

/** E-mail one-time-code login or link. Wiring only: the logic is in emailLogin.{machine,flow}.ts. */
export function useEmailLogin<Intent extends FlowIntent = 'login'>(
  params: UseEmailLoginParameters<Intent> = {},
): UseEmailLoginReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createEmailLoginFlow(core, { intent: params.intent ?? ('login' as Intent) }));
  useEffect(() => {
    flow.callbacks = params;
  });
  useEffect(() => () => flow.stop(), [flow]);
  const state = useAtomValue(flow.snapshotAtom, { store: core.store });
  return { state, ...flow.commands };
}
