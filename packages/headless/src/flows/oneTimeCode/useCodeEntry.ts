'use client';
import { useEffect, useState } from 'react';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { ResultOf } from '../../core/flow/steps.ts';
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

/** What code entry drives: what `useEmailLogin` or `useSmsLogin` returns (its state and two commands). */
export interface CodeLogin<Snapshot extends CodeFlowSnapshot = CodeFlowSnapshot> {
  state: Snapshot;
  loginWithCode(args: { code: string }): Promise<Snapshot>;
  resendCode(): Promise<Snapshot>;
}

/** What a code screen shows: code entry's view of the flow, and the resend cooldown. */
export interface CodeEntryState extends CodeEntryView {
  /** Whole seconds until a new code may be asked for ('Code sent' until then); 0 once it may. */
  resendIn: number;
}

/** The kit's action convention: `state`, and commands that never reject (the login hook has the `Async` twins). */
export interface UseCodeEntryReturnType extends CodeEntryCommands {
  state: CodeEntryState;
}

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
 * `useSmsLogin` (pass what it returns): in `state`, the status to show (`code-unconfirmed` when a code's reply
 * was lost), `submit` for the boxes when full (once: the boxes lock while the code is checked), a
 * refused code's shake and, 1.4 s later, empty boxes (`attempt`), `resend` with its 30 s cooldown
 * (`resendIn`), and `settle` for a `sendCode` the screen runs itself. The boxes: `useCodeDigits`.
 */
export function useCodeEntry<Snapshot extends CodeFlowSnapshot>(
  login: CodeLogin<Snapshot>,
  params: UseCodeEntryParameters<ResultOf<Snapshot>> = {},
): UseCodeEntryReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createCodeEntryFlow(core));
  // No `Async` twins: what a code settles into is the login hook's (`loginWithCodeAsync`).
  const { state: entry, ...commands } = useFlow(flow, {
    loginWithCode: login.loginWithCode,
    resendCode: login.resendCode,
    onComplete: params.onComplete as ((result: FlowResult) => void) | undefined,
    onFailure: params.onFailure,
  });
  const resendIn = useSecondsUntil(entry.resendUntil);
  return { state: { ...codeEntryView(login.state, entry), resendIn }, ...commands };
}
