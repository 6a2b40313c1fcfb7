import type { MfaMethod } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import { MFA_LIMITS, type MfaFields } from '../../core/wallets/protocol.ts';

export const mfaChallengeStatuses = ['initial', 'required', 'sending-code', 'verifying', 'done', 'error'] as const;
export type MfaChallengeStatus = (typeof mfaChallengeStatuses)[number];

/** What a passkey verification submits: the WebAuthn assertion in the provider's snake_case. */
export type MfaCode = string | Record<string, unknown>;

export interface MfaChallengeFields {
  /** The user's enrolled methods the waiting request can be verified with. */
  methods: readonly MfaMethod[];
  /** The method being verified: chosen, or the only one. */
  method: MfaMethod | null;
  /** Wrong codes so far for this request (spec §9: the 4th ends it). */
  attempts: number;
  /** Whether an SMS code was sent for this challenge. */
  codeSent: boolean;
  /** The last code's refusal while the user may try again (`missing_or_invalid_mfa`): 'The code you entered is not valid'. */
  codeError: FoyerError | null;
  /** Whether an app's `onMfaRequired` listener was called (the default modal then stays out of the way). */
  handledByApp: boolean;
}

/**
 * A wallet request waiting for MFA (spec §4 'Session-related MFA retry loop', 'MFA verification
 * modal'): `required` (choose a method, type the code), `sending-code` (an SMS code), `verifying`
 * (the request is sent again with the code), then `done` (it went through) or `error` (max attempts,
 * timeout, canceled, or the request's own failure).
 */
export type MfaChallengeSnapshot = RunSnapshot<
  'required' | 'sending-code' | 'verifying',
  true,
  FoyerError,
  MfaChallengeFields
>;

export type MfaChallengeEvent =
  | { type: 'required'; methods: readonly MfaMethod[]; handledByApp: boolean }
  | { type: 'choose'; method: MfaMethod }
  | { type: 'code-sent' }
  /** Back to the list of methods (spec: 'Choose another method', when several exist). */
  | { type: 'choose-another' }
  /** Texts the SMS code again. */
  | { type: 'resend' }
  | { type: 'submit'; method: MfaMethod; code: MfaCode; relyingParty: string }
  | { type: 'passed' }
  /** The passkey prompt (or its options) failed before the request was sent again: the user may try again. */
  | { type: 'prompt-failed'; error: FoyerError }
  /** The request sent with the code failed: a wrong code (`missing_or_invalid_mfa`) or anything else. */
  | { type: 'rejected'; error: FoyerError }
  | { type: 'cancel' }
  /** The gate gave up on its own (the 300 s wait ran out, the request was aborted). */
  | { type: 'ended'; error: FoyerError }
  | { type: 'reset' };

export type MfaChallengeEffect =
  /** Asks the provider to text a code to the user's MFA phone. */
  | { type: 'send-code' }
  /** Hands the fields to the waiting request, which is sent again with them. */
  | { type: 'resume'; fields: Required<MfaFields> }
  /** Opens the browser's passkey prompt, then resumes the request with the assertion. */
  | { type: 'passkey' }
  /** Fails the waiting request with `error`. */
  | { type: 'abandon'; error: FoyerError };

export const initialMfaChallengeSnapshot: MfaChallengeSnapshot = {
  status: 'initial',
  error: null,
  result: null,
  methods: [],
  method: null,
  attempts: 0,
  codeSent: false,
  codeError: null,
  handledByApp: false,
};

const steps = machineSteps<MfaChallengeSnapshot, MfaChallengeEffect>(initialMfaChallengeSnapshot);

export const mfaCanceled = () => new FoyerError(ErrorCode.MFA_CANCELED, 'MFA canceled');
export const mfaMaxAttempts = () =>
  new FoyerError(
    ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED,
    `${MFA_LIMITS.maxAttempts} wrong codes: the maximum number of MFA attempts was reached`,
  );
export const mfaTimeout = () =>
  new FoyerError(ErrorCode.MFA_TIMEOUT, `No MFA code within ${MFA_LIMITS.codeWaitMs / 1000} s`);

const waiting = (status: MfaChallengeStatus) => status === 'required' || status === 'sending-code';

/** Spec §5: an SMS or authenticator code is exactly 6 digits once whitespace is stripped. */
export function checkMfaCode(method: MfaMethod, code: MfaCode): MfaCode {
  if (method === 'passkey') {
    if (typeof code !== 'object' || code === null) {
      throw new FoyerError(ErrorCode.INVALID_DATA, 'A passkey verification submits the WebAuthn assertion');
    }
    return code;
  }
  const digits = typeof code === 'string' ? code.replace(/\s+/g, '') : '';
  if (digits === '') throw new FoyerError(ErrorCode.INVALID_CODE, 'The MFA code is empty');
  if (!/^\d+$/.test(digits)) throw new FoyerError(ErrorCode.INVALID_CODE, 'Passcode can only be numbers');
  if (digits.length !== MFA_LIMITS.codeLength) {
    throw new FoyerError(ErrorCode.INVALID_CODE, `Passcode must be exactly ${MFA_LIMITS.codeLength} numbers`);
  }
  return digits;
}

