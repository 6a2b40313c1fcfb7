'use client';
import { useEffect, useState } from 'react';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { useFlow } from '../../react/useFlow.ts';
import { type CodeEntryCommands, createCodeEntryFlow } from './codeEntry.flow.ts';
import { type CodeEntryView, type CodeFlowSnapshot, codeEntryView } from './codeEntry.machine.ts';

export interface UseCodeEntryParameters<Result extends FlowResult = FlowResult> {
  /** The code was accepted: the login (link, update) is complete. */
  onComplete?: ((result: Result) => void) | undefined;
  /** An error that belongs on another screen: anything but a refused or unconfirmed code. */
  onFailure?: ((error: FoyerError) => void) | undefined;
}

export type UseCodeEntryReturnType = CodeEntryView &
  CodeEntryCommands & {
    /** Whole seconds until a new code may be asked for ('Code sent' until then); 0 once it may. */
    resendIn: number;
  };

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 once it has passed. */
function useSecondsUntil(until: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      return seconds;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * A code screen's behaviour (spec §2 'Enter confirmation code') on top of `useEmailLogin` or
 * `useSmsLogin` (pass what it returns): the status to show (`code-unconfirmed` when a code's reply
 * was lost), `submit` for the boxes when full (once: the boxes lock while the code is checked), a
 * refused code's shake and, 1.4 s later, empty boxes (`attempt`), `resend` with its 30 s cooldown
 * (`resendIn`), and `settle` for a `sendCode` the screen runs itself. The boxes: `useCodeDigits`.
 */
export function useCodeEntry<Result extends FlowResult = FlowResult>(
  login: {
    state: CodeFlowSnapshot;
    loginWithCode(args: { code: string }): Promise<CodeFlowSnapshot>;
    resendCode(): Promise<CodeFlowSnapshot>;
  },
  params: UseCodeEntryParameters<Result> = {},
): UseCodeEntryReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createCodeEntryFlow(core));
  const entry = useFlow(flow, {
    loginWithCode: login.loginWithCode,
    resendCode: login.resendCode,
    onComplete: params.onComplete as ((result: FlowResult) => void) | undefined,
    onFailure: params.onFailure,
  });
  const resendIn = useSecondsUntil(entry.resendUntil);
  return { ...codeEntryView(login.state, entry), resendIn, ...flow.commands };
}
