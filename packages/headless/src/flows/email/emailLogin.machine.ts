import type { LoginMode } from '../../core/api/wire.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { checkIntent, type SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import { isCompleteCode, normalizeCode } from '../../core/validation/code.ts';
import { type EmailRules, validateEmail } from '../../core/validation/email.ts';

/** The spec's e-mail flow states, in order. Stories and tests iterate over this list. */
export const emailLoginStatuses = [
  'initial',
  'sending-code',
  'awaiting-code-input',
  'submitting-code',
  'done',
  'error',
] as const;
export type EmailLoginStatus = (typeof emailLoginStatuses)[number];

interface Common {
  /** The address the code was (or is being) sent to. */
  email: string | null;
  /** When the last code was sent (ms since epoch, core clock), for the resend cooldown. */
  codeSentAt: number | null;
  disableSignup: boolean;
}

export type EmailLoginSnapshot =
  | (Common & {
      status: 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code';
      error: null;
      failedStep: null;
      result: null;
    })
  | (Common & { status: 'done'; error: null; failedStep: null; result: FlowResult<'email'> })
  | (Common & {
      status: 'error';
      error: FoyerError;
      /** Which call failed: a failed send belongs on the e-mail step, a failed submit on the code step. */
      failedStep: 'send' | 'submit';
      result: null;
    });

/** What the machine is told about the world when a run starts (read by the runtime, never by the machine). */
export interface EmailRunFacts {
  intent: FlowIntent;
  session: SessionFacts;
  rules: EmailRules;
}

export type EmailLoginEvent =
  | { type: 'send'; email: string; disableSignup: boolean; facts: EmailRunFacts }
  | { type: 'resend'; facts: EmailRunFacts }
  | { type: 'codeSent'; at: number }
  | { type: 'sendFailed'; error: FoyerError }
  | { type: 'submit'; code: string; facts: EmailRunFacts }
  | { type: 'verified'; result: FlowResult<'email'> }
  | { type: 'submitFailed'; error: FoyerError }
  | { type: 'reset' };

export type EmailLoginEffect =
  | { type: 'sendCode'; email: string }
  | { type: 'verifyCode'; intent: FlowIntent; email: string; code: string; mode: LoginMode };

export const initialEmailLoginSnapshot: EmailLoginSnapshot = {
  status: 'initial',
  email: null,
  codeSentAt: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

type Step = Transition<EmailLoginSnapshot, EmailLoginEffect>;

const common = ({ email, codeSentAt, disableSignup }: EmailLoginSnapshot): Common => ({
  email,
  codeSentAt,
  disableSignup,
});
const stay = (snapshot: EmailLoginSnapshot): Step => ({ snapshot, effects: [] });
const fail = (base: Common, error: FoyerError, failedStep: 'send' | 'submit'): Step => ({
  snapshot: { ...base, status: 'error', error, failedStep, result: null },
  effects: [],
});
const pending = (base: Common, status: 'sending-code' | 'submitting-code', effect: EmailLoginEffect): Step => ({
  snapshot: { ...base, status, error: null, failedStep: null, result: null },
  effects: [effect],
});
const noFlow = (command: string) =>
  new FoyerError('no_flow_in_progress', `${command}() needs a code to have been sent first; call sendCode()`);

/**
 * Pure transition: (snapshot, event) → next snapshot + effects. No I/O, no clock. The intent rules
 * (spec §4-§5) are checked here, from the facts the event carries, before any call is asked for.
 * A new `send` or `submit` supersedes one in flight (the runtime aborts the older request).
 */
export function emailLoginMachine(snapshot: EmailLoginSnapshot, event: EmailLoginEvent): Step {
  const base = common(snapshot);
  switch (event.type) {
    case 'send': {
      const email = event.email.trim();
      const next = { email, codeSentAt: null, disableSignup: event.disableSignup };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'email');
      if (refused) return fail(next, refused, 'send');
      const issue = validateEmail(email, event.facts.rules);
      if (issue) return fail(next, new ValidationError('email', issue, `"${email}" cannot be used: ${issue}`), 'send');
      return pending(next, 'sending-code', { type: 'sendCode', email });
    }
    case 'resend': {
      if (base.email === null) return fail(base, noFlow('resendCode'), 'send');
      const refused = checkIntent(event.facts.intent, event.facts.session, 'email');
      if (refused) return fail(base, refused, 'send');
      return pending(base, 'sending-code', { type: 'sendCode', email: base.email });
    }
    case 'codeSent':
      if (snapshot.status !== 'sending-code') return stay(snapshot);
      return {
        snapshot: {
          ...base,
          codeSentAt: event.at,
          status: 'awaiting-code-input',
          error: null,
          failedStep: null,
          result: null,
        },
        effects: [],
      };
    case 'sendFailed':
      return snapshot.status === 'sending-code' ? fail(base, event.error, 'send') : stay(snapshot);
    case 'submit': {
      if (base.email === null || base.codeSentAt === null) return fail(base, noFlow('loginWithCode'), 'submit');
      const refused = checkIntent(event.facts.intent, event.facts.session, 'email');
      if (refused) return fail(base, refused, 'submit');
      const code = normalizeCode(event.code);
      if (!isCompleteCode(code)) {
        return fail(
          base,
          new ValidationError('code', 'invalid_code', 'The code must be exactly 6 digits 0-9'),
          'submit',
        );
      }
      const mode: LoginMode = base.disableSignup ? 'no-signup' : 'login-or-sign-up';
      return pending(base, 'submitting-code', {
        type: 'verifyCode',
        intent: event.facts.intent,
        email: base.email,
        code,
        mode,
      });
    }
    case 'verified':
      if (snapshot.status !== 'submitting-code') return stay(snapshot);
      return {
        snapshot: { ...base, status: 'done', error: null, failedStep: null, result: event.result },
        effects: [],
      };
    case 'submitFailed':
      return snapshot.status === 'submitting-code' ? fail(base, event.error, 'submit') : stay(snapshot);
    case 'reset':
      return snapshot === initialEmailLoginSnapshot ? stay(snapshot) : stay(initialEmailLoginSnapshot);
  }
}
