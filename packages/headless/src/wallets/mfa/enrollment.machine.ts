import type { MfaMethod } from '../../core/api/wire.ts';
import { ErrorCode, type FoyerErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import { checkMfaCode } from './challenge.machine.ts';

export const mfaEnrollmentStatuses = [
  'initial',
  'initializing',
  'awaiting-code',
  'submitting',
  'unenrolling',
  'done',
  'error',
] as const;
export type MfaEnrollmentStatus = (typeof mfaEnrollmentStatuses)[number];

/** What an authenticator app scans: the base32 secret and its `otpauth://` URI. */
export interface TotpSetup {
  secret: string;
  authUrl: string;
}

export interface MfaEnrollmentFields {
  /** The method being enrolled or removed. */
  method: MfaMethod | null;
  /** The phone an SMS enrollment texted its code to. */
  phoneNumber: string | null;
  /** The authenticator app's setup, once `initEnrollmentWithTotp` answered. */
  totp: TotpSetup | null;
  /** The last enrollment code's refusal (badly formed, or wrong): the user types it again. */
  codeError: FoyerError | null;
}

/** `result`: the user as the provider has them afterwards (their `mfaMethods`). */
export type MfaEnrollmentSnapshot = RunSnapshot<
  'initializing' | 'awaiting-code' | 'submitting' | 'unenrolling',
  User,
  FoyerError,
  MfaEnrollmentFields
>;

/** What the machine knows of the session when a command starts. */
export interface MfaEnrollmentFacts {
  authenticated: boolean;
  /** The user's enrolled methods: with any, adding or removing one needs an MFA verification first. */
  enrolled: readonly MfaMethod[];
  /** The methods the app offers (its config's `mfa_methods`). */
  offered: readonly MfaMethod[];
  /** Whether the user logs in with SMS (spec §5: SMS cannot be their MFA method then). */
  smsLogin: boolean;
  /** The credential ids of the user's linked passkeys. */
  passkeys: readonly string[];
}

export type MfaEnrollmentEvent =
  | { type: 'init'; method: 'sms'; phoneNumber: string; facts: MfaEnrollmentFacts }
  | { type: 'init'; method: 'totp'; facts: MfaEnrollmentFacts }
  | { type: 'initialized'; totp: TotpSetup | null }
  | { type: 'submit'; method: 'sms' | 'totp'; code: string; phoneNumber?: string | undefined }
  | { type: 'enroll-passkey'; credentialIds: readonly string[]; removeForLogin: boolean; facts: MfaEnrollmentFacts }
  | { type: 'unenroll'; method: MfaMethod; removeForLogin: boolean; facts: MfaEnrollmentFacts }
  | { type: 'settled'; user: User }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

/** `verifyFirst`: the user already has a method, so MFA is verified (`privy:mfa:verify`) before the change. */
export type MfaEnrollmentEffect =
  | { type: 'init'; method: 'sms'; phoneNumber: string; verifyFirst: boolean }
  | { type: 'init'; method: 'totp'; verifyFirst: boolean }
  | { type: 'submit'; method: 'sms'; code: string; phoneNumber: string }
  | { type: 'submit'; method: 'totp'; code: string }
  | { type: 'passkey'; credentialIds: string[]; removeForLogin: boolean; verifyFirst: boolean }
  | { type: 'unenroll'; method: 'sms' | 'totp' }
  | { type: 'unenroll'; method: 'passkey'; removeForLogin: boolean };

export const initialMfaEnrollmentSnapshot: MfaEnrollmentSnapshot = {
  status: 'initial',
  error: null,
  result: null,
  method: null,
  phoneNumber: null,
  totp: null,
  codeError: null,
};

const steps = machineSteps<MfaEnrollmentSnapshot, MfaEnrollmentEffect>(initialMfaEnrollmentSnapshot);
const blank = { method: null, phoneNumber: null, totp: null, codeError: null };

const wrongCode = (error: FoyerError) =>
  error.code === ErrorCode.MISSING_OR_INVALID_MFA || error.code === ErrorCode.INVALID_CODE;

const refuse = (code: FoyerErrorCode, field: string, message: string) =>
  steps.fail(blank, new ValidationError(field, code, message));

/** Spec §5 'MFA': an offered method, not already enrolled, and SMS only for users who do not log in with it. */
function refusal(method: MfaMethod, facts: MfaEnrollmentFacts): string | null {
  if (!facts.authenticated) return 'The user must be logged in to change their MFA methods';
  if (!facts.offered.includes(method)) return `The app does not offer '${method}' MFA`;
  if (facts.enrolled.includes(method) && method !== 'passkey') return `'${method}' MFA is already enrolled`;
  if (method === 'sms' && facts.smsLogin) return 'SMS cannot be an MFA method of a user who logs in with SMS';
  return null;
}

/**
 * Enrolling and removing MFA methods (spec §4 'MFA enrollment'), pure: the rules, then the wallet
 * iframe's `mfa:*` events (a verification first when the user already has a method), and the user
 * fetched again.
 */
export function mfaEnrollmentMachine(
  snapshot: MfaEnrollmentSnapshot,
  event: MfaEnrollmentEvent,
): Transition<MfaEnrollmentSnapshot, MfaEnrollmentEffect> {
  const busy =
    snapshot.status === 'initializing' || snapshot.status === 'submitting' || snapshot.status === 'unenrolling';
  switch (event.type) {
    case 'init': {
      if (busy) return steps.stay(snapshot);
      const refused = refusal(event.method, event.facts);
      if (refused) return refuse(ErrorCode.INVALID_DATA, 'method', refused);
      const verifyFirst = event.facts.enrolled.length > 0;
      if (event.method === 'totp') {
        return steps.pending({ ...blank, method: 'totp' }, 'initializing', {
          type: 'init',
          method: 'totp',
          verifyFirst,
        });
      }
      const phoneNumber = event.phoneNumber.trim();
      if (phoneNumber === '') return refuse(ErrorCode.INVALID_PHONE_NUMBER, 'phoneNumber', 'The phone number is empty');
      return steps.pending({ ...blank, method: 'sms', phoneNumber }, 'initializing', {
        type: 'init',
        method: 'sms',
        phoneNumber,
        verifyFirst,
      });
    }
    case 'initialized':
      if (snapshot.status !== 'initializing') return steps.stay(snapshot);
      return steps.pending({ ...steps.fields(snapshot), totp: event.totp }, 'awaiting-code');
    case 'submit': {
      if (snapshot.status !== 'awaiting-code' || snapshot.method !== event.method) return steps.stay(snapshot);
      const fields = { ...steps.fields(snapshot), codeError: null };
      let code: string;
      try {
        code = checkMfaCode(event.method, event.code) as string;
      } catch (error) {
        return steps.pending({ ...fields, codeError: error as FoyerError }, 'awaiting-code');
      }
      if (event.method === 'totp') {
        return steps.pending(fields, 'submitting', { type: 'submit', method: 'totp', code });
      }
      const phoneNumber = event.phoneNumber?.trim() || snapshot.phoneNumber || '';
      return steps.pending({ ...fields, phoneNumber }, 'submitting', {
        type: 'submit',
        method: 'sms',
        code,
        phoneNumber,
      });
    }
    case 'enroll-passkey': {
      if (busy) return steps.stay(snapshot);
      const refused = refusal('passkey', event.facts);
      if (refused) return refuse(ErrorCode.INVALID_DATA, 'method', refused);
      const unknown = event.credentialIds.find((id) => !event.facts.passkeys.includes(id));
      if (event.credentialIds.length === 0 || unknown !== undefined) {
        return refuse(
          ErrorCode.INVALID_DATA,
          'credentialIds',
          unknown === undefined ? 'Name at least one passkey to enroll' : `The user has no passkey ${unknown}`,
        );
      }
      return steps.pending({ ...blank, method: 'passkey' }, 'submitting', {
        type: 'passkey',
        credentialIds: [...event.credentialIds],
        removeForLogin: event.removeForLogin,
        verifyFirst: event.facts.enrolled.length > 0,
      });
    }
    case 'unenroll': {
      if (busy) return steps.stay(snapshot);
      if (!event.facts.authenticated) {
        return refuse(
          ErrorCode.MUST_BE_AUTHENTICATED,
          'method',
          'The user must be logged in to change their MFA methods',
        );
      }
      if (!event.facts.enrolled.includes(event.method)) {
        return refuse(ErrorCode.INVALID_DATA, 'method', `'${event.method}' MFA is not enrolled`);
      }
      const effect: MfaEnrollmentEffect =
        event.method === 'passkey'
          ? { type: 'unenroll', method: 'passkey', removeForLogin: event.removeForLogin }
          : { type: 'unenroll', method: event.method };
      return steps.pending({ ...blank, method: event.method }, 'unenrolling', effect);
    }
    case 'settled':
      if (!busy) return steps.stay(snapshot);
      return steps.done(steps.fields(snapshot), event.user);
    case 'failed':
      if (!busy) return steps.stay(snapshot);
      // A wrong enrollment code: the code screen stays, with the refusal.
      if (snapshot.status === 'submitting' && snapshot.method !== 'passkey' && wrongCode(event.error)) {
        return steps.pending({ ...steps.fields(snapshot), codeError: event.error }, 'awaiting-code');
      }
      return steps.fail(steps.fields(snapshot), event.error);
    case 'reset':
      return steps.reset();
  }
}

export const noUser = () => new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session ended during the MFA change');
