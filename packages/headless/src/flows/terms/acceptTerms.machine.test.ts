import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import { toUser } from '../../core/user.ts';
import {
  type AcceptTermsEvent,
  type AcceptTermsSnapshot,
  acceptTermsMachine,
  acceptTermsStatuses,
  initialAcceptTermsSnapshot,
} from './acceptTerms.machine.ts';

const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: true,
  is_guest: false,
});
const signedIn: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const serverError = new ApiError(500, { error: 'boom' }, '/api/v1/users/me/accept_terms');

const accept = (session = signedIn): AcceptTermsEvent => ({ type: 'accept', session });

function run(events: AcceptTermsEvent[], from: AcceptTermsSnapshot = initialAcceptTermsSnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = acceptTermsMachine(snapshot, event));
  return { snapshot, effects };
}

describe('acceptTermsMachine', () => {
  it.each<[string, AcceptTermsEvent[], string, unknown[]]>([
    ['accept starts the call', [accept()], 'accepting', [{ type: 'acceptTerms' }]],
    ['accept needs a signed-in user: an error at once, no call', [accept(visitor)], 'error', []],
    ['a second accept while one runs is ignored', [accept(), accept()], 'accepting', []],
    ['the server accepted', [accept(), { type: 'accepted', user }], 'done', []],
    ['the server refused', [accept(), { type: 'failed', error: serverError }], 'error', []],
    [
      'accept again after an error',
      [accept(), { type: 'failed', error: serverError }, accept()],
      'accepting',
      [{ type: 'acceptTerms' }],
    ],
    ['a late answer with nothing running is ignored', [{ type: 'accepted', user }], 'initial', []],
    ['reset goes back to initial', [accept(), { type: 'accepted', user }, { type: 'reset' }], 'initial', []],
  ])('%s', (_, events, status, effects) => {
    const result = run(events);
    expect(result.snapshot.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it('keeps the user on done and the error on error', () => {
    expect(run([accept(), { type: 'accepted', user }]).snapshot.result).toBe(user);
    expect(run([accept(), { type: 'failed', error: serverError }]).snapshot.error).toBe(serverError);
    expect(run([accept(visitor)]).snapshot.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
  });

  it('reaches every status', () => {
    const seen = new Set([
      run([]).snapshot.status,
      run([accept()]).snapshot.status,
      run([accept(), { type: 'accepted', user }]).snapshot.status,
      run([accept(visitor)]).snapshot.status,
    ]);
    expect([...seen].sort()).toEqual([...acceptTermsStatuses].sort());
  });
});
