import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { isCompleteCode, normalizeCode } from '../../core/validation/code.ts';
import { validateEmail } from '../../core/validation/email.ts';
import type { LoginMode } from '../../core/api/wire.ts';
import type { User } from '../../core/user.ts';

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

export type EmailIntent = 'login' | 'link' | 'update';

/** What a finished flow produced. Login and link report different fields (API.md callbacks). */
export type EmailLoginResult =
  | { intent: 'login'; user: User; isNewUser: boolean }
  | { intent: 'link' | 'update'; user: User };

interface Common {
  /** The address the code was (or is being) sent to. */
  email: string | null;
  /** When the last code was sent (ms since epoch, flow clock), for the resend cooldown. */
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
  | (Common & { status: 'done'; error: null; failedStep: null; result: EmailLoginResult })
  | (Common & {
      status: 'error';
      error: FoyerError;
      /** Which call failed: a failed send belongs on the e-mail step, a failed submit on the code step. */
      failedStep: 'send' | 'submit';
      result: null;
    });

export type EmailLoginEvent =
  | { type: 'send'; email: string; disableSignup: boolean; disallowPlus: boolean }
  | { type: 'resend' }
  | { type: 'codeSent'; at: number }
  | { type: 'sendFailed'; error: FoyerError }
  | { type: 'submit'; code: string }
  | { type: 'authenticated'; result: EmailLoginResult }
  | { type: 'submitFailed'; error: FoyerError }
  | { type: 'reset' };

export type EmailLoginEffect =
  | { type: 'sendCode'; email: string }
  | { type: 'authenticate'; email: string; code: string; mode: LoginMode };

export interface EmailLoginTransition {
  snapshot: EmailLoginSnapshot;
  effects: EmailLoginEffect[];
}

export const initialEmailLoginSnapshot: EmailLoginSnapshot = {
  status: 'initial',
  email: null,
  codeSentAt: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

const common = ({ email, codeSentAt, disableSignup }: EmailLoginSnapshot): Common => ({
  email,
  codeSentAt,
  disableSignup,
});

const stay = (snapshot: EmailLoginSnapshot): EmailLoginTransition => ({ snapshot, effects: [] });

function fail(base: Common, error: FoyerError, failedStep: 'send' | 'submit'): EmailLoginTransition {
  return { snapshot: { ...base, status: 'error', error, failedStep, result: null }, effects: [] };
}

function pending(
  base: Common,
  status: 'sending-code' | 'submitting-code',
  effect: EmailLoginEffect,
): EmailLoginTransition {
  return { snapshot: { ...base, status, error: null, failedStep: null, result: null }, effects: [effect] };
}

/**
 * Pure transition: (snapshot, event) → next snapshot + effects to run. No I/O, no clock.
 * A new `send` or `submit` supersedes one in flight (the runtime aborts the old request).
 */
export function emailLoginMachine(snapshot: EmailLoginSnapshot, event: EmailLoginEvent): EmailLoginTransition {
  const base = common(snapshot);
  switch (event.type) {
    case 'send': {
      const email = event.email.trim();
      const next = { email, codeSentAt: null, disableSignup: event.disableSignup };
      const issue = validateEmail(email, { disallowPlus: event.disallowPlus });
      if (issue) return fail(next, new ValidationError('email', issue, `"${email}" cannot be used: ${issue}`), 'send');
      return pending(next, 'sending-code', { type: 'sendCode', email });
    }
    case 'resend': {
      if (base.email === null) return fail(base, noFlow('resendCode'), 'send');
      return pending(base, 'sending-code', { type: 'sendCode', email: base.email });
    }
    case 'codeSent':
      if (snapshot.status !== 'sending-code') return stay(snapshot);
      return {
        snapshot: { ...base, codeSentAt: event.at, status: 'awaiting-code-input', error: null, failedStep: null, result: null },
        effects: [],
      };
    case 'sendFailed':
      return snapshot.status === 'sending-code' ? fail(base, event.error, 'send') : stay(snapshot);
    case 'submit': {
      if (base.email === null || base.codeSentAt === null) return fail(base, noFlow('loginWithCode'), 'submit');
      const code = normalizeCode(event.code);
      if (!isCompleteCode(code)) {
        return fail(base, new ValidationError('code', ErrorCode.INVALID_CODE, 'The code must be exactly 6 digits 0-9'), 'submit');
      }
      const mode: LoginMode = base.disableSignup ? 'no-signup' : 'login-or-sign-up';
      return pending(base, 'submitting-code', { type: 'authenticate', email: base.email, code, mode });
    }
    case 'authenticated':
      if (snapshot.status !== 'submitting-code') return stay(snapshot);
      return { snapshot: { ...base, status: 'done', error: null, failedStep: null, result: event.result }, effects: [] };
    case 'submitFailed':
      return snapshot.status === 'submitting-code' ? fail(base, event.error, 'submit') : stay(snapshot);
    case 'reset':
      return stay(initialEmailLoginSnapshot);
  }
}

function noFlow(command: string): FoyerError {
  return new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, `${command}() needs a code to have been sent first; call sendCode()`);
}
