import { describe, expect, it } from 'vitest';
import { ApiError, FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import {
  type CodeEntryEvent,
  type CodeEntrySnapshot,
  type CodeFlowSnapshot,
  codeEntryMachine,
  codeEntryView,
  initialCodeEntrySnapshot,
} from './codeEntry.machine.ts';

const result = { intent: 'login', loginMethod: 'email' } as FlowResult;
const wrong = new ApiError(422, { error: 'x', code: 'invalid_credentials' }, '/authenticate');
const lost = new FoyerError('code_outcome_unknown', 'reply lost');
const limited = new ApiError(429, { error: 'slow down', code: 'too_many_requests' }, '/authenticate');
const refused = (error: FoyerError, failedStep: 'send' | 'submit' = 'submit'): CodeFlowSnapshot => ({
  status: 'error',
  error,
  failedStep,
});
const awaiting: CodeFlowSnapshot = { status: 'awaiting-code-input' };
const settled = (snapshot: CodeFlowSnapshot, resent = false): CodeEntryEvent => ({
  type: 'settled',
  snapshot,
  resent,
  at: 1_000,
});

function run(events: CodeEntryEvent[], from: CodeEntrySnapshot = initialCodeEntrySnapshot) {
  let snapshot = from;
  let effects: readonly unknown[] = [];
  for (const event of events) ({ snapshot, effects } = codeEntryMachine(snapshot, event));
  return { snapshot, effects };
}

describe('codeEntryMachine', () => {
  it.each<[string, CodeEntryEvent[], Partial<CodeEntrySnapshot>, unknown[]]>([
    [
      'a full code is submitted',
      [{ type: 'submit', code: '123456' }],
      { status: 'submitting' },
      [{ type: 'submit', code: '123456' }],
    ],
    [
      'a second code while one is checked is ignored (locked)',
      [
        { type: 'submit', code: '1' },
        { type: 'submit', code: '2' },
      ],
      { status: 'submitting' },
      [],
    ],
    [
      'an accepted code completes',
      [{ type: 'submit', code: '1' }, settled({ status: 'done', result })],
      { status: 'idle' },
      [{ type: 'complete', result }],
    ],
    [
      'a refused code shakes, then waits 1.4 s to clear',
      [{ type: 'submit', code: '1' }, settled(refused(wrong))],
      { status: 'idle', wrong, shaking: true, attempt: 0 },
      [{ type: 'wait', ms: 1_400 }],
    ],
    [
      'the pause over, the boxes clear for a new attempt',
      [{ type: 'submit', code: '1' }, settled(refused(wrong)), { type: 'cleared' }],
      { shaking: false, attempt: 1, wrong },
      [],
    ],
    [
      'a lost reply stays on the screen, asking for nothing',
      [{ type: 'submit', code: '1' }, settled(refused(lost))],
      { status: 'idle', wrong: null, shaking: false },
      [],
    ],
    [
      'any other error goes on to another screen',
      [{ type: 'submit', code: '1' }, settled(refused(limited))],
      { status: 'idle' },
      [{ type: 'fail', error: limited }],
    ],
    [
      'a failed send goes on too',
      [settled(refused(limited, 'send'))],
      { status: 'idle' },
      [{ type: 'fail', error: limited }],
    ],
    ['a resend asks for a code', [{ type: 'resend' }], { status: 'resending' }, [{ type: 'resend' }]],
    [
      'a resent code clears the boxes and starts the 30 s cooldown',
      [{ type: 'resend' }, settled(awaiting, true)],
      { status: 'idle', attempt: 1, resendUntil: 31_000 },
      [],
    ],
    [
      'a refused resend goes on',
      [{ type: 'resend' }, settled(refused(limited, 'send'), true)],
      { status: 'idle', resendUntil: 0 },
      [{ type: 'fail', error: limited }],
    ],
    [
      'no resend while a code is checked',
      [{ type: 'submit', code: '1' }, { type: 'resend' }],
      { status: 'submitting' },
      [],
    ],
    ['a cleared without a shake is ignored', [{ type: 'cleared' }], { attempt: 0 }, []],
    [
      'a broken effect hands its error on',
      [
        { type: 'submit', code: '1' },
        { type: 'broken', error: limited },
      ],
      { status: 'idle' },
      [{ type: 'fail', error: limited }],
    ],
  ])('%s', (_, events, snapshot, effects) => {
    const out = run(events);
    expect(out.snapshot).toMatchObject(snapshot);
    expect(out.effects).toEqual(effects);
  });
});

describe('codeEntryView', () => {
  const shown = run([{ type: 'submit', code: '1' }, settled(refused(wrong))]).snapshot;
  it.each<[string, CodeFlowSnapshot, CodeEntrySnapshot, string, boolean]>([
    ['before the first send: sending', { status: 'initial' }, initialCodeEntrySnapshot, 'sending-code', true],
    ['a code to type', awaiting, initialCodeEntrySnapshot, 'awaiting-code-input', false],
    ['a code being checked: locked', { status: 'submitting-code' }, initialCodeEntrySnapshot, 'submitting-code', true],
    ['a refused code, once entry shows it', refused(wrong), shown, 'error', false],
    [
      'a refused code before entry settled it: still submitting',
      refused(wrong),
      initialCodeEntrySnapshot,
      'submitting-code',
      true,
    ],
    [
      'a failed send on its way elsewhere: still sending',
      refused(limited, 'send'),
      initialCodeEntrySnapshot,
      'sending-code',
      true,
    ],
    ['a lost reply: unconfirmed, locked', refused(lost), initialCodeEntrySnapshot, 'code-unconfirmed', true],
    ['accepted', { status: 'done', result }, initialCodeEntrySnapshot, 'done', true],
  ])('%s', (_, flow, entry, status, locked) => {
    expect(codeEntryView(flow, entry)).toMatchObject({ status, locked });
  });
});
