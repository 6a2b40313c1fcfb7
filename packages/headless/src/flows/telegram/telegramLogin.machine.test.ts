import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import type { TelegramAuthData } from './telegramAddress.ts';
import {
  initialTelegramLoginSnapshot,
  type TelegramLoginEvent,
  type TelegramLoginSnapshot,
  telegramLoginMachine,
  telegramLoginStatuses,
} from './telegramLogin.machine.ts';

const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const result: FlowResult<'telegram'> = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'telegram',
  loginAccount: null,
};
const data: TelegramAuthData = {
  authResult: { id: 7, first_name: 'Ada', auth_date: 1_700_000_000, hash: 'a'.repeat(64) },
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const withEmail: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withTelegram: SessionFacts = { authenticated: true, linkedTypes: ['email', 'telegram'] };
const facts = (intent: FlowIntent = 'login', session = visitor) => ({ intent, session });
const auth = (over: Partial<Extract<TelegramLoginEvent, { type: 'authenticate' }>> = {}): TelegramLoginEvent => ({
  type: 'authenticate',
  data,
  disableSignup: false,
  facts: facts(),
  ...over,
});
const redirect = (session = visitor, intent: FlowIntent = 'login'): TelegramLoginEvent => ({
  type: 'redirect',
  returnTo: 'https://app.example/',
  facts: facts(intent, session),
});
const failure = new FoyerError(ErrorCode.INVALID_CREDENTIALS, 'Invalid Telegram hash');

function run(events: TelegramLoginEvent[], from: TelegramLoginSnapshot = initialTelegramLoginSnapshot) {
  let snapshot = from;
  let effects: unknown[] = [];
  for (const event of events) {
    const step = telegramLoginMachine(snapshot, event);
    snapshot = step.snapshot;
    effects = [...step.effects];
  }
  return { snapshot, effects };
}

describe('telegramLoginMachine', () => {
  it('names the reference states in order', () => {
    expect(telegramLoginStatuses).toEqual(['initial', 'loading', 'done', 'error']);
  });

  it.each<[string, TelegramLoginEvent[], string, unknown[], string | null]>([
    [
      'a proof is verified (login)',
      [auth()],
      'loading',
      [{ type: 'verify', intent: 'login', data, mode: 'login-or-sign-up' }],
      null,
    ],
    [
      'disableSignup verifies in no-signup mode',
      [auth({ disableSignup: true })],
      'loading',
      [{ type: 'verify', intent: 'login', data, mode: 'no-signup' }],
      null,
    ],
    [
      'a link verifies for the signed-in user',
      [auth({ facts: facts('link', withEmail) })],
      'loading',
      [{ type: 'verify', intent: 'link', data, mode: 'login-or-sign-up' }],
      null,
    ],
    ['no proof fails with invalid_data, no call', [auth({ data: null })], 'error', [], ErrorCode.INVALID_DATA],
    [
      'a login while logged in is refused',
      [auth({ facts: facts('login', withEmail) })],
      'error',
      [],
      ErrorCode.ALREADY_AUTHENTICATED,
    ],
    ['a link needs a user', [auth({ facts: facts('link') })], 'error', [], ErrorCode.MUST_BE_AUTHENTICATED],
    [
      'a second Telegram account cannot be linked',
      [auth({ facts: facts('link', withTelegram) })],
      'error',
      [],
      ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    ],
    ['verified → done', [auth(), { type: 'verified', result }], 'done', [], null],
    ['failed → error', [auth(), { type: 'failed', error: failure }], 'error', [], ErrorCode.INVALID_CREDENTIALS],
    ['a result out of turn is ignored', [{ type: 'verified', result }], 'initial', [], null],
    [
      'without a proof the visitor goes to Telegram',
      [redirect()],
      'loading',
      [{ type: 'redirect', returnTo: 'https://app.example/' }],
      null,
    ],
    ['redirect refuses a logged-in visitor', [redirect(withEmail)], 'error', [], ErrorCode.ALREADY_AUTHENTICATED],
    ['redirected keeps loading until the page unloads', [redirect(), { type: 'redirected' }], 'loading', [], null],
    ['a verified result never ends a redirect', [redirect(), { type: 'verified', result }], 'loading', [], null],
    ['reset returns to initial', [auth(), { type: 'failed', error: failure }, { type: 'reset' }], 'initial', [], null],
  ])('%s', (_, events, status, effects, code) => {
    const { snapshot, effects: asked } = run(events);
    expect(snapshot.status).toBe(status);
    expect(asked).toEqual(effects);
    expect(snapshot.error?.code ?? null).toBe(code);
  });

  it('keeps the proof after a failure (an account transfer re-sends it) and sets the result when done', () => {
    expect(run([auth(), { type: 'failed', error: failure }]).snapshot.data).toBe(data);
    expect(run([auth(), { type: 'verified', result }]).snapshot).toMatchObject({ status: 'done', result, data });
  });
});
