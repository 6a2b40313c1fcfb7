'use client';
import { ErrorCode, type FoyerError, type FoyerErrorCode, RESEND_COOLDOWN_MS } from '@foyer/headless';
import { useEffect, useState } from 'react';
import type { IntentResult } from '../../intents.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import type { EnterCodeViewStatus } from '../email/EnterCodeView.tsx';
import { WRONG_CODE_RESET_MS } from '../email/timing.ts';

/** What the code screens read of a one-time-code flow's snapshot (the e-mail and the SMS flow alike). */
export type CodeFlowSnapshot =
  | { status: 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' }
  | { status: 'done'; result: IntentResult }
  | { status: 'error'; error: FoyerError; failedStep: 'send' | 'submit' | null };

/**
 * Spec §8: a refused code is shown on the code screen; so is a code whose reply was lost
 * (`isUnconfirmed`); every other error goes to the error screen.
 */
const inlineCodeErrors: ReadonlySet<FoyerErrorCode> = new Set([ErrorCode.INVALID_CREDENTIALS, ErrorCode.INVALID_CODE]);

const isWrongCode = (state: Extract<CodeFlowSnapshot, { status: 'error' }>) =>
  state.failedStep === 'submit' && inlineCodeErrors.has(state.error.code);

/** A code whose reply was lost: it may be used up, so the screen asks for a new one (never 'wrong code'). */
const isUnconfirmed = (state: CodeFlowSnapshot) =>
  state.status === 'error' && state.error.code === ErrorCode.CODE_OUTCOME_UNKNOWN;

/** A refused code as the screen shows it: the error, which attempt the boxes are on, and whether they shake. */
interface WrongCode {
  error: FoyerError | null;
  attempt: number;
  shaking: boolean;
}

/**
 * The code screens' shared behaviour (spec §2 'Enter confirmation code'): settle each command's
 * result with the modal (`complete`, or `fail` for the error screen), shake on a wrong code and
 * clear the boxes 1.4 s later, stay with a resend when a code's reply was lost, and count down the
 * resend cooldown (a resent code gets empty boxes).
 */
export function useCodeEntry(
  state: CodeFlowSnapshot,
  screen: { complete(result: IntentResult): void; fail(error: FoyerError): void },
) {
  const [wrongCode, setWrongCode] = useState<WrongCode>({ error: null, attempt: 0, shaking: false });
  const [resendUntil, setResendUntil] = useState(0);
  const resendIn = useCountdown(resendUntil);

  const settle = (settled: CodeFlowSnapshot) => {
    if (settled.status === 'done') screen.complete(settled.result);
    if (settled.status !== 'error') return;
    if (isWrongCode(settled)) setWrongCode(({ attempt }) => ({ error: settled.error, attempt, shaking: true }));
    else if (!isUnconfirmed(settled)) screen.fail(settled.error);
  };
  const settleResend = (settled: CodeFlowSnapshot) => {
    if (settled.status !== 'awaiting-code-input') return settle(settled);
    setResendUntil(Date.now() + RESEND_COOLDOWN_MS);
    // A new code is on its way: empty boxes for it, the first one focused.
    setWrongCode((wrong) => ({ ...wrong, attempt: wrong.attempt + 1, shaking: false }));
  };

  // A wrong code shakes; 1.4 s later the boxes clear and the first one takes focus (a new attempt).
  useEffect(() => {
    if (!wrongCode.shaking) return;
    const timer = setTimeout(
      () => setWrongCode((wrong) => ({ ...wrong, attempt: wrong.attempt + 1, shaking: false })),
      WRONG_CODE_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [wrongCode]);

  /**
   * The view's status. An error shows once the command that raised it has settled as a wrong code;
   * until then (and on its way to the error screen) the status it came from stays.
   */
  let status: EnterCodeViewStatus;
  if (state.status === 'initial') status = 'sending-code';
  else if (isUnconfirmed(state)) status = 'code-unconfirmed';
  else if (state.status === 'error' && state.error !== wrongCode.error) {
    status = state.failedStep === 'send' ? 'sending-code' : 'submitting-code';
  } else status = state.status;

  return {
    status,
    error: state.status === 'error' ? state.error : null,
    shake: wrongCode.shaking,
    attempt: wrongCode.attempt,
    resendIn,
    settle,
    settleResend,
  };
}
