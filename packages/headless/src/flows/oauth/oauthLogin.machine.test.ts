import { describe, expect, it } from 'vitest';
import type { OAuthProvider } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type SessionFacts, visitor } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import {
  initialOAuthLoginSnapshot,
  type OAuthLoginEvent,
  type OAuthLoginSnapshot,
  oauthLoginMachine,
  oauthLoginStatuses,
} from './oauthLogin.machine.ts';

const loggedIn: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withGoogle: SessionFacts = { authenticated: true, linkedTypes: ['email', 'google_oauth'] };
const facts = (intent: FlowIntent = 'login', session: SessionFacts = visitor) => ({ intent, session });
const start = (over: Partial<Extract<OAuthLoginEvent, { type: 'start' }>> = {}): OAuthLoginEvent => ({
  type: 'start',
  provider: 'google',
  popup: false,
  disableSignup: false,
  facts: facts(),
  ...over,
});
const stored = { stateCode: 'state-1', codeVerifier: 'verifier-1' };
const returned = (
  over: Partial<{ code: string; state: string }> = {},
  rest: Partial<Extract<OAuthLoginEvent, { type: 'returned' }>> = {},
): OAuthLoginEvent => ({
  type: 'returned',
  provider: 'google',
  returned: { code: 'code-1', state: 'state-1', provider: 'google', ...over },
  stored,
  disableSignup: false,
  facts: facts(),
  ...rest,
});
const result = { intent: 'login' } as FlowResult<OAuthProvider>;
const failure = new FoyerError(ErrorCode.OAUTH_ACCOUNT_SUSPENDED, 'suspended');

function run(events: OAuthLoginEvent[], from: OAuthLoginSnapshot = initialOAuthLoginSnapshot) {
  let snapshot = from;
  let effects: unknown[] = [];
  for (const event of events) ({ snapshot, effects } = { ...oauthLoginMachine(snapshot, event) } as never);
  return { snapshot, effects };
}

const authenticate = (intent: FlowIntent = 'login', mode = 'login-or-sign-up') => ({
  type: 'authenticate',
  intent,
  provider: 'google',
  code: 'code-1',
  stateCode: 'state-1',
  codeVerifier: 'verifier-1',
  mode,
});

describe('oauthLoginMachine', () => {
  it('lists the statuses in order', () => {
    expect(oauthLoginStatuses).toEqual(['initial', 'starting', 'awaiting-provider', 'authenticating', 'done', 'error']);
  });

  it.each<[string, OAuthLoginEvent[], string, unknown[], string | null]>([
    [
      'a redirect login starts with the init call',
      [start()],
      'starting',
      [{ type: 'init', provider: 'google', popup: false, intent: 'login', disableSignup: false }],
      null,
    ],
    [
      'a redirect waits for the provider with nothing to run',
      [start(), { type: 'opened' }],
      'awaiting-provider',
      [],
      null,
    ],
    [
      'a popup waits for the popup’s answer',
      [start({ popup: true, provider: 'github' }), { type: 'opened' }],
      'awaiting-provider',
      [{ type: 'awaitPopup' }],
      null,
    ],
    [
      'a login while logged in is refused before any call',
      [start({ facts: facts('login', loggedIn) })],
      'error',
      [],
      ErrorCode.ALREADY_AUTHENTICATED,
    ],
    ['a link needs a user', [start({ facts: facts('link') })], 'error', [], ErrorCode.MUST_BE_AUTHENTICATED],
    [
      'a second Google account cannot be linked',
      [start({ facts: facts('link', withGoogle) })],
      'error',
      [],
      ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    ],
    ['a redirect return with the stored state is exchanged', [returned()], 'authenticating', [authenticate()], null],
    [
      'disableSignup exchanges in no-signup mode',
      [returned({}, { disableSignup: true })],
      'authenticating',
      [authenticate('login', 'no-signup')],
      null,
    ],
    [
      'a link return is exchanged by the link call',
      [returned({}, { facts: facts('link', loggedIn) })],
      'authenticating',
      [authenticate('link')],
      null,
    ],
    ['a tampered state is refused', [returned({ state: 'other' })], 'error', [], ErrorCode.OAUTH_STATE_MISMATCH],
    [
      'code "undefined" means the user denied',
      [returned({ code: 'undefined' })],
      'error',
      [],
      ErrorCode.OAUTH_USER_DENIED,
    ],
    [
      'a return without a stored verifier is an authentication error',
      [returned({}, { stored: null })],
      'error',
      [],
      ErrorCode.INVALID_PKCE_PARAMETERS,
    ],
    ['an empty code is invalid', [returned({ code: '' })], 'error', [], ErrorCode.INVALID_CREDENTIALS],
    [
      'the state is checked before the denial',
      [returned({ code: 'undefined', state: 'other' })],
      'error',
      [],
      ErrorCode.OAUTH_STATE_MISMATCH,
    ],
    ['a failed init is an error', [start(), { type: 'failed', error: failure }], 'error', [], failure.code],
    [
      'a popup’s answer after the popup opened is exchanged',
      [start({ popup: true }), { type: 'opened' }, returned()],
      'authenticating',
      [authenticate()],
      null,
    ],
    ['the exchange’s answer ends it', [returned(), { type: 'authenticated', result }], 'done', [], null],
    ['a failed exchange is an error', [returned(), { type: 'failed', error: failure }], 'error', [], failure.code],
    [
      'a late failure after done changes nothing',
      [returned(), { type: 'authenticated', result }, { type: 'failed', error: failure }],
      'done',
      [],
      null,
    ],
    ['an answer without a run changes nothing', [{ type: 'authenticated', result }], 'initial', [], null],
    [
      'a return while exchanging another changes nothing',
      [returned(), returned({ code: 'x' })],
      'authenticating',
      [],
      null,
    ],
    ['reset starts over', [start(), { type: 'reset' }], 'initial', [], null],
  ])('%s', (_, events, status, effects, code) => {
    const { snapshot, effects: ran } = run(events);
    expect(snapshot.status).toBe(status);
    expect(ran).toEqual(effects);
    expect(snapshot.error?.code ?? null).toBe(code);
  });

  it('keeps the provider, popup and disableSignup of the run', () => {
    const { snapshot } = run([start({ provider: 'discord', popup: true, disableSignup: true })]);
    expect(snapshot).toMatchObject({ provider: 'discord', popup: true, disableSignup: true });
    expect(run([returned()]).snapshot.provider).toBe('google');
  });
});
