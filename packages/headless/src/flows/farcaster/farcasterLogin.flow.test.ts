import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { createFarcasterLoginFlow, type FarcasterLoginFlow } from './farcasterLogin.flow.ts';
import type { FarcasterTimers } from './timing.ts';

const APP = 'foyer-farcaster-flow-app1';
const STATUS = '/api/v1/farcaster/status';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, farcaster_auth: true, allowed_domains: ['https://app.example'] }] });
});

/** Real waits of 5 ms instead of 2 s, on the emulator's clock: the server's expiry still applies. */
const quick: FarcasterTimers = {
  now: () => emulator.clock.now(),
  sleep: (_ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 5);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};

async function setup<Intent extends FlowIntent = 'login'>(
  options: { intent?: Intent; timers?: FarcasterTimers; auth?: Parameters<typeof persistSession>[1] } = {},
) {
  const test = createTestCore(emulator, {
    appId: APP,
    testing: {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, origin: 'https://app.example' } }),
    },
  });
  if (options.auth) persistSession(test.storage, options.auth);
  await test.core.start();
  const flow = createFarcasterLoginFlow(test.core, { intent: options.intent, timers: options.timers ?? quick });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  return { ...test, flow, onComplete, onError };
}

/** Resolves with the connect URI once the flow waits for the Farcaster app. */
function awaitingApproval(flow: Pick<FarcasterLoginFlow, 'getSnapshot' | 'subscribe'>): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const { status, connectUri } = flow.getSnapshot();
      if (status === 'awaiting-approval' && connectUri) {
        unsubscribe();
        resolve(connectUri);
      }
    };
    const unsubscribe = flow.subscribe(check);
    check();
  });
}

/** The Farcaster app's side: approve the channel on the relay's page, as a test identity. */
async function approve(connectUri: string, preset = '0') {
  const channelToken = new URL(connectUri).searchParams.get('channelToken')!;
  const answer = await fetch(new URL('/farcaster/connect', connectUri), {
    method: 'POST',
    body: new URLSearchParams({ channelToken, preset }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

describe('Farcaster login flow against the emulator', () => {
  it('creates a channel, polls until the app approves, then signs the visitor up', async () => {
    const { flow, core, onComplete, count } = await setup();
    const statuses: string[] = [];
    flow.subscribe(() => statuses.push(flow.getSnapshot().status));
    const settled = flow.commands.start();
    const connectUri = await awaitingApproval(flow);
    expect(connectUri).toContain('/farcaster/connect?channelToken=');
    await new Promise((resolve) => setTimeout(resolve, 30)); // a few pending polls
    await approve(connectUri);
    const done = await settled;
    expect(statuses).toEqual(['initializing', 'awaiting-approval', 'authenticating', 'done']);
    expect(done).toMatchObject({
      status: 'done',
      result: {
        intent: 'login',
        isNewUser: true,
        loginMethod: 'farcaster',
        loginAccount: { type: 'farcaster', fid: 1001, username: 'alice', displayName: 'Alice' },
      },
    });
    expect(count(STATUS)).toBeGreaterThan(1);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(core.store.get(userAtom)?.farcaster?.ownerAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('times out after 120 s of polling every 2 s (injected clock: no real wait)', async () => {
    let now = 0;
    const timers: FarcasterTimers = {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    };
    const { flow, count, onError } = await setup({ timers });
    const settled = await flow.commands.start();
    expect(settled).toMatchObject({ status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } });
    expect(count(STATUS)).toBe(61); // at 0 s, 2 s, … 120 s
    expect(now).toBe(120_000);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('times out when the relay lets the channel expire (emulator clock)', async () => {
    const { flow } = await setup();
    const settled = flow.commands.start();
    await awaitingApproval(flow);
    emulator.clock.advance(120_000);
    expect(await settled).toMatchObject({ status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } });
  });

  it('stops polling when reset', async () => {
    const { flow, count } = await setup();
    const settled = flow.commands.start();
    await awaitingApproval(flow);
    flow.commands.reset();
    await settled;
    const polls = count(STATUS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(STATUS)).toBe(polls);
    expect(flow.getSnapshot().status).toBe('initial');
  });

  it('links Farcaster to a signed-in user', async () => {
    const auth = await createSession(emulator, {
      app_id: APP,
      linked_accounts: [{ type: 'email', address: 'fc@example.com' }],
    });
    const { flow } = await setup({ intent: 'link', auth });
    const settled = flow.commands.start();
    await approve(await awaitingApproval(flow), '1');
    expect(await settled).toMatchObject({
      status: 'done',
      result: { intent: 'link', linkMethod: 'farcaster', linkedAccount: { type: 'farcaster', fid: 1002 } },
    });
  });

  it('is refused when the app has Farcaster off', async () => {
    emulator.seed({ apps: [{ id: APP, farcaster_auth: false }] });
    const { flow } = await setup();
    expect(await flow.commands.start()).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.DISALLOWED_LOGIN_METHOD },
    });
  });
});
