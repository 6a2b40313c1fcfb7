import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Machine, Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import {
  checkMfaCode,
  initialMfaChallengeSnapshot,
  type MfaChallengeEvent,
  type MfaChallengeSnapshot,
  mfaChallengeMachine,
} from './challenge.machine.ts';
import { initialMfaEnrollmentSnapshot, type MfaEnrollmentFacts, mfaEnrollmentMachine } from './enrollment.machine.ts';

/** The MFA machines: pure tables of (snapshot, event) → snapshot and effects. */

function run<Snapshot, Event, Effect>(machine: Machine<Snapshot, Event, Effect>, from: Snapshot, events: Event[]) {
  let step: Transition<Snapshot, Effect> = { snapshot: from, effects: [] };
  for (const event of events) step = machine(step.snapshot, event);
  return step;
}

const wrongCode = () => new FoyerError(ErrorCode.MISSING_OR_INVALID_MFA, 'Invalid MFA code');
const required = (methods: MfaChallengeSnapshot['methods']): MfaChallengeEvent => ({
  type: 'required',
  methods,
  handledByApp: false,
});
const submit = (code: string): MfaChallengeEvent => ({
  type: 'submit',
  method: 'totp',
  code,
  relyingParty: 'http://app',
});

describe('the MFA challenge of a waiting wallet request', () => {
  it('starts on the only method, and resumes the request with the code once it is 6 digits', () => {
    const step = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp']), submit(' 123 456 ')]);
    expect(step.snapshot).toMatchObject({ status: 'verifying', method: 'totp', attempts: 0, codeError: null });
    expect(step.effects).toEqual([
      { type: 'resume', fields: { mfaMethod: 'totp', mfaCode: '123456', relyingParty: 'http://app' } },
    ]);
    expect(run(mfaChallengeMachine, step.snapshot, [{ type: 'passed' }]).snapshot).toMatchObject({
      status: 'done',
      result: true,
    });
  });

  it.each([
    ['', 'The MFA code is empty'],
    ['12a456', 'Passcode can only be numbers'],
    ['12345', 'Passcode must be exactly 6 numbers'],
  ])('refuses %j without a request: %s', (code, message) => {
    const step = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp']), submit(code)]);
    expect(step.effects).toEqual([]);
    expect(step.snapshot.status).toBe('required');
    expect(step.snapshot.codeError).toMatchObject({ code: ErrorCode.INVALID_CODE, message });
  });

  it('counts wrong codes: three leave the user typing, the fourth ends it and fails the request', () => {
    let step = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp', 'sms'])]);
    expect(step.snapshot.method).toBeNull();
    for (let attempt = 1; attempt <= 3; attempt++) {
      step = run(mfaChallengeMachine, step.snapshot, [submit('000000'), { type: 'rejected', error: wrongCode() }]);
      expect(step.snapshot).toMatchObject({ status: 'required', attempts: attempt });
      expect(step.snapshot.codeError?.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
    }
    step = run(mfaChallengeMachine, step.snapshot, [submit('000000'), { type: 'rejected', error: wrongCode() }]);
    expect(step.snapshot.status).toBe('error');
    expect(step.snapshot.error?.code).toBe(ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED);
    expect(step.effects).toEqual([{ type: 'abandon', error: step.snapshot.error }]);
  });

  it('ends on any other failure of the resent request (the provider locked verification)', () => {
    const locked = new FoyerError(ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED, 'locked');
    const step = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [
      required(['totp']),
      submit('123456'),
      { type: 'rejected', error: locked },
    ]);
    expect(step.snapshot).toMatchObject({ status: 'error', error: locked });
  });

  it('texts a code when SMS is chosen, once; a failed text leaves the user on the chooser with its error', () => {
    const chosen = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [
      required(['sms', 'totp']),
      { type: 'choose', method: 'sms' },
    ]);
    expect(chosen.snapshot.status).toBe('sending-code');
    expect(chosen.effects).toEqual([{ type: 'send-code' }]);
    const sent = run(mfaChallengeMachine, chosen.snapshot, [{ type: 'code-sent' }, { type: 'choose', method: 'sms' }]);
    expect(sent.snapshot).toMatchObject({ status: 'required', method: 'sms', codeSent: true });
    expect(sent.effects).toEqual([]);
    const failedText = new FoyerError(ErrorCode.SMS_VERIFICATION_FAILED, 'no text');
    expect(run(mfaChallengeMachine, chosen.snapshot, [{ type: 'rejected', error: failedText }]).snapshot).toMatchObject(
      { status: 'required', codeError: failedText, attempts: 0 },
    );
  });

  it('verifies a passkey on selection; a cancelled prompt can be tried again', () => {
    const step = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [
      required(['passkey', 'totp']),
      { type: 'choose', method: 'passkey' },
    ]);
    expect(step.snapshot.status).toBe('verifying');
    expect(step.effects).toEqual([{ type: 'passkey' }]);
    const cancelled = new FoyerError(ErrorCode.PASSKEY_NOT_ALLOWED, 'cancelled');
    const again = run(mfaChallengeMachine, step.snapshot, [{ type: 'prompt-failed', error: cancelled }]);
    expect(again.snapshot).toMatchObject({ status: 'required', codeError: cancelled, attempts: 0 });
    expect(run(mfaChallengeMachine, again.snapshot, [{ type: 'choose', method: 'passkey' }]).effects).toEqual([
      { type: 'passkey' },
    ]);
  });

  it('cancels while waiting (not once the code was sent), and ignores a method the user does not have', () => {
    const waiting = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp'])]);
    expect(run(mfaChallengeMachine, waiting.snapshot, [{ type: 'choose', method: 'sms' }]).snapshot).toBe(
      waiting.snapshot,
    );
    const canceled = run(mfaChallengeMachine, waiting.snapshot, [{ type: 'cancel' }]);
    expect(canceled.snapshot.error?.code).toBe(ErrorCode.MFA_CANCELED);
    expect(canceled.effects).toEqual([{ type: 'abandon', error: canceled.snapshot.error }]);
    const verifying = run(mfaChallengeMachine, waiting.snapshot, [submit('123456')]);
    expect(run(mfaChallengeMachine, verifying.snapshot, [{ type: 'cancel' }]).snapshot).toBe(verifying.snapshot);
  });

  it('goes back to the methods when there are several, and texts the SMS code again on resend', () => {
    const single = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp'])]);
    expect(run(mfaChallengeMachine, single.snapshot, [{ type: 'choose-another' }]).snapshot).toBe(single.snapshot);
    const sms = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [
      required(['sms', 'totp']),
      { type: 'choose', method: 'sms' },
      { type: 'code-sent' },
    ]);
    const resent = run(mfaChallengeMachine, sms.snapshot, [{ type: 'resend' }]);
    expect(resent.effects).toEqual([{ type: 'send-code' }]);
    expect(run(mfaChallengeMachine, sms.snapshot, [{ type: 'choose-another' }]).snapshot).toMatchObject({
      status: 'required',
      method: null,
    });
  });

  it('a new challenge starts afresh', () => {
    const ended = run(mfaChallengeMachine, initialMfaChallengeSnapshot, [required(['totp']), { type: 'cancel' }]);
    expect(run(mfaChallengeMachine, ended.snapshot, [required(['sms'])]).snapshot).toMatchObject({
      status: 'required',
      methods: ['sms'],
      method: 'sms',
      attempts: 0,
      error: null,
    });
  });

  it('a passkey code is the assertion object', () => {
    expect(() => checkMfaCode('passkey', '123456')).toThrow(FoyerError);
    expect(checkMfaCode('passkey', { id: 'x' })).toEqual({ id: 'x' });
  });
});

