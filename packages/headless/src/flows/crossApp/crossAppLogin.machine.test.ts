import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import {
  type CrossAppLoginEvent,
  type CrossAppLoginSnapshot,
  crossAppLoginMachine,
  initialCrossAppLoginSnapshot,
} from './crossAppLogin.machine.ts';

const signedOut = { intent: 'login' as const, session: { authenticated: false, linkedTypes: [] } };
const stored = { stateCode: 'state-1', codeVerifier: 'verifier-1' };
const run = (events: CrossAppLoginEvent[], from: CrossAppLoginSnapshot = initialCrossAppLoginSnapshot) =>
  events.reduce(
    (acc, event) => {
      const step = crossAppLoginMachine(acc.snapshot, event);
      return { snapshot: step.snapshot, effects: [...acc.effects, ...step.effects] };
    },
    { snapshot: from, effects: [] as unknown[] },
  );
const started: CrossAppLoginEvent[] = [
  { type: 'start', appId: 'provider-app', disableSignup: false, facts: signedOut },
  { type: 'opened', details: { name: 'Provider', iconUrl: null } },
];

describe('crossAppLoginMachine', () => {
  it('start → init; opened → awaiting-provider with the details, awaitPopup', () => {
    const first = crossAppLoginMachine(initialCrossAppLoginSnapshot, started[0] as CrossAppLoginEvent);
    expect(first.snapshot.status).toBe('starting');
    expect(first.effects).toEqual([{ type: 'init', appId: 'provider-app', intent: 'login' }]);
    const { snapshot, effects } = run(started);
    expect(snapshot).toMatchObject({
      status: 'awaiting-provider',
      providerApp: { id: 'provider-app', name: 'Provider', iconUrl: null },
    });
    expect(effects.at(-1)).toEqual({ type: 'awaitPopup' });
  });

  it('a return with the stored state exchanges the code with the verifier and provider privy:<appId>', () => {
    const { snapshot, effects } = run([
      ...started,
      { type: 'returned', returned: { code: 'code-1', state: 'state-1', provider: null }, stored, facts: signedOut },
    ]);
    expect(snapshot.status).toBe('authenticating');
    expect(effects.at(-1)).toEqual({
      type: 'authenticate',
      intent: 'login',
      appId: 'provider-app',
      code: 'code-1',
      stateCode: 'state-1',
      codeVerifier: 'verifier-1',
      mode: 'login-or-sign-up',
    });
  });

  it.each([
    ['another state', { code: 'c', state: 'other', provider: null }, ErrorCode.OAUTH_STATE_MISMATCH],
    [
      "code 'undefined' (rejected)",
      { code: 'undefined', state: 'state-1', provider: null },
      ErrorCode.OAUTH_USER_DENIED,
    ],
    ['an empty code', { code: '', state: 'state-1', provider: null }, ErrorCode.INVALID_CREDENTIALS],
  ])('%s fails before any call', (_label, returned, code) => {
    const { snapshot, effects } = run([...started, { type: 'returned', returned, stored, facts: signedOut }]);
    expect(snapshot.error?.code).toBe(code);
    expect(effects.some((effect) => (effect as { type: string }).type === 'authenticate')).toBe(false);
  });

  it('login while signed in is refused at start; no effect', () => {
    const { snapshot, effects } = run([
      {
        type: 'start',
        appId: 'p',
        disableSignup: false,
        facts: { ...signedOut, session: { authenticated: true, linkedTypes: [] } },
      },
    ]);
    expect(snapshot.error?.code).toBe('already_authenticated');
    expect(effects).toEqual([]);
  });

  it('disableSignup exchanges in no-signup mode; failed ends in error; reset clears', () => {
    const { snapshot, effects } = run([
      { type: 'start', appId: 'p', disableSignup: true, facts: signedOut },
      { type: 'opened', details: null },
      { type: 'returned', returned: { code: 'c', state: 'state-1', provider: null }, stored, facts: signedOut },
    ]);
    expect(effects.at(-1)).toMatchObject({ mode: 'no-signup' });
    expect(snapshot.providerApp).toEqual({ id: 'p', name: null, iconUrl: null });
    const failed = crossAppLoginMachine(snapshot, {
      type: 'failed',
      error: new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'late'),
    });
    expect(failed.snapshot.status).toBe('error');
    expect(crossAppLoginMachine(failed.snapshot, { type: 'reset' }).snapshot).toEqual(initialCrossAppLoginSnapshot);
  });
});
