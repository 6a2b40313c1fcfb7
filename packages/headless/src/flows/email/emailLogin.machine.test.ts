import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import {
  type EmailLoginEvent,
  type EmailLoginSnapshot,
  type EmailRunFacts,
  emailLoginMachine,
  emailLoginStatuses,
  initialEmailLoginSnapshot,
} from './emailLogin.machine.ts';

const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const loginResult: FlowResult<'email'> = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'email',
  loginAccount: null,
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const facts = (extra: Partial<EmailRunFacts> = {}): EmailRunFacts => ({
  intent: 'login',
  session: visitor,
  rules: {},
  ...extra,
});
const send = (email: string, extra: { disableSignup?: boolean; facts?: EmailRunFacts } = {}): EmailLoginEvent => ({
  type: 'send',
  email,
  disableSignup: extra.disableSignup ?? false,
  facts: extra.facts ?? facts(),
});
const submit = (code: string, runFacts = facts()): EmailLoginEvent => ({ type: 'submit', code, facts: runFacts });
const resend = (runFacts = facts()): EmailLoginEvent => ({ type: 'resend', facts: runFacts });

function run(events: EmailLoginEvent[], from: EmailLoginSnapshot = initialEmailLoginSnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = emailLoginMachine(snapshot, event));
  return { snapshot, effects };
}

const awaiting = run([send('ada@example.com'), { type: 'codeSent', at: 1000 }]).snapshot;
const submitting = run([submit('123456')], awaiting).snapshot;

