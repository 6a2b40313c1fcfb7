import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { memoryStorage } from '../../core/storage.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { guestCredentialKey } from './guestCredential.ts';
import { createGuestLoginFlow, type GuestLoginFlowOptions } from './guestLogin.flow.ts';

const APP = 'foyer-guest-flow-app-0001';
const AUTHENTICATE = '/api/v1/guest/authenticate';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, guest_auth: true, email_auth: true }] });
});

async function setup(storage = memoryStorage(), options: GuestLoginFlowOptions<'login' | 'link'> = {}) {
  const test = createTestCore(emulator, { appId: APP, storage });
  await test.core.start();
  const flow = createGuestLoginFlow(test.core, options);
  const onComplete = vi.fn();
  const onError = vi.fn();
  flow.callbacks = { onComplete, onError };
  flow.start();
  return { ...test, flow, onComplete, onError };
}

describe('guest login against the emulator', () => {
  it('logs a visitor in as a new guest: initial → loading → done, with a 32-byte base64url credential kept per app', async () => {
    const { core, flow, storage, requests, onComplete } = await setup();
    const seen: string[] = [flow.getSnapshot().status];
    flow.subscribe(() => seen.push(flow.getSnapshot().status));
    const settled = await flow.commands.loginAsGuest();
    expect(seen).toEqual(['initial', 'loading', 'done']);
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'login', isNewUser: true, loginMethod: 'guest', loginAccount: null },
    });
    expect(core.store.get(userAtom)).toMatchObject({ isGuest: true, linkedAccounts: [] });
    const credential = storage.getItem(guestCredentialKey(APP));
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(requests.find((r) => r.path === AUTHENTICATE)?.body).toEqual({ guest_credential: credential });
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('logs in as the same guest after a logout, and after a reload (a new core on the same storage)', async () => {
    const storage = memoryStorage();
    const first = await setup(storage);
    await first.flow.commands.loginAsGuest();
    const id = first.core.store.get(userAtom)?.id;
    await first.core.session.logout();
    expect(storage.getItem(guestCredentialKey(APP))).not.toBeNull();
    const again = await first.flow.commands.loginAsGuest();
    expect(again.result).toMatchObject({ isNewUser: false, user: { id } });

    await first.core.session.logout();
    const reload = await setup(storage);
    const returning = await reload.flow.commands.loginAsGuest();
    expect(returning.result).toMatchObject({ isNewUser: false, user: { id } });
  });

  it('another device (another storage) is another guest', async () => {
    const one = await setup();
    const two = await setup();
    const a = await one.flow.commands.loginAsGuest();
    const b = await two.flow.commands.loginAsGuest();
    expect(a.result?.user.id).not.toBe(b.result?.user.id);
  });

  it('refuses a guest login while logged in, and a guest link, before any call', async () => {
    const { core, flow, count, onError } = await setup();
    core.session.applyAuthResponse(await createSession(emulator, { app_id: APP, email: 'guest-link@example.com' }));
    expect((await flow.commands.loginAsGuest()).error?.code).toBe(ErrorCode.ALREADY_AUTHENTICATED);
    const link = createGuestLoginFlow(core, { intent: 'link' });
    const refused = await link.commands.loginAsGuest();
    expect(refused.error).toMatchObject({
      code: ErrorCode.NOT_SUPPORTED,
      message: 'Linking is not supported for the guest flow',
    });
    expect(count(AUTHENTICATE)).toBe(0);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('an app without guest login: error DISALLOWED_LOGIN_METHOD', async () => {
    emulator.seed({ apps: [{ id: APP, guest_auth: false, email_auth: true }] });
    const { flow, onError } = await setup();
    expect((await flow.commands.loginAsGuest()).status).toBe('error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.DISALLOWED_LOGIN_METHOD }));
  });
});
