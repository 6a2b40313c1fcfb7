import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import { toUser } from '../../core/user.ts';
import {
  type FarcasterLoginEvent,
  farcasterLoginMachine,
  farcasterLoginStatuses,
  initialFarcasterLoginSnapshot,
} from './farcasterLogin.machine.ts';

const user = toUser({
  id: 'did:privy:1',
  created_at: 1_700_000_000,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
});
const result: FlowResult<'farcaster'> = {
  intent: 'login',
  user,
  isNewUser: true,
  wasAlreadyAuthenticated: false,
  loginMethod: 'farcaster',
  loginAccount: null,
};
const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const withEmail: SessionFacts = { authenticated: true, linkedTypes: ['email'] };
const withFarcaster: SessionFacts = { authenticated: true, linkedTypes: ['email', 'farcaster'] };
const start = (intent: FlowIntent = 'login', session = visitor, disableSignup = false): FarcasterLoginEvent => ({
  type: 'start',
  disableSignup,
  facts: { intent, session },
});
const created: FarcasterLoginEvent = { type: 'channelCreated', channelToken: 'ch', connectUri: 'https://relay/ch' };
const approved: FarcasterLoginEvent = { type: 'approved', message: 'siwf', signature: '0xab', fid: 3 };
const timeout = new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'No approval');

function run(events: FarcasterLoginEvent[]) {
  let snapshot = initialFarcasterLoginSnapshot;
  let effects: unknown[] = [];
  for (const event of events) {
    const step = farcasterLoginMachine(snapshot, event);
    snapshot = step.snapshot;
    effects = [...step.effects];
  }
  return { snapshot, effects };
}

describe('farcasterLoginMachine', () => {
  it('lists its states in order', () => {
    expect(farcasterLoginStatuses).toEqual([
      'initial',
      'initializing',
      'awaiting-approval',
      'authenticating',
      'done',
      'error',
    ]);
  });

  it.each<[string, FarcasterLoginEvent[], string, unknown[], string | null]>([
    ['start creates a channel', [start()], 'initializing', [{ type: 'createChannel' }], null],
    [
      'a channel is polled for approval',
      [start(), created],
      'awaiting-approval',
      [{ type: 'awaitApproval', channelToken: 'ch' }],
      null,
    ],
    [
      "'completed' yields message, signature and fid, then authenticate",
      [start(), created, approved],
      'authenticating',
      [
        {
          type: 'authenticate',
          intent: 'login',
          channelToken: 'ch',
          mode: 'login-or-sign-up',
          message: 'siwf',
          signature: '0xab',
          fid: 3,
        },
      ],
      null,
    ],
    [
      'disableSignup authenticates in no-signup mode',
      [start('login', visitor, true), created, approved],
      'authenticating',
      [
        {
          type: 'authenticate',
          intent: 'login',
          channelToken: 'ch',
          mode: 'no-signup',
          message: 'siwf',
          signature: '0xab',
          fid: 3,
        },
      ],
      null,
    ],
    [
      'a link authenticates through link',
      [start('link', withEmail), created, approved],
      'authenticating',
      [
        {
          type: 'authenticate',
          intent: 'link',
          channelToken: 'ch',
          mode: 'login-or-sign-up',
          message: 'siwf',
          signature: '0xab',
          fid: 3,
        },
      ],
      null,
    ],
    ['verified → done', [start(), created, approved, { type: 'verified', result }], 'done', [], null],
    [
      'a timeout while waiting → error',
      [start(), created, { type: 'failed', error: timeout }],
      'error',
      [],
      ErrorCode.CLIENT_REQUEST_TIMEOUT,
    ],
    ['a login while logged in is refused', [start('login', withEmail)], 'error', [], ErrorCode.ALREADY_AUTHENTICATED],
    ['a link needs a user', [start('link')], 'error', [], ErrorCode.MUST_BE_AUTHENTICATED],
    ['one Farcaster account per user', [start('link', withFarcaster)], 'error', [], ErrorCode.CANNOT_LINK_MORE_OF_TYPE],
    ['an approval out of turn is ignored', [start(), approved], 'initializing', [], null],
    [
      'a failure after done is ignored',
      [start(), created, approved, { type: 'verified', result }, { type: 'failed', error: timeout }],
      'done',
      [],
      null,
    ],
    ['reset returns to initial', [start(), created, { type: 'reset' }], 'initial', [], null],
  ])('%s', (_, events, status, effects, code) => {
    const { snapshot, effects: asked } = run(events);
    expect(snapshot.status).toBe(status);
    expect(asked).toEqual(effects);
    expect(snapshot.error?.code ?? null).toBe(code);
  });

  it('keeps the channel and its connect URI while waiting', () => {
    expect(run([start(), created]).snapshot).toMatchObject({ channelToken: 'ch', connectUri: 'https://relay/ch' });
  });
});
