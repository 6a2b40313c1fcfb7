import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError } from '../../core/errors/FoyerError.ts';
import { toUser } from '../../core/user.ts';
import {
  type EmailLoginEvent,
  type EmailLoginSnapshot,
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
const send = (email: string, extra: Partial<Extract<EmailLoginEvent, { type: 'send' }>> = {}): EmailLoginEvent => ({
  type: 'send',
  email,
  disableSignup: false,
  disallowPlus: false,
  ...extra,
});

function run(events: EmailLoginEvent[], from: EmailLoginSnapshot = initialEmailLoginSnapshot) {
  let snapshot = from;
  let effects: unknown[] = [];
  for (const event of events) ({ snapshot, effects } = emailLoginMachine(snapshot, event));
  return { snapshot, effects };
}

const awaiting = run([send('ada@example.com'), { type: 'codeSent', at: 1000 }]).snapshot;
const submitting = run([{ type: 'submit', code: '123456' }], awaiting).snapshot;

describe('emailLoginMachine', () => {
  it.each([
    ['a valid address starts sending', [send(' ada@example.com ')], 'sending-code', [{ type: 'sendCode', email: 'ada@example.com' }]],
    ['an invalid address fails before sending', [send('ada@')], 'error', []],
    ['a sent code awaits input', [send('ada@example.com'), { type: 'codeSent', at: 5 }], 'awaiting-code-input', []],
    ['a send failure is an error', [send('ada@example.com'), { type: 'sendFailed', error: new ApiError(429, null, '/x') }], 'error', []],
    ['codeSent out of order is ignored', [{ type: 'codeSent', at: 5 }], 'initial', []],
    ['submit without a sent code fails', [{ type: 'submit', code: '123456' }], 'error', []],
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
    const { snapshot } = run([send('ada+x@example.com', { disallowPlus: true })]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(ErrorCode.DISALLOWED_PLUS_EMAIL);
    expect(snapshot.failedStep).toBe('send');
    expect(run([send('ada+x@example.com')]).snapshot.status).toBe('sending-code');
  });

  it('strips whitespace from the code and asks for login-or-sign-up by default', () => {
    const { snapshot, effects } = run([{ type: 'submit', code: ' 12 34 56 ' }], awaiting);
    expect(snapshot.status).toBe('submitting-code');
    expect(effects).toEqual([{ type: 'authenticate', email: 'ada@example.com', code: '123456', mode: 'login-or-sign-up' }]);
  });

  it('sends no-signup mode when signup is disabled', () => {
    const start = run([send('ada@example.com', { disableSignup: true }), { type: 'codeSent', at: 1 }]).snapshot;
    expect(run([{ type: 'submit', code: '000000' }], start).effects).toEqual([
      { type: 'authenticate', email: 'ada@example.com', code: '000000', mode: 'no-signup' },
    ]);
  });

  it.each(['12345', '1234567', '12a456', ''])('refuses the code %j without sending it', (code) => {
    const { snapshot, effects } = run([{ type: 'submit', code }], awaiting);
    expect(effects).toEqual([]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(ErrorCode.INVALID_CODE);
    expect(snapshot.email).toBe('ada@example.com');
  });

  it('keeps the address after a wrong code so the visitor can try again', () => {
    const wrong = run([{ type: 'submitFailed', error: new ApiError(401, { error: 'x', code: 'invalid_credentials' }, '/x') }], submitting).snapshot;
    expect(wrong).toMatchObject({ status: 'error', failedStep: 'submit', email: 'ada@example.com', codeSentAt: 1000 });
    expect(wrong.error?.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(run([{ type: 'submit', code: '654321' }], wrong).snapshot.status).toBe('submitting-code');
  });

  it('finishes with the result', () => {
    const { snapshot } = run([{ type: 'authenticated', result: { intent: 'login', user, isNewUser: true } }], submitting);
    expect(snapshot.status).toBe('done');
    expect(snapshot.result).toEqual({ intent: 'login', user, isNewUser: true });
  });

  it('resends to the same address and goes back to sending', () => {
    const { snapshot, effects } = run([{ type: 'resend' }], awaiting);
    expect(snapshot.status).toBe('sending-code');
    expect(effects).toEqual([{ type: 'sendCode', email: 'ada@example.com' }]);
    expect(run([{ type: 'resend' }]).snapshot.error?.code).toBe(ErrorCode.NO_FLOW_IN_PROGRESS);
  });

  it('reset returns to the initial snapshot from anywhere', () => {
    expect(run([{ type: 'reset' }], submitting).snapshot).toEqual(initialEmailLoginSnapshot);
  });

  it('reaches every status', () => {
    const reached = new Set<string>(['initial']);
    const paths: EmailLoginEvent[][] = [
      [send('a@b.co')],
      [send('a@b.co'), { type: 'codeSent', at: 1 }],
      [send('a@b.co'), { type: 'codeSent', at: 1 }, { type: 'submit', code: '111111' }],
      [send('a@b.co'), { type: 'codeSent', at: 1 }, { type: 'submit', code: '111111' }, { type: 'authenticated', result: { intent: 'link', user } }],
      [send('nope')],
    ];
    for (const path of paths) reached.add(run(path).snapshot.status);
    expect([...reached].sort()).toEqual([...emailLoginStatuses].sort());
  });
});
