import type { SmsChannel } from '../../core/api/routes/sms.ts';
import type { LoginMode } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { checkIntent, type SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import { isCompleteCode, normalizeCode } from '../../core/validation/code.ts';
import { type PhoneSubmission, validatePhoneSubmission } from '../../core/validation/phone.ts';

/** The spec's SMS flow states (the e-mail flow's), in order. Stories and tests iterate over this list. */
export const smsLoginStatuses = [
  'initial',
  'sending-code',
  'awaiting-code-input',
  'submitting-code',
  'done',
  'error',
] as const;
export type SmsLoginStatus = (typeof smsLoginStatuses)[number];

interface Common {
  /** The number the code was (or is being) sent to, in E.164. */
  phoneNumber: string | null;
  /** How the code travels: a text message, or WhatsApp when the app enables it. */
  channel: SmsChannel;
  /** When the last code was sent (ms since epoch, core clock), for the resend cooldown. */
  codeSentAt: number | null;
  disableSignup: boolean;
}

export type SmsLoginSnapshot =
  | (Common & {
      status: 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code';
      error: null;
      failedStep: null;
      result: null;
    })
  | (Common & { status: 'done'; error: null; failedStep: null; result: FlowResult<'sms'> })
  | (Common & {
      status: 'error';
      error: FoyerError;
      /** Which call failed: a failed send belongs on the number step, a failed submit on the code step. */
      failedStep: 'send' | 'submit';
      result: null;
    });

/** What the machine is told about the world when a run starts (read by the runtime, never by the machine). */
export interface SmsRunFacts {
  intent: FlowIntent;
  session: SessionFacts;
}

export type SmsLoginEvent =
  | {
      type: 'send';
      /** The number as libphonenumber read it, or why it could not be read (its chunk failed to load). */
      phone: PhoneSubmission | FoyerError;
      channel: SmsChannel;
      disableSignup: boolean;
      facts: SmsRunFacts;
    }
  | { type: 'resend'; facts: SmsRunFacts }
  | { type: 'codeSent'; at: number }
  | { type: 'sendFailed'; error: FoyerError }
  | { type: 'submit'; code: string; facts: SmsRunFacts }
  | { type: 'verified'; result: FlowResult<'sms'> }
  | { type: 'submitFailed'; error: FoyerError }
  | { type: 'reset' };

export type SmsLoginEffect =
  | { type: 'sendCode'; phoneNumber: string; channel: SmsChannel }
  | { type: 'verifyCode'; intent: FlowIntent; phoneNumber: string; code: string; mode: LoginMode };

export const initialSmsLoginSnapshot: SmsLoginSnapshot = {
  status: 'initial',
  phoneNumber: null,
  channel: 'sms',
  codeSentAt: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

/** A run whose code another instance already sent (the screen that took the number): it awaits the code. */
export function codeSentSnapshot(sent: {
  phoneNumber: string;
  channel?: SmsChannel | undefined;
  at: number;
  disableSignup?: boolean | undefined;
}): SmsLoginSnapshot {
  return {
    status: 'awaiting-code-input',
    error: null,
    failedStep: null,
    result: null,
    phoneNumber: sent.phoneNumber,
    channel: sent.channel ?? 'sms',
    codeSentAt: sent.at,
    disableSignup: sent.disableSignup ?? false,
  };
}

type Step = Transition<SmsLoginSnapshot, SmsLoginEffect>;

const common = ({ phoneNumber, channel, codeSentAt, disableSignup }: SmsLoginSnapshot): Common => ({
  phoneNumber,
  channel,
  codeSentAt,
  disableSignup,
});
const stay = (snapshot: SmsLoginSnapshot): Step => ({ snapshot, effects: [] });
const fail = (base: Common, error: FoyerError, failedStep: 'send' | 'submit'): Step => ({
  snapshot: { ...base, status: 'error', error, failedStep, result: null },
  effects: [],
});
const pending = (base: Common, status: 'sending-code' | 'submitting-code', effect: SmsLoginEffect): Step => ({
  snapshot: { ...base, status, error: null, failedStep: null, result: null },
  effects: [effect],
});
const noFlow = (command: string) =>
  new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, `${command}() needs a code to have been sent first; call sendCode()`);

/**
 * Pure transition: (snapshot, event) → next snapshot + effects. No I/O, no clock. The intent rules
 * (spec §4-§5; an update needs a phone to replace) and the number's validity (read by the runtime
 * with libphonenumber and carried by the event) are checked here, before any call is asked for.
 */
export function smsLoginMachine(snapshot: SmsLoginSnapshot, event: SmsLoginEvent): Step {
  const base = common(snapshot);
  switch (event.type) {
    case 'send': {
      const { phone } = event;
      const read = phone instanceof FoyerError ? null : phone;
      const phoneNumber = read ? (read.qualifiedPhoneNumber ?? read.rawPhoneNumber.trim()) : null;
      const next = { phoneNumber, channel: event.channel, codeSentAt: null, disableSignup: event.disableSignup };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'phone');
      if (refused) return fail(next, refused, 'send');
      if (!read || phoneNumber === null) return fail(next, phone as FoyerError, 'send');
      const issue = validatePhoneSubmission(read);
      if (issue) {
        return fail(next, new ValidationError('phoneNumber', issue, `"${phoneNumber}" is not a valid number`), 'send');
      }
      return pending(next, 'sending-code', { type: 'sendCode', phoneNumber, channel: event.channel });
    }
    case 'resend': {
      if (base.phoneNumber === null) return fail(base, noFlow('resendCode'), 'send');
      const refused = checkIntent(event.facts.intent, event.facts.session, 'phone');
      if (refused) return fail(base, refused, 'send');
      return pending(base, 'sending-code', { type: 'sendCode', phoneNumber: base.phoneNumber, channel: base.channel });
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
      if (base.phoneNumber === null || base.codeSentAt === null) return fail(base, noFlow('loginWithCode'), 'submit');
      const refused = checkIntent(event.facts.intent, event.facts.session, 'phone');
      if (refused) return fail(base, refused, 'submit');
      const code = normalizeCode(event.code);
      if (!isCompleteCode(code)) {
        return fail(
          base,
          new ValidationError('code', ErrorCode.INVALID_CODE, 'The code must be exactly 6 digits 0-9'),
          'submit',
        );
      }
      const mode: LoginMode = base.disableSignup ? 'no-signup' : 'login-or-sign-up';
      return pending(base, 'submitting-code', {
        type: 'verifyCode',
        intent: event.facts.intent,
        phoneNumber: base.phoneNumber,
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
      return snapshot === initialSmsLoginSnapshot ? stay(snapshot) : stay(initialSmsLoginSnapshot);
  }
}
