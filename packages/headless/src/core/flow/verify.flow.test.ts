import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { guestCredential } from '../../flows/guest/guestCredential.ts';
import * as guest from '../api/routes/guest.ts';
import * as users from '../api/routes/users.ts';
import type { WireUser } from '../api/wire.ts';
import { ApiError } from '../errors/FoyerError.ts';
import { afterLoginAtom, userAtom } from '../store/atoms.ts';
import type { FlowIntent, LoginComplete } from './types.ts';
import { type VerifyCalls, verify } from './verify.ts';

/**
 * The verify stage against the emulator: a real login (a guest's), then link and update calls that
 * answer with the signed-in user as the server sends it, or refuse as a server does.
 */
const APP = 'foyer-verify-stage-app-01';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, guest_auth: true }] });
});

async function setup() {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  const { core } = test;
  const signal = new AbortController().signal;
  const login = () =>
    core.api.call(guest.authenticate, { body: { guest_credential: guestCredential(core.storage, APP) }, signal });
  /** The signed-in user, as a link or update call answers. */
  const me = async (): Promise<WireUser> => (await core.api.call(users.me, { signal })).user;
  return { ...test, core, signal, login, me };
}

const transferRequired = () =>
  new ApiError(
    400,
    { error: 'held by another user', code: 'account_transfer_required', data: { nonce: 'n' } },
    '/link',
  );
const context = { account: { type: 'email', address: 'ada@example.com' }, linkMethod: 'email' } as const;

describe('verify stage', () => {
  it.each<[string, FlowIntent, 'login' | 'link' | 'update']>([
    ['a login calls login', 'login', 'login'],
    ['a link calls link', 'link', 'link'],
    ['an update calls update', 'update', 'update'],
  ])('%s, completes the session and tells `verified`', async (_, intent, expected) => {
    const { core, signal, login, me } = await setup();
    if (intent !== 'login')
      await verify(
        core,
        { intent: 'login', signal, afterLogin: false },
        { method: 'guest', isAccount: () => false, login },
      );
    const called: string[] = [];
    const verified = vi.fn();
    const calls: VerifyCalls<'test'> = {
      method: 'test',
      isAccount: () => false,
      login: (token) => {
        called.push(`login:${token}`);
        return login();
      },
      link: () => {
        called.push('link');
        return me();
      },
      update: () => {
        called.push('update');
        return me();
      },
      verified,
    };
    const result = await verify(core, { intent, signal, afterLogin: false }, calls);
    expect(called).toEqual([expected === 'login' ? 'login:undefined' : expected]);
    expect(result.intent).toBe(intent);
    expect(result.user.id).toBe(core.store.get(userAtom)?.id);
    expect(verified).toHaveBeenCalledWith(
      result,
      expect.objectContaining(intent === 'login' ? { token: expect.any(String) } : { id: result.user.id }),
    );
  });

  it.each<[string, boolean, 'run' | 'skipped']>([
    ['runs the app’s after-login steps after a login', true, 'run'],
    ['leaves them to the kit’s modal (afterLogin: false)', false, 'skipped'],
  ])('%s', async (_, afterLogin, expected) => {
    const { core, signal, login } = await setup();
    const run = vi.fn(async (result: LoginComplete) => ({ ...result, isNewUser: false }));
    core.store.set(afterLoginAtom, { run: run as never });
    const result = await verify(
      core,
      { intent: 'login', signal, afterLogin },
      { method: 'guest', isAccount: () => false, login },
    );
    expect(run).toHaveBeenCalledTimes(expected === 'run' ? 1 : 0);
    expect(result).toMatchObject({ intent: 'login', isNewUser: expected === 'skipped' });
  });

  it.each<[string, FlowIntent, () => ApiError, boolean]>([
    ['a link held by another user keeps the transfer context', 'link', transferRequired, true],
    [
      'another refusal of a link carries none',
      'link',
      () => new ApiError(400, { error: 'no', code: 'invalid_data' }, '/link'),
      false,
    ],
    ['an update never carries one', 'update', transferRequired, false],
  ])('%s', async (_, intent, refusal, kept) => {
    const { core, signal, login } = await setup();
    await verify(
      core,
      { intent: 'login', signal, afterLogin: false },
      { method: 'guest', isAccount: () => false, login },
    );
    const refuse = () => Promise.reject(refusal());
    const calls: VerifyCalls<'email'> = {
      method: 'email',
      isAccount: () => false,
      link: refuse,
      update: refuse,
      transfer: () => context,
    };
    const error = await verify(core, { intent, signal, afterLogin: false }, calls).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as { transferContext?: unknown }).transferContext).toEqual(kept ? context : undefined);
  });

  it('refuses an intent the flow has no call for, calling nothing', async () => {
    const { core, signal, requests } = await setup();
    const before = requests.length;
    const error = await verify(
      core,
      { intent: 'update', signal, afterLogin: false },
      { method: 'guest', isAccount: () => false },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'not_supported' });
    expect(requests).toHaveLength(before);
  });
});
