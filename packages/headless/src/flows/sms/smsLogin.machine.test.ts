import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError, FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import type { PhoneSubmission } from '../../core/validation/phone.ts';
import {
  codeSentSnapshot,
  initialSmsLoginSnapshot,
  type SmsLoginEvent,
  type SmsLoginSnapshot,
  type SmsRunFacts,
  smsLoginMachine,
  smsLoginStatuses,
} from './smsLogin.machine.ts';

const NUMBER = '+14155550100';
const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const loginResult: FlowResult<'sms'> = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'sms',
  loginAccount: null,
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const withEmail: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withPhone: SessionFacts = { authenticated: true, linkedTypes: ['phone'] };
const facts = (intent: FlowIntent = 'login', session = visitor): SmsRunFacts => ({ intent, session });
const valid = (qualified = NUMBER): PhoneSubmission => ({
  rawPhoneNumber: qualified,
  qualifiedPhoneNumber: qualified,
  countryCode: 'US',
  isValid: true,
});
const invalid: PhoneSubmission = {
  rawPhoneNumber: ' 555 ',
  qualifiedPhoneNumber: '+1555',
  countryCode: 'US',
  isValid: false,
};
const send = (
  phone: PhoneSubmission | FoyerError<'network_error'> = valid(),
  extra: { channel?: 'sms' | 'whatsapp'; disableSignup?: boolean; facts?: SmsRunFacts } = {},
): SmsLoginEvent => ({
  type: 'send',
  phone,
  channel: extra.channel ?? 'sms',
  disableSignup: extra.disableSignup ?? false,
  facts: extra.facts ?? facts(),
});
const submit = (code: string, runFacts = facts()): SmsLoginEvent => ({ type: 'submit', code, facts: runFacts });

function run(events: SmsLoginEvent[], from: SmsLoginSnapshot = initialSmsLoginSnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = smsLoginMachine(snapshot, event));
  return { snapshot, effects };
}

const awaiting = run([send(), { type: 'codeSent', at: 1000 }]).snapshot;
const submitting = run([submit('123456')], awaiting).snapshot;

describe('smsLoginMachine', () => {
  it('has the spec statuses', () => {
    expect(smsLoginStatuses).toEqual([
      'initial',
      'sending-code',
      'awaiting-code-input',
      'submitting-code',
      'done',
      'error',
    ]);
  });

  it.each<[string, SmsLoginEvent[], SmsLoginSnapshot, string, unknown[]]>([
    [
      'a valid number starts sending by SMS',
      [send()],
      initialSmsLoginSnapshot,
      'sending-code',
      [{ type: 'sendCode', phoneNumber: NUMBER, channel: 'sms' }],
    ],
    [
      'WhatsApp is carried to the call',
      [send(valid(), { channel: 'whatsapp' })],
      initialSmsLoginSnapshot,
      'sending-code',
      [{ type: 'sendCode', phoneNumber: NUMBER, channel: 'whatsapp' }],
    ],
    ['an invalid number fails before sending', [send(invalid)], initialSmsLoginSnapshot, 'error', []],
    [
      'a formatter that failed to load fails the send',
      [send(new FoyerError(ErrorCode.NETWORK_ERROR, 'chunk'))],
      initialSmsLoginSnapshot,
      'error',
      [],
    ],
    [
      'a login while logged in is refused',
      [send(valid(), { facts: facts('login', withEmail) })],
      initialSmsLoginSnapshot,
      'error',
      [],
    ],
    ['a link needs a user', [send(valid(), { facts: facts('link') })], initialSmsLoginSnapshot, 'error', []],
    [
      'an update needs a phone to replace',
      [send(valid(), { facts: facts('update', withEmail) })],
      initialSmsLoginSnapshot,
      'error',
      [],
    ],
    [
      'an update of a user with a phone sends',
      [send(valid(), { facts: facts('update', withPhone) })],
      initialSmsLoginSnapshot,
      'sending-code',
      [{ type: 'sendCode', phoneNumber: NUMBER, channel: 'sms' }],
    ],
    ['a sent code awaits input', [{ type: 'codeSent', at: 5 }], run([send()]).snapshot, 'awaiting-code-input', []],
    [
      'a full code is verified (login-or-sign-up)',
      [submit(' 123 456 ')],
      awaiting,
      'submitting-code',
      [{ type: 'verifyCode', intent: 'login', phoneNumber: NUMBER, code: '123456', mode: 'login-or-sign-up' }],
    ],
    [
      'disableSignup asks for no-signup',
      [send(valid(), { disableSignup: true }), { type: 'codeSent', at: 1 }, submit('123456')],
      initialSmsLoginSnapshot,
      'submitting-code',
      [{ type: 'verifyCode', intent: 'login', phoneNumber: NUMBER, code: '123456', mode: 'no-signup' }],
    ],
    ['a short code fails without a call', [submit('12345')], awaiting, 'error', []],
    ['a code before any send fails', [submit('123456')], initialSmsLoginSnapshot, 'error', []],
    [
      'resend sends to the same number on the same channel',
      [{ type: 'resend', facts: facts() }],
      run([send(valid(), { channel: 'whatsapp' }), { type: 'codeSent', at: 1 }]).snapshot,
      'sending-code',
      [{ type: 'sendCode', phoneNumber: NUMBER, channel: 'whatsapp' }],
    ],
    ['resend before any send fails', [{ type: 'resend', facts: facts() }], initialSmsLoginSnapshot, 'error', []],
    ['a verified code is done', [{ type: 'verified', result: loginResult }], submitting, 'done', []],
    [
      'a refused code is an error of the submit step',
      [{ type: 'submitFailed', error: new ApiError(401, { code: 'invalid_credentials', error: 'no' }, '/x') }],
      submitting,
      'error',
      [],
    ],
    ['a late codeSent is ignored', [{ type: 'codeSent', at: 9 }], awaiting, 'awaiting-code-input', []],
    ['reset goes back to initial', [{ type: 'reset' }], submitting, 'initial', []],
  ])('%s', (_, events, from, status, effects) => {
    const result = run(events, from);
    expect(result.snapshot.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it('names the failed step and the error code', () => {
    expect(run([send(invalid)]).snapshot).toMatchObject({
      status: 'error',
      failedStep: 'send',
      error: { code: ErrorCode.INVALID_PHONE_NUMBER, field: 'phoneNumber' },
      phoneNumber: '+1555',
    });
    expect(run([send(valid(), { facts: facts('update', withEmail) })]).snapshot).toMatchObject({
      error: { code: ErrorCode.FAILED_TO_UPDATE_ACCOUNT },
    });
    expect(run([submit('12a456')], awaiting).snapshot).toMatchObject({
      failedStep: 'submit',
      error: { code: ErrorCode.INVALID_CODE },
    });
  });

  it('starts a run whose code was sent elsewhere in awaiting-code-input', () => {
    const resumed = codeSentSnapshot({ phoneNumber: NUMBER, channel: 'whatsapp', at: 42 });
    expect(resumed).toMatchObject({
      status: 'awaiting-code-input',
      phoneNumber: NUMBER,
      channel: 'whatsapp',
      codeSentAt: 42,
    });
    expect(run([submit('654321')], resumed).effects).toEqual([
      { type: 'verifyCode', intent: 'login', phoneNumber: NUMBER, code: '654321', mode: 'login-or-sign-up' },
    ]);
  });
});
