import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import {
  initialPasskeyLoginSnapshot,
  type PasskeyAction,
  type PasskeyChallenge,
  type PasskeyCredential,
  type PasskeyLoginEvent,
  type PasskeyLoginSnapshot,
  type PasskeyRunFacts,
  passkeyLoginMachine,
  passkeyLoginStatuses,
} from './passkeyLogin.machine.ts';

const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const loginResult: FlowResult<'passkey'> = {
  intent: 'login',
  user,
  isNewUser: false,
  wasAlreadyAuthenticated: false,
  loginMethod: 'passkey',
  loginAccount: null,
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const signedIn = (passkeys: number): SessionFacts => ({
  authenticated: true,
  linkedTypes: ['email', ...Array.from({ length: passkeys }, () => 'passkey')],
});
const facts = (extra: Partial<PasskeyRunFacts> = {}): PasskeyRunFacts => ({
  intent: 'login',
  session: visitor,
  supported: true,
  signupEnabled: true,
  ...extra,
});
const start = (action: PasskeyAction, runFacts = facts()): PasskeyLoginEvent => ({
  type: 'start',
  action,
  facts: runFacts,
});
const authChallenge: PasskeyChallenge = { ceremony: 'authenticate', options: { challenge: 'Yw' }, relyingParty: null };
const credential: PasskeyCredential = {
  ceremony: 'authenticate',
  response: {
    id: 'a',
    raw_id: 'a',
    type: 'public-key',
    response: { client_data_json: 'b', authenticator_data: 'c', signature: 'd' },
    client_extension_results: {},
  },
};
const cancelled = new FoyerError(ErrorCode.PASSKEY_NOT_ALLOWED, 'cancelled');

function run(events: PasskeyLoginEvent[], from: PasskeyLoginSnapshot = initialPasskeyLoginSnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = passkeyLoginMachine(snapshot, event));
  return { snapshot, effects };
}

describe('passkeyLoginMachine', () => {
  it('has the spec’s states, in order', () => {
    expect(passkeyLoginStatuses).toEqual(['initial', 'generating-challenge', 'awaiting-passkey', 'done', 'error']);
  });

  it.each([
    [
      'login asks for a challenge',
      [start('login')],
      'generating-challenge',
      [{ type: 'generateChallenge', action: 'login' }],
    ],
    [
      'signup asks for a challenge',
      [start('signup')],
      'generating-challenge',
      [{ type: 'generateChallenge', action: 'signup' }],
    ],
    [
      'a challenge opens the passkey prompt',
      [start('login'), { type: 'challenged', challenge: authChallenge }],
      'awaiting-passkey',
      [{ type: 'askPasskey', challenge: authChallenge }],
    ],
    [
      'the passkey is submitted, still awaiting-passkey',
      [
        start('login'),
        { type: 'challenged', challenge: authChallenge },
        { type: 'passkeyProvided', challenge: authChallenge, credential },
      ],
      'awaiting-passkey',
      [{ type: 'submitPasskey', action: 'login', challenge: authChallenge, credential }],
    ],
    [
      'the server’s answer is done',
      [
        start('login'),
        { type: 'challenged', challenge: authChallenge },
        { type: 'passkeyProvided', challenge: authChallenge, credential },
        { type: 'verified', result: loginResult },
      ],
      'done',
      [],
    ],
    [
      'a cancelled prompt is an error',
      [start('login'), { type: 'challenged', challenge: authChallenge }, { type: 'failed', error: cancelled }],
      'error',
      [],
    ],
    ['an init failure is an error', [start('login'), { type: 'failed', error: cancelled }], 'error', []],
    ['a login while logged in is refused', [start('login', facts({ session: signedIn(0) }))], 'error', []],
    ['signup is refused when the app has it off', [start('signup', facts({ signupEnabled: false }))], 'error', []],
    ['a browser without WebAuthn is refused', [start('login', facts({ supported: false }))], 'error', []],
    ['a link needs a user', [start('link', facts({ intent: 'link' }))], 'error', []],
    [
      'a link with four passkeys starts',
      [start('link', facts({ intent: 'link', session: signedIn(4) }))],
      'generating-challenge',
      [{ type: 'generateChallenge', action: 'link' }],
    ],
    ['a sixth passkey is refused', [start('link', facts({ intent: 'link', session: signedIn(5) }))], 'error', []],
    ['link needs the link intent', [start('link')], 'error', []],
    ['a link flow does not log in', [start('login', facts({ intent: 'link', session: signedIn(0) }))], 'error', []],
    ['events out of order are ignored', [{ type: 'challenged', challenge: authChallenge }], 'initial', []],
    [
      'a late answer after an error is ignored',
      [start('login'), { type: 'failed', error: cancelled }, { type: 'verified', result: loginResult }],
      'error',
      [],
    ],
    ['reset goes back to initial', [start('login'), { type: 'reset' }], 'initial', []],
  ] satisfies [string, PasskeyLoginEvent[], string, unknown[]][])('%s', (_, events, status, effects) => {
    const result = run(events);
    expect(result.snapshot.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it.each([
    [start('login', facts({ session: signedIn(0) })), ErrorCode.ALREADY_AUTHENTICATED],
    [start('signup', facts({ signupEnabled: false })), ErrorCode.DISALLOWED_LOGIN_METHOD],
    [start('login', facts({ supported: false })), ErrorCode.WEBAUTHN_NOT_SUPPORTED],
    [start('link', facts({ intent: 'link' })), ErrorCode.MUST_BE_AUTHENTICATED],
    [start('link', facts({ intent: 'link', session: signedIn(5) })), ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    [start('link'), ErrorCode.NOT_SUPPORTED],
  ])('refusal %#: %s', (event, code) => {
    const { snapshot } = run([event]);
    expect(snapshot).toMatchObject({ status: 'error', error: { code } });
  });

  it('keeps the action through the run, for the screens', () => {
    expect(run([start('signup')]).snapshot.action).toBe('signup');
    expect(run([start('signup'), { type: 'failed', error: cancelled }]).snapshot).toMatchObject({
      status: 'error',
      action: 'signup',
      error: cancelled,
    });
  });
});
