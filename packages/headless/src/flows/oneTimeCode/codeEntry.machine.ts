import { RESEND_COOLDOWN_MS, WRONG_CODE_RESET_MS } from '../../core/constants.ts';
import type { FoyerErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { machineSteps } from '../../core/flow/steps.ts';
import type { FlowResult, Transition } from '../../core/flow/types.ts';

/** What code entry reads of a one-time-code flow's snapshot: the e-mail and the SMS flow's alike. */
export type CodeFlowSnapshot =
  | { status: 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' }
  | { status: 'done'; result: FlowResult }
  | { status: 'error'; error: FoyerError; failedStep: 'send' | 'submit' | null };

/**
 * What a code screen shows (spec §2 'Enter confirmation code'), from sending the code on. `error`:
 * the code was refused. `code-unconfirmed`: the code was sent but its reply was lost, so it may be
 * used up: the boxes are locked and only a new code goes on.
 */
export const codeEntryStatuses = [
  'sending-code',
  'awaiting-code-input',
  'submitting-code',
  'error',
  'code-unconfirmed',
  'done',
] as const;
export type CodeEntryStatus = (typeof codeEntryStatuses)[number];

/**
 * Code entry's own state beside the flow's: what it is waiting for (`idle`, a code being checked,
 * a new code being sent), the refused code on show, and the resend cooldown.
 */
export interface CodeEntrySnapshot {
  status: 'idle' | 'submitting' | 'resending';
  error: null;
  result: null;
  /** The refused code's error, shown on the code screen (spec §8), until the next one. */
  wrong: FoyerError | null;
  /** The boxes shake: the first moments of a refused code. */
  shaking: boolean;
  /** The boxes' generation: it changes when they clear for a new attempt (a UI remounts them on it). */
  attempt: number;
  /** Until when a resend waits (ms since epoch); 0 before any resend. */
  resendUntil: number;
}

export type CodeEntryEvent =
  | { type: 'submit'; code: string }
  | { type: 'resend' }
  /** A command settled: the screen's own send, a submit, or a resend (`resent`), at `at`. */
  | { type: 'settled'; snapshot: CodeFlowSnapshot; resent: boolean; at: number }
  /** An effect of its own failed (an app callback threw): nothing is left waiting. */
  | { type: 'broken'; error: FoyerError }
  | { type: 'cleared' }
  | { type: 'reported' }
  | { type: 'reset' };

export type CodeEntryEffect =
  | { type: 'submit'; code: string }
  | { type: 'resend' }
  /** The code is accepted: the screen goes on (`onComplete`). */
  | { type: 'complete'; result: FlowResult }
  /** An error that belongs on another screen (`onFailure`). */
  | { type: 'fail'; error: FoyerError }
  | { type: 'wait'; ms: number };

export const initialCodeEntrySnapshot: CodeEntrySnapshot = {
  status: 'idle',
  error: null,
  result: null,
  wrong: null,
  shaking: false,
  attempt: 0,
  resendUntil: 0,
};

/** Spec §8: a refused code is shown on the code screen; every other error goes elsewhere. */
const inlineCodeErrors: ReadonlySet<FoyerErrorCode> = new Set(['invalid_credentials', 'invalid_code']);

const isWrongCode = (state: Extract<CodeFlowSnapshot, { status: 'error' }>) =>
  state.failedStep === 'submit' && inlineCodeErrors.has(state.error.code);

/** A code whose reply was lost: it may be used up, so the screen asks for a new one (never 'wrong code'). */
const isUnconfirmed = (state: CodeFlowSnapshot) =>
  state.status === 'error' && state.error.code === 'code_outcome_unknown';

type Step = Transition<CodeEntrySnapshot, CodeEntryEffect>;
const step = /* @__PURE__ */ machineSteps<CodeEntrySnapshot, CodeEntryEffect>(initialCodeEntrySnapshot);

/** The boxes clear for a new attempt (a new code, or 1.4 s after a wrong one). */
const fresh = (entry: CodeEntrySnapshot, resendUntil = entry.resendUntil): CodeEntrySnapshot => ({
  ...entry,
  status: 'idle',
  shaking: false,
  attempt: entry.attempt + 1,
  resendUntil,
});

function settle(entry: CodeEntrySnapshot, event: Extract<CodeEntryEvent, { type: 'settled' }>): Step {
  const idle: CodeEntrySnapshot = { ...entry, status: 'idle' };
  const settled = event.snapshot;
  if (event.resent && settled.status === 'awaiting-code-input') {
    return step.to(fresh(entry, event.at + RESEND_COOLDOWN_MS));
  }
  if (settled.status === 'done') return step.to(idle, { type: 'complete', result: settled.result });
  if (settled.status !== 'error' || isUnconfirmed(settled)) return step.to(idle);
  if (isWrongCode(settled)) {
    return step.to({ ...idle, wrong: settled.error, shaking: true }, { type: 'wait', ms: WRONG_CODE_RESET_MS });
  }
  return step.to(idle, { type: 'fail', error: settled.error });
}

/**
 * Code entry (spec §2 'Enter confirmation code'), pure: a full code is submitted once (the boxes
 * lock while it is checked), a refused code shakes and its boxes clear 1.4 s later, a code whose
 * reply was lost waits for a new code, a resent code gets empty boxes and starts the 30 s cooldown,
 * an accepted code completes, and any other error is handed on.
 */
export function codeEntryMachine(entry: CodeEntrySnapshot, event: CodeEntryEvent): Step {
  switch (event.type) {
    case 'submit':
      if (entry.status !== 'idle') return step.stay(entry);
      return step.to({ ...entry, status: 'submitting', shaking: false }, { type: 'submit', code: event.code });
    case 'resend':
      if (entry.status !== 'idle') return step.stay(entry);
      return step.to({ ...entry, status: 'resending' }, { type: 'resend' });
    case 'settled':
      return settle(entry, event);
    case 'broken':
      return step.to({ ...entry, status: 'idle' }, { type: 'fail', error: event.error });
    case 'cleared':
      return entry.shaking ? step.to(fresh(entry)) : step.stay(entry);
    case 'reported':
      return step.stay(entry);
    case 'reset':
      return step.reset();
  }
}

/** What a code screen renders: its status, the refused code's error, and the boxes' state. */
export interface CodeEntryView {
  status: CodeEntryStatus;
  /** The flow's error (a refused code's in `error`; the lost reply's in `code-unconfirmed`). */
  error: FoyerError | null;
  /** No typing: the code is on its way, being checked, accepted, or unconfirmed. */
  locked: boolean;
  shake: boolean;
  /** Changes when the boxes clear: remount them (a `key`), which empties and focuses them. */
  attempt: number;
}

/**
 * The code screen's view of the flow and of code entry. An error shows once the command that
 * raised it settled as a wrong code; until then (and on its way to another screen) the status it
 * came from stays.
 */
export function codeEntryView(flow: CodeFlowSnapshot, entry: CodeEntrySnapshot): CodeEntryView {
  let status: CodeEntryStatus;
  if (flow.status === 'initial') status = 'sending-code';
  else if (isUnconfirmed(flow)) status = 'code-unconfirmed';
  else if (flow.status === 'error' && flow.error !== entry.wrong) {
    status = flow.failedStep === 'send' ? 'sending-code' : 'submitting-code';
  } else status = flow.status;
  return {
    status,
    error: flow.status === 'error' ? flow.error : null,
    locked: status !== 'awaiting-code-input' && status !== 'error',
    shake: entry.shaking,
    attempt: entry.attempt,
  };
}
