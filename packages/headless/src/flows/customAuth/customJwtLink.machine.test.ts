import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type SessionFacts, visitor } from '../../core/flow/intent.ts';
import type { LinkComplete } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import {
  type CustomJwtLinkEvent,
  customJwtLinkMachine,
  initialCustomJwtLinkSnapshot,
} from './customJwtLink.machine.ts';

const signedIn: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const link = (session: SessionFacts): CustomJwtLinkEvent => ({ type: 'link', token: 't', session });
const result = { intent: 'link', user: { id: 'u' } as User, linkMethod: 'custom' } as LinkComplete<'custom'>;

function run(events: CustomJwtLinkEvent[]) {
  let step = { snapshot: initialCustomJwtLinkSnapshot, effects: [] as readonly unknown[] };
  for (const event of events) step = customJwtLinkMachine(step.snapshot, event);
  return step;
}

describe('customJwtLinkMachine', () => {
  it.each<[string, CustomJwtLinkEvent[], string, unknown[], string | null]>([
    ['a signed-in user links the token', [link(signedIn)], 'loading', [{ type: 'link', token: 't' }], null],
    ['a visitor is refused before any call', [link(visitor)], 'error', [], ErrorCode.MUST_BE_AUTHENTICATED],
    [
      'a user with a custom account already is refused',
      [link({ authenticated: true, linkedTypes: ['custom_auth'] })],
      'error',
      [],
      ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    ],
    ['the call succeeds: done', [link(signedIn), { type: 'linked', result }], 'done', [], null],
    [
      'the call fails: error',
      [link(signedIn), { type: 'failed', error: new FoyerError(ErrorCode.LINKED_TO_ANOTHER_USER, 'x') }],
      'error',
      [],
      ErrorCode.LINKED_TO_ANOTHER_USER,
    ],
    [
      'a late answer after a reset is ignored',
      [link(signedIn), { type: 'reset' }, { type: 'linked', result }],
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
});
