import { describe, expect, it } from 'vitest';
import {
  type CaptchaEvent,
  type CaptchaSnapshot,
  captchaMachine,
  initialCaptchaSnapshot,
  turnstileSiteKey,
} from './captcha.machine.ts';

/** Runs `events` from the initial snapshot; returns the last step. */
function run(events: CaptchaEvent[]) {
  let snapshot: CaptchaSnapshot = initialCaptchaSnapshot;
  let effects: ReturnType<typeof captchaMachine>['effects'] = [];
  for (const event of events) ({ snapshot, effects } = captchaMachine(snapshot, event));
  return { snapshot, effects };
}

const start: CaptchaEvent = { type: 'start', enabled: true, siteKey: 't:key' };
const ready: CaptchaEvent[] = [start, { type: 'rendered', run: 1 }];

describe('captchaMachine', () => {
  it.each([
    ['t:key', 'key'],
    ['t:', null],
    ['x:key', null],
    ['key', null],
    [null, null],
  ])('site key %j → Turnstile key %j', (siteKey, expected) => {
    expect(turnstileSiteKey(siteKey)).toBe(expected);
  });

  it.each<[string, CaptchaEvent[], CaptchaSnapshot['status']]>([
    ['start renders and waits', [start], 'loading'],
    ['an older widget rendering is ignored', [start, { type: 'rendered', run: 0 }], 'loading'],
    ['rendered (after the first wait): ready', ready, 'ready'],
    ['a poll before execute is ignored', [...ready, { type: 'poll' }], 'ready'],
    ['execute: loading', [...ready, { type: 'execute' }], 'loading'],
    [
      'a token of an older widget is ignored',
      [...ready, { type: 'execute' }, { type: 'solved', run: 0, token: 't' }],
      'loading',
    ],
    ['a token before execute is ignored', [...ready, { type: 'solved', run: 1, token: 't' }], 'ready'],
    ['solved: success', [...ready, { type: 'execute' }, { type: 'solved', run: 1, token: 't' }], 'success'],
    ['consume outside success changes nothing', [...ready, { type: 'consume' }], 'ready'],
    ['retry outside error changes nothing', [...ready, { type: 'retry', siteKey: 't:key' }], 'ready'],
    ['a second start while running changes nothing', [...ready, start], 'ready'],
    ['a disabled start stops', [...ready, { type: 'start', enabled: false, siteKey: null }], 'disabled'],
  ])('%s', (_, events, status) => {
    expect(run(events).snapshot.status).toBe(status);
  });

  it('start renders during the 1 s first wait; ready waits 0.5 s to execute; a wanted token executes at once', () => {
    expect(run([start]).effects).toEqual([
      { type: 'remove' },
      { type: 'render', run: 1, siteKey: 'key', atLeastMs: 1_000 },
    ]);
    expect(run(ready).effects).toEqual([{ type: 'wait', ms: 500, event: { type: 'execute' } }]);
    const wanted = run([start, { type: 'want' }, { type: 'rendered', run: 1 }]);
    expect(wanted.effects).toEqual([
      { type: 'execute', run: 1 },
      { type: 'wait', ms: 200, event: { type: 'poll' } },
    ]);
  });

  it('a retry renders a new widget with the stripped site key', () => {
    const failed = [...ready, { type: 'execute' }, { type: 'failed', run: 1 }] as CaptchaEvent[];
    const { snapshot, effects } = run([...failed, { type: 'retry', siteKey: 't:key' }]);
    expect(snapshot).toMatchObject({ status: 'loading', retries: 1, run: 2 });
    expect(effects).toContainEqual({ type: 'render', run: 2, siteKey: 'key', atLeastMs: 1_000 });
    expect(effects).toContainEqual({ type: 'remove' });
  });
});