const facts = (over: Partial<MfaEnrollmentFacts> = {}): MfaEnrollmentFacts => ({
  authenticated: true,
  enrolled: [],
  offered: ['sms', 'totp', 'passkey'],
  smsLogin: false,
  passkeys: ['cred-1'],
  ...over,
});
const user = { id: 'did:foyer:1', mfaMethods: ['totp'] } as unknown as User;

describe('MFA enrollment', () => {
  it('TOTP: init (no verification for a first method), the setup, then the code; done holds the user', () => {
    const init = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'init', method: 'totp', facts: facts() },
    ]);
    expect(init.effects).toEqual([{ type: 'init', method: 'totp', verifyFirst: false }]);
    const totp = { secret: 'JBSWY3DPEHPK3PXP', authUrl: 'otpauth://totp/x' };
    const awaiting = run(mfaEnrollmentMachine, init.snapshot, [{ type: 'initialized', totp }]);
    expect(awaiting.snapshot).toMatchObject({ status: 'awaiting-code', totp });
    const submitted = run(mfaEnrollmentMachine, awaiting.snapshot, [
      { type: 'submit', method: 'totp', code: '123456' },
    ]);
    expect(submitted.effects).toEqual([{ type: 'submit', method: 'totp', code: '123456' }]);
    expect(run(mfaEnrollmentMachine, submitted.snapshot, [{ type: 'settled', user }]).snapshot).toMatchObject({
      status: 'done',
      result: user,
    });
  });

  it('a wrong enrollment code keeps the code step with its refusal; a malformed one sends nothing', () => {
    const awaiting = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'init', method: 'sms', phoneNumber: ' +1 555 0100 ', facts: facts() },
      { type: 'initialized', totp: null },
    ]);
    expect(awaiting.snapshot).toMatchObject({ status: 'awaiting-code', phoneNumber: '+1 555 0100' });
    const malformed = run(mfaEnrollmentMachine, awaiting.snapshot, [{ type: 'submit', method: 'sms', code: '12' }]);
    expect(malformed.effects).toEqual([]);
    expect(malformed.snapshot.codeError?.code).toBe(ErrorCode.INVALID_CODE);
    const wrong = run(mfaEnrollmentMachine, awaiting.snapshot, [
      { type: 'submit', method: 'sms', code: '000000' },
      { type: 'failed', error: wrongCode() },
    ]);
    expect(wrong.snapshot).toMatchObject({ status: 'awaiting-code', phoneNumber: '+1 555 0100' });
    expect(wrong.snapshot.codeError?.code).toBe(ErrorCode.MISSING_OR_INVALID_MFA);
  });

  it('verifies MFA first when the user already has a method', () => {
    const step = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'init', method: 'totp', facts: facts({ enrolled: ['sms'] }) },
    ]);
    expect(step.effects).toEqual([{ type: 'init', method: 'totp', verifyFirst: true }]);
  });

  it.each([
    [facts({ authenticated: false }), 'totp', 'logged in'],
    [facts({ offered: ['sms'] }), 'totp', 'does not offer'],
    [facts({ enrolled: ['totp'] }), 'totp', 'already enrolled'],
    [facts({ smsLogin: true }), 'sms', 'logs in with SMS'],
  ] as const)('refuses without a request (%#: %s %s)', (given, method, words) => {
    const event =
      method === 'sms'
        ? ({ type: 'init', method, phoneNumber: '+15550100', facts: given } as const)
        : ({ type: 'init', method, facts: given } as const);
    const step = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [event]);
    expect(step.effects).toEqual([]);
    expect(step.snapshot.status).toBe('error');
    expect(step.snapshot.error?.message).toContain(words);
  });

  it('passkeys: only the user own passkeys; unenrolling needs an enrolled method', () => {
    const unknown = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'enroll-passkey', credentialIds: ['other'], removeForLogin: false, facts: facts() },
    ]);
    expect(unknown.snapshot.error?.message).toContain('no passkey other');
    const enroll = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'enroll-passkey', credentialIds: ['cred-1'], removeForLogin: true, facts: facts({ enrolled: ['totp'] }) },
    ]);
    expect(enroll.effects).toEqual([
      { type: 'passkey', credentialIds: ['cred-1'], removeForLogin: true, verifyFirst: true },
    ]);
    const notEnrolled = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'unenroll', method: 'sms', removeForLogin: false, facts: facts({ enrolled: ['totp'] }) },
    ]);
    expect(notEnrolled.snapshot.error?.message).toContain('not enrolled');
    const unenroll = run(mfaEnrollmentMachine, initialMfaEnrollmentSnapshot, [
      { type: 'unenroll', method: 'passkey', removeForLogin: true, facts: facts({ enrolled: ['passkey'] }) },
    ]);
    expect(unenroll.effects).toEqual([{ type: 'unenroll', method: 'passkey', removeForLogin: true }]);
  });
});