/** The challenge of one waiting wallet request, pure: which method, the code's checks, the attempts, the end. */
export function mfaChallengeMachine(
  snapshot: MfaChallengeSnapshot,
  event: MfaChallengeEvent,
): Transition<MfaChallengeSnapshot, MfaChallengeEffect> {
  const fields = steps.fields(snapshot);
  switch (event.type) {
    case 'required': {
      const only = event.methods.length === 1 ? (event.methods[0] ?? null) : null;
      return steps.pending(
        {
          ...initialMfaChallengeSnapshot,
          methods: event.methods,
          method: only,
          handledByApp: event.handledByApp,
        },
        'required',
      );
    }
    case 'choose':
      if (!waiting(snapshot.status) || !snapshot.methods.includes(event.method)) return steps.stay(snapshot);
      if (event.method === 'sms' && !snapshot.codeSent) {
        return steps.pending({ ...fields, method: 'sms', codeError: null }, 'sending-code', { type: 'send-code' });
      }
      if (event.method === 'passkey') {
        return steps.pending({ ...fields, method: 'passkey', codeError: null }, 'verifying', { type: 'passkey' });
      }
      return steps.pending({ ...fields, method: event.method, codeError: null }, 'required');
    case 'choose-another':
      if (!waiting(snapshot.status) || snapshot.methods.length < 2) return steps.stay(snapshot);
      return steps.pending({ ...fields, method: null, codeError: null }, 'required');
    case 'resend':
      if (snapshot.status !== 'required' || snapshot.method !== 'sms') return steps.stay(snapshot);
      return steps.pending({ ...fields, codeError: null }, 'sending-code', { type: 'send-code' });
    case 'code-sent':
      if (snapshot.status !== 'sending-code') return steps.stay(snapshot);
      return steps.pending({ ...fields, codeSent: true }, 'required');
    case 'submit': {
      if (!waiting(snapshot.status)) return steps.stay(snapshot);
      if (!snapshot.methods.includes(event.method)) {
        const error = new FoyerError(ErrorCode.INVALID_DATA, `'${event.method}' is not one of the user's MFA methods`);
        return steps.pending({ ...fields, codeError: error }, 'required');
      }
      let code: MfaCode;
      try {
        code = checkMfaCode(event.method, event.code);
      } catch (error) {
        return steps.pending({ ...fields, method: event.method, codeError: error as FoyerError }, 'required');
      }
      return steps.pending({ ...fields, method: event.method, codeError: null }, 'verifying', {
        type: 'resume',
        fields: { mfaMethod: event.method, mfaCode: code, relyingParty: event.relyingParty },
      });
    }
    case 'prompt-failed':
      if (snapshot.status !== 'verifying') return steps.stay(snapshot);
      return steps.pending({ ...fields, codeError: event.error }, 'required');
    case 'passed':
      return snapshot.status === 'verifying' ? steps.done(fields, true) : steps.stay(snapshot);
    case 'rejected': {
      if (snapshot.status !== 'verifying' && snapshot.status !== 'sending-code') return steps.stay(snapshot);
      const wrongCode = event.error.code === ErrorCode.MISSING_OR_INVALID_MFA;
      if (!wrongCode || snapshot.status === 'sending-code') {
        if (snapshot.status === 'sending-code') return steps.pending({ ...fields, codeError: event.error }, 'required');
        return end(fields, event.error);
      }
      const attempts = snapshot.attempts + 1;
      if (attempts >= MFA_LIMITS.maxAttempts) return end({ ...fields, attempts }, mfaMaxAttempts());
      return steps.pending({ ...fields, attempts, codeError: event.error }, 'required');
    }
    case 'cancel':
      // Once the request was sent again with a code, its answer decides.
      if (!waiting(snapshot.status)) return steps.stay(snapshot);
      return end(fields, mfaCanceled());
    case 'ended':
      if (snapshot.status === 'initial' || snapshot.status === 'done' || snapshot.status === 'error') {
        return steps.stay(snapshot);
      }
      return steps.fail(fields, event.error);
    case 'reset':
      return steps.reset();
  }
}

/** The challenge fails and so does the waiting request. */
function end(fields: MfaChallengeFields, error: FoyerError): Transition<MfaChallengeSnapshot, MfaChallengeEffect> {
  const { snapshot } = steps.fail(fields, error);
  return steps.to(snapshot, { type: 'abandon', error });
}
