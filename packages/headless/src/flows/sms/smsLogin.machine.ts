import type { SmsChannel } from '../../core/api/routes/sms.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import type { Machine } from '../../core/flow/types.ts';
import { type PhoneSubmission, validatePhoneSubmission } from '../../core/validation/phone.ts';
import {
  type CodeLoginEffect,
  type CodeLoginErrorCode,
  type CodeLoginEvent,
  type CodeLoginSnapshot,
  codeLoginMachine,
  codeLoginStatuses,
} from '../oneTimeCode/oneTimeCode.machine.ts';

/** The spec's SMS flow states (the e-mail flow's: the one-time-code machine's), in order. Stories and tests iterate over this list. */
export const smsLoginStatuses = codeLoginStatuses;
export type SmsLoginStatus = (typeof smsLoginStatuses)[number];

export interface PhoneDestination {
  /** The number the code was (or is being) sent to, in E.164. */
  phoneNumber: string | null;
  /** How the code travels: a text message, or WhatsApp when the app enables it. */
  channel: SmsChannel;
}

/** A number refused by libphonenumber, or the chunk that reads numbers failed to load. */
type PhoneRefusal = 'invalid_phone_number' | 'network_error' | 'unknown_auth_error';

/** The codes the SMS flow gives (`state.error.code`, `onError`): the one-time-code flow's, and a number's refusals. */
export type SmsLoginErrorCode = CodeLoginErrorCode<PhoneRefusal>;

export type SmsLoginSnapshot = CodeLoginSnapshot<PhoneDestination, 'sms', SmsLoginErrorCode>;

export type SmsRunFacts = RunFacts;

/** What a send command names: the number as read, and the channel. */
export interface PhoneSend {
  /** The number as libphonenumber read it, or why it could not be read (its chunk failed to load). */
  phone: PhoneSubmission | FoyerError<Exclude<PhoneRefusal, 'invalid_phone_number'>>;
  channel: SmsChannel;
}

export type SmsLoginEvent = CodeLoginEvent<PhoneSend, SmsRunFacts, 'sms', SmsLoginErrorCode>;

/** Where the send call sends the code: the number and the channel. */
export interface PhoneSendTo {
  phoneNumber: string;
  channel: SmsChannel;
}

export type SmsLoginEffect = CodeLoginEffect<PhoneSendTo, { phoneNumber: string }>;

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

/**
 * Pure transition: (snapshot, event) → next snapshot + effects: the one-time-code machine with a
 * phone number. The intent rules (spec §4-§5; an update needs a phone to replace), then the number's
 * validity (read by the runtime with libphonenumber and carried by the event), are checked before
 * any call.
 */
export const smsLoginMachine: Machine<SmsLoginSnapshot, SmsLoginEvent, SmsLoginEffect> =
  /* @__PURE__ */ codeLoginMachine(
    {
      accountType: 'phone',
      read: ({ phone, channel }): PhoneDestination => ({
        phoneNumber: phone instanceof FoyerError ? null : (phone.qualifiedPhoneNumber ?? phone.rawPhoneNumber.trim()),
        channel,
      }),
      refuse({ phone }, { phoneNumber }): FoyerError<PhoneRefusal> | null {
        if (phone instanceof FoyerError) return phone;
        const issue = validatePhoneSubmission(phone);
        return issue && new ValidationError('phoneNumber', issue, `"${phoneNumber}" is not a valid number`);
      },
      sendTo: ({ phoneNumber, channel }) => (phoneNumber === null ? null : { phoneNumber, channel }),
      verifyAt: ({ phoneNumber }) => (phoneNumber === null ? null : { phoneNumber }),
    },
    initialSmsLoginSnapshot,
  );