describe('emailLoginMachine', () => {
  it.each([
    [
      'a valid address starts sending',
      [send(' ada@example.com ')],
      'sending-code',
      [{ type: 'sendCode', email: 'ada@example.com' }],
    ],
    ['an invalid address fails before sending', [send('ada@')], 'error', []],
    ['an address over 254 characters fails before sending', [send(`${'a'.repeat(250)}@b.co`)], 'error', []],
    ['a sent code awaits input', [send('ada@example.com'), { type: 'codeSent', at: 5 }], 'awaiting-code-input', []],
    [
      'a send failure is an error',
      [send('ada@example.com'), { type: 'sendFailed', error: new ApiError(429, null, '/x') }],
      'error',
      [],
    ],
    ['codeSent out of order is ignored', [{ type: 'codeSent', at: 5 }], 'initial', []],
    ['submit without a sent code fails', [submit('123456')], 'error', []],
  ] satisfies [string, EmailLoginEvent[], string, unknown[]][])('%s', (_, events, status, effects) => {
    const result = run(events);
    expect(result.snapshot.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it('records the send time for the resend cooldown', () => {
    expect(awaiting.codeSentAt).toBe(1000);
    expect(awaiting.email).toBe('ada@example.com');
  });

  it('rejects plus-addresses when the app disallows them, with the spec code', () => {
    const { snapshot } = run([send('ada+x@example.com', { facts: facts({ rules: { disallowPlus: true } }) })]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(ErrorCode.DISALLOWED_PLUS_EMAIL);
    expect(snapshot.failedStep).toBe('send');
    expect(run([send('ada+x@example.com')]).snapshot.status).toBe('sending-code');
  });

  it('strips whitespace from the code and asks for login-or-sign-up by default', () => {
    const { snapshot, effects } = run([submit(' 12 34 56 ')], awaiting);
    expect(snapshot.status).toBe('submitting-code');
    expect(effects).toEqual([
      { type: 'verifyCode', intent: 'login', email: 'ada@example.com', code: '123456', mode: 'login-or-sign-up' },
    ]);
  });

  it('sends no-signup mode when signup is disabled', () => {
    const start = run([send('ada@example.com', { disableSignup: true }), { type: 'codeSent', at: 1 }]).snapshot;
    expect(run([submit('000000')], start).effects).toEqual([
      { type: 'verifyCode', intent: 'login', email: 'ada@example.com', code: '000000', mode: 'no-signup' },
    ]);
  });

  it.each(['12345', '1234567', '12a456', ''])('refuses the code %j without sending it', (code) => {
    const { snapshot, effects } = run([submit(code)], awaiting);
    expect(effects).toEqual([]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(ErrorCode.INVALID_CODE);
    expect(snapshot.email).toBe('ada@example.com');
  });

  it('keeps the address after a wrong code so the visitor can try again', () => {
    const wrong = run(
      [{ type: 'submitFailed', error: new ApiError(401, { error: 'x', code: 'invalid_credentials' }, '/x') }],
      submitting,
    ).snapshot;
    expect(wrong).toMatchObject({ status: 'error', failedStep: 'submit', email: 'ada@example.com', codeSentAt: 1000 });
    expect(wrong.error?.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(run([submit('654321')], wrong).snapshot.status).toBe('submitting-code');
  });

  it('finishes with the tagged result', () => {
    const { snapshot } = run([{ type: 'verified', result: loginResult }], submitting);
    expect(snapshot.status).toBe('done');
    expect(snapshot.result).toEqual(loginResult);
  });

  it('resends to the same address and goes back to sending', () => {
    const { snapshot, effects } = run([resend()], awaiting);
    expect(snapshot.status).toBe('sending-code');
    expect(effects).toEqual([{ type: 'sendCode', email: 'ada@example.com' }]);
    expect(run([resend()]).snapshot.error?.code).toBe(ErrorCode.NO_FLOW_IN_PROGRESS);
  });

  it('reset returns to the initial snapshot from anywhere, and is a no-op there', () => {
    expect(run([{ type: 'reset' }], submitting).snapshot).toEqual(initialEmailLoginSnapshot);
    expect(emailLoginMachine(initialEmailLoginSnapshot, { type: 'reset' }).snapshot).toBe(initialEmailLoginSnapshot);
  });

  it('reaches every status', () => {
    const reached = new Set<string>(['initial']);
    const paths: EmailLoginEvent[][] = [
      [send('a@b.co')],
      [send('a@b.co'), { type: 'codeSent', at: 1 }],
      [send('a@b.co'), { type: 'codeSent', at: 1 }, submit('111111')],
      [send('a@b.co'), { type: 'codeSent', at: 1 }, submit('111111'), { type: 'verified', result: loginResult }],
      [send('nope')],
    ];
    for (const path of paths) reached.add(run(path).snapshot.status);
    expect([...reached].sort()).toEqual([...emailLoginStatuses].sort());
  });
});

describe('intent rules (spec §4-§5), decided before any call', () => {
  const user: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
  const userWithoutEmail: SessionFacts = { authenticated: true, linkedTypes: ['custom_auth'] };
  it.each<[FlowIntent, SessionFacts, string | null]>([
    ['login', visitor, null],
    ['login', user, ErrorCode.ALREADY_AUTHENTICATED],
    ['link', visitor, ErrorCode.MUST_BE_AUTHENTICATED],
    ['link', userWithoutEmail, null],
    ['link', user, ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    ['update', visitor, ErrorCode.MUST_BE_AUTHENTICATED],
    ['update', userWithoutEmail, ErrorCode.FAILED_TO_UPDATE_ACCOUNT],
    ['update', user, null],
  ])('%s with %o: %s', (intent, session, code) => {
    const runFacts = facts({ intent, session });
    for (const { snapshot, effects } of [
      run([send('ada@example.com', { facts: runFacts })]),
      run([submit('123456', runFacts)], awaiting),
      run([resend(runFacts)], awaiting),
    ]) {
      if (code === null) {
        expect(snapshot.status).not.toBe('error');
        expect(effects).toHaveLength(1);
      } else {
        // Straight from the current status to `error`: no `sending-code` in between, no call asked for.
        expect(snapshot).toMatchObject({ status: 'error', error: { code } });
        expect(effects).toEqual([]);
      }
    }
  });

  it('carries the intent into the verify effect', () => {
    const { effects } = run([submit('123456', facts({ intent: 'link', session: userWithoutEmail }))], awaiting);
    expect(effects).toEqual([expect.objectContaining({ type: 'verifyCode', intent: 'link' })]);
  });
});
