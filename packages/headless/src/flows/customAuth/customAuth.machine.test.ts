import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type SessionFacts, visitor } from '../../core/flow/intent.ts';
import type { LoginComplete } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import {
  CUSTOM_AUTH_LINKED_RETRIES,
  type CustomAuthEffect,
  type CustomAuthErrorCode,
  type CustomAuthEvent,
  type CustomAuthFacts,
  type CustomAuthSnapshot,
  customAuthMachine,
  initialCustomAuthSnapshot,
} from './customAuth.machine.ts';

const customUser: SessionFacts = { authenticated: true, linkedTypes: ['custom_auth'] };
const emailUser: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const facts = (overrides: Partial<CustomAuthFacts> = {}): CustomAuthFacts => ({
  enabled: true,
  session: visitor,
  syncedToken: null,
  ...overrides,
});
const sync = (overrides: Partial<CustomAuthFacts> = {}): CustomAuthEvent => ({ type: 'sync', facts: facts(overrides) });
const read = (token: string | null, overrides: Partial<CustomAuthFacts> = {}): CustomAuthEvent => ({
  type: 'tokenRead',
  token,
  facts: facts(overrides),
});
const linked = new FoyerError(ErrorCode.LINKED_TO_ANOTHER_USER, 'linked');
const invalid = new FoyerError(ErrorCode.INVALID_CREDENTIALS, 'bad token');
const authFailed = (error: FoyerError<CustomAuthErrorCode>, attempt = 0): CustomAuthEvent => ({
  type: 'authFailed',
  error,
  token: 't1',
  attempt,
});
const result = { intent: 'login', user: { id: 'u' } as User, loginMethod: 'custom' } as LoginComplete<'custom'>;

function run(events: CustomAuthEvent[], from: CustomAuthSnapshot = initialCustomAuthSnapshot) {
  let snapshot = from;
  let effects: readonly CustomAuthEffect[] = [];
  for (const event of events) ({ snapshot, effects } = customAuthMachine(snapshot, event));
  return { snapshot, effects };
}

describe('customAuthMachine', () => {
  it.each<[string, CustomAuthEvent[], CustomAuthSnapshot['status'], CustomAuthEffect[]]>([
    ['an app without custom auth is not-enabled, with no call', [sync({ enabled: false })], 'not-enabled', []],
    ['a sync reads the token first', [sync()], 'loading', [{ type: 'readToken' }]],
    ['a token logs a visitor in', [sync(), read('t1')], 'loading', [{ type: 'authenticate', token: 't1', attempt: 0 }]],
    [
      'a changed token logs in again (a new login)',
      [sync(), read('t2', { session: customUser, syncedToken: 't1' })],
      'loading',
      [{ type: 'authenticate', token: 't2', attempt: 0 }],
    ],
    [
      'the token the session came from is already in sync: done, no call',
      [sync(), read('t1', { session: customUser, syncedToken: 't1' })],
      'done',
      [],
    ],
    [
      'no token while a custom-auth user is signed in logs out',
      [sync(), read(null, { session: customUser })],
      'loading',
      [{ type: 'logout', error: null }],
    ],
    ['no token for a visitor: nothing to do', [sync(), read(null)], 'initial', []],
    ['no token leaves a user of another method signed in', [sync(), read(null, { session: emailUser })], 'initial', []],
    [
      'after logging out for a gone token: initial',
      [sync(), read(null, { session: customUser }), { type: 'loggedOut', error: null }],
      'initial',
      [],
    ],
    ['a login lands in done', [sync(), read('t1'), { type: 'authenticated', result }], 'done', []],
    [
      'LINKED_TO_ANOTHER_USER is retried',
      [sync(), read('t1'), authFailed(linked)],
      'loading',
      [{ type: 'authenticate', token: 't1', attempt: 1 }],
    ],
    [
      'LINKED_TO_ANOTHER_USER past the retries logs out with the error',
      [sync(), read('t1'), authFailed(linked, CUSTOM_AUTH_LINKED_RETRIES)],
      'loading',
      [{ type: 'logout', error: linked }],
    ],
    [
      'any other failure logs out with the error',
      [sync(), read('t1'), authFailed(invalid)],
      'loading',
      [{ type: 'logout', error: invalid }],
    ],
    [
      'then ends in error',
      [sync(), read('t1'), authFailed(invalid), { type: 'loggedOut', error: invalid }],
      'error',
      [],
    ],
    [
      'a getter that failed logs out too',
      [sync(), { type: 'readFailed', error: invalid }],
      'loading',
      [{ type: 'logout', error: invalid }],
    ],
    ['a late token read after a reset is ignored', [sync(), { type: 'reset' }, read('t1')], 'initial', []],
    ['a late result outside loading is ignored', [{ type: 'authenticated', result }], 'initial', []],
  ])('%s', (_, events, status, effects) => {
    const next = run(events);
    expect(next.snapshot.status).toBe(status);
    expect(next.effects).toEqual(effects);
  });

  it('keeps the error and the result in their own states', () => {
    expect(run([sync(), read('t1'), authFailed(invalid), { type: 'loggedOut', error: invalid }]).snapshot).toEqual({
      status: 'error',
      error: invalid,
      result: null,
    });
    expect(run([sync(), read('t1'), { type: 'authenticated', result }]).snapshot).toEqual({
      status: 'done',
      error: null,
      result,
    });
  });

  it('resets to the initial snapshot', () => {
    const done = run([sync(), read('t1'), { type: 'authenticated', result }]).snapshot;
    expect(customAuthMachine(done, { type: 'reset' }).snapshot).toBe(initialCustomAuthSnapshot);
  });
});
