import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type SessionFacts, visitor } from '../../core/flow/intent.ts';
import type { FlowIntent, LoginComplete } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import { type GuestLoginEvent, guestLoginMachine, initialGuestLoginSnapshot } from './guestLogin.machine.ts';

const signedIn: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const login = (session: SessionFacts = visitor, intent: FlowIntent = 'login'): GuestLoginEvent => ({
  type: 'login',
  facts: { intent, session },
});
const result = {
  intent: 'login',
  user: { id: 'u', isGuest: true } as User,
  loginMethod: 'guest',
} as LoginComplete<'guest'>;

function run(events: GuestLoginEvent[]) {
  let step = { snapshot: initialGuestLoginSnapshot, effects: [] as readonly unknown[] };
  for (const event of events) step = guestLoginMachine(step.snapshot, event);
  return step;
}

describe('guestLoginMachine', () => {
  it.each<[string, GuestLoginEvent[], string, unknown[], string | null]>([
    ['a visitor logs in as a guest', [login()], 'loading', [{ type: 'authenticate' }], null],
    ['a login while logged in is refused', [login(signedIn)], 'error', [], ErrorCode.ALREADY_AUTHENTICATED],
    ['linking a guest account is refused (spec §5)', [login(signedIn, 'link')], 'error', [], ErrorCode.NOT_SUPPORTED],
    ['a link needs a user first', [login(visitor, 'link')], 'error', [], ErrorCode.MUST_BE_AUTHENTICATED],
    ['an update of a guest account is refused', [login(signedIn, 'update')], 'error', [], ErrorCode.NOT_SUPPORTED],
    ['the call succeeds: done', [login(), { type: 'authenticated', result }], 'done', [], null],
    [
      'the call fails: error',
      [login(), { type: 'failed', error: new FoyerError(ErrorCode.DISALLOWED_LOGIN_METHOD, 'off') }],
      'error',
      [],
      ErrorCode.DISALLOWED_LOGIN_METHOD,
    ],
    [
      'a late answer after a reset is ignored',
      [login(), { type: 'reset' }, { type: 'authenticated', result }],
      'initial',
      [],
      null,
    ],
  ])('%s', (_, events, status, effects, code) => {
    const { snapshot, effects: next } = run(events);
    expect(snapshot.status).toBe(status);
    expect(next).toEqual(effects);
    expect(snapshot.error?.code ?? null).toBe(code);
  });

  it("refuses a guest link with the spec's message", () => {
    expect(run([login(signedIn, 'link')]).snapshot.error?.message).toBe('Linking is not supported for the guest flow');
  });
});
