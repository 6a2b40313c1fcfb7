import { describe, expect, it } from 'vitest';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import {
  type CodeLoginErrorCode,
  type CodeLoginEvent,
  type CodeLoginSnapshot,
  codeLoginMachine,
  codeLoginStatuses,
} from './oneTimeCode.machine.ts';

/**
 * The machine e-mail and SMS share, with a toy destination (a mailbox name; 'blocked' is refused),
 * so what is the machine's and what is the destination's stays apart. The e-mail and SMS machine
 * tests cover the two real destinations.
 */
type Box = { box: string | null };
type Snapshot = CodeLoginSnapshot<Box, 'toy', CodeLoginErrorCode<'invalid_data'>>;
type Event = CodeLoginEvent<{ name: string }, RunFacts, 'toy', CodeLoginErrorCode<'invalid_data'>>;

const initial: Snapshot = {
  status: 'initial',
  box: null,
  codeSentAt: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};
const machine = codeLoginMachine<
  Box,
  { name: string },
  RunFacts,
  { box: string },
  { box: string },
  'toy',
  'invalid_data'
>(
  {
    accountType: 'toy',
    read: ({ name }) => ({ box: name.trim() || null }),
    refuse: (_send, { box }) => (box === 'blocked' ? new FoyerError('invalid_data', 'blocked box') : null),
    sendTo: ({ box }) => (box === null ? null : { box }),
    verifyAt: ({ box }) => (box === null ? null : { box }),
  },
  initial,
);

const visitor: SessionFacts = { authenticated: false, linkedTypes: [] };
const user: SessionFacts = { authenticated: true, linkedTypes: ['toy'] };
const facts = (session = visitor, intent: RunFacts['intent'] = 'login'): RunFacts => ({ intent, session });
const send = (name: string, runFacts = facts()): Event => ({
  type: 'send',
  name,
  disableSignup: false,
  facts: runFacts,
});
const submit = (code: string, runFacts = facts()): Event => ({ type: 'submit', code, facts: runFacts });
const sent: Event = { type: 'codeSent', at: 10 };
const refused: Event = { type: 'submitFailed', error: new FoyerError('invalid_credentials', 'wrong code') };

function run(events: Event[]) {
  let transition = { snapshot: initial, effects: [] as readonly unknown[] };
  for (const event of events) transition = machine(transition.snapshot, event);
  return transition;
}

describe('codeLoginMachine', () => {
  it('has the spec statuses', () => {
    expect(codeLoginStatuses).toEqual([
      'initial',
      'sending-code',
      'awaiting-code-input',
      'submitting-code',
      'done',
      'error',
    ]);
  });

  it.each<[string, Event[], Partial<Snapshot> & { error?: unknown }, unknown[]]>([
    [
      'a send asks for the code',
      [send(' inbox ')],
      { status: 'sending-code', box: 'inbox' },
      [{ type: 'sendCode', box: 'inbox' }],
    ],
    [
      'the destination refuses after the intent rules',
      [send('blocked')],
      { status: 'error', failedStep: 'send', box: 'blocked', error: expect.objectContaining({ code: 'invalid_data' }) },
      [],
    ],
    [
      'the intent rules come first',
      [send('blocked', facts(user))],
      { status: 'error', error: expect.objectContaining({ code: 'already_authenticated' }) },
      [],
    ],
    [
      'a send with no destination is no flow',
      [send('  ')],
      { status: 'error', failedStep: 'send', error: expect.objectContaining({ code: 'no_flow_in_progress' }) },
      [],
    ],
    ['a sent code waits, with its time', [send('inbox'), sent], { status: 'awaiting-code-input', codeSentAt: 10 }, []],
    [
      'a code is verified at the destination',
      [send('inbox'), sent, submit('12 34 56')],
      { status: 'submitting-code' },
      [{ type: 'verifyCode', intent: 'login', box: 'inbox', code: '123456', mode: 'login-or-sign-up' }],
    ],
    [
      'a code before any send is no flow',
      [submit('123456')],
      { status: 'error', failedStep: 'submit', error: expect.objectContaining({ code: 'no_flow_in_progress' }) },
      [],
    ],
    [
      'a refused code stays on the code step',
      [send('inbox'), sent, submit('123456'), refused],
      { status: 'error', failedStep: 'submit', box: 'inbox', codeSentAt: 10 },
      [],
    ],
    [
      'a resend goes to the same destination',
      [send('inbox'), sent, { type: 'resend', facts: facts() }],
      { status: 'sending-code', box: 'inbox' },
      [{ type: 'sendCode', box: 'inbox' }],
    ],
    [
      'answers out of turn are ignored',
      [send('inbox'), { type: 'verified', result: null as never }],
      { status: 'sending-code' },
      [],
    ],
    ['reset goes back to the initial snapshot', [send('inbox'), sent, { type: 'reset' }], initial, []],
  ])('%s', (_, events, snapshot, effects) => {
    const result = run(events);
    expect(result.snapshot).toMatchObject(snapshot);
    expect(result.effects).toEqual(effects);
  });
});
