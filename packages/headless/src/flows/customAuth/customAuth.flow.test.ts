import { createEmulator, createSession, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJwtIssuer, customJwtSeed } from '../../../../../test/support/customJwt.ts';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import { type CustomAuthFlowOptions, createCustomAuthFlow } from './customAuth.flow.ts';
import { CUSTOM_AUTH_LINKED_RETRIES } from './customAuth.machine.ts';
import { createCustomJwtLinkFlow } from './customJwtLink.flow.ts';

const APP = 'foyer-custom-auth-flow-01';
const AUTHENTICATE = '/api/v1/custom_jwt_account/authenticate';
let emulator: Emulator;
let issuer: Awaited<ReturnType<typeof createJwtIssuer>>;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  issuer = await createJwtIssuer();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [{ id: APP, custom_jwt_auth: true, email_auth: true }],
    customJwt: [customJwtSeed(APP, issuer.jwks)],
  });
});

let counter = 0;
const uniqueSubject = () => `flow-user-${++counter}`;
const sign = (subject: string) => issuer.sign(subject, { now: emulator.clock.now() });

/** An app's auth whose token the test sets; `changed()` is its subscribe signal. */
function appAuth(initial: string | null = null) {
  const listeners = new Set<() => void>();
  let token = initial;
  return {
    getToken: vi.fn(() => token),
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    changed(next: string | null) {
      token = next;
      for (const listener of listeners) listener();
    },
  };
}

async function setup(auth = appAuth(), options: Partial<CustomAuthFlowOptions> = {}, appId = APP) {
  const test = createTestCore(emulator, { appId, testing: { retryDelayMs: 1 } });
  await test.core.start();
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  const flow = createCustomAuthFlow(test.core, {
    getToken: () => auth.getToken(),
    subscribe: auth.subscribe,
    onComplete,
    onError,
    ...options,
  });
  return { ...test, flow, auth, onComplete, onError };
}

/** Waits until the flow settles in `status`. */
const settled = (flow: { getSnapshot(): { status: string } }, status: string) =>
  vi.waitFor(() => expect(flow.getSnapshot().status).toBe(status), { timeout: 5_000 });

describe('custom-token sync against the emulator', () => {
  it('logs in with the app’s token on start: initial → loading → done, a new user with a custom_auth account', async () => {
    const subject = uniqueSubject();
    const { core, flow, onComplete } = await setup(appAuth(await sign(subject)));
    const seen: string[] = [flow.getSnapshot().status];
    flow.subscribe(() => seen.push(flow.getSnapshot().status));
    flow.start();
    await settled(flow, 'done');
    expect(seen).toEqual(['initial', 'loading', 'done']);
    const user = core.store.get(userAtom);
    expect(user?.linkedAccounts).toEqual([expect.objectContaining({ type: 'custom_auth', customUserId: subject })]);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'login', isNewUser: true, loginMethod: 'custom' }),
    );
    expect(core.store.get(recentLoginMethodAtom)).toBe('custom');
    flow.stop();
  });

  it('follows the app: the same token is no new call, a changed token a new login, no token a logout', async () => {
    const { core, flow, auth, count } = await setup(appAuth(await sign(uniqueSubject())));
    flow.start();
    await settled(flow, 'done');
    const firstUser = core.store.get(userAtom)?.id;
    expect(count(AUTHENTICATE)).toBe(1);

    await flow.commands.sync();
    expect(count(AUTHENTICATE)).toBe(1);
    expect(flow.getSnapshot()).toMatchObject({ status: 'done', result: null });

    auth.changed(await sign(uniqueSubject()));
    await settled(flow, 'done');
    await vi.waitFor(() => expect(count(AUTHENTICATE)).toBe(2));
    await vi.waitFor(() => expect(core.store.get(userAtom)?.id).not.toBe(firstUser));

    auth.changed(null);
    await vi.waitFor(() => expect(core.store.get(userAtom)).toBeNull());
    await settled(flow, 'initial');
    flow.stop();
  });

  it('a returning token logs the same user in again after a reload (a new core)', async () => {
    const token = await sign(uniqueSubject());
    const first = await setup(appAuth(token));
    first.flow.start();
    await settled(first.flow, 'done');
    const id = first.core.store.get(userAtom)?.id;
    first.flow.stop();
    const reload = await setup(appAuth(token));
    reload.flow.start();
    await settled(reload.flow, 'done');
    expect(reload.core.store.get(userAtom)?.id).toBe(id);
    expect(reload.onComplete).toHaveBeenCalledWith(expect.objectContaining({ isNewUser: false }));
    reload.flow.stop();
  });

  it('an app config without custom auth is not-enabled, with no call and no token read', async () => {
    const { flow, auth, count } = await setup(appAuth('whatever'), {}, 'foyer-demo-app-0000000001');
    flow.start();
    await settled(flow, 'not-enabled');
    expect(count(AUTHENTICATE)).toBe(0);
    expect(auth.getToken).not.toHaveBeenCalled();
    flow.stop();
  });

  it('enabled: false syncs nothing', async () => {
    const { flow, auth } = await setup(appAuth('whatever'), { enabled: false });
    flow.start();
    await flow.commands.sync();
    expect(flow.getSnapshot().status).toBe('initial');
    expect(auth.getToken).not.toHaveBeenCalled();
    flow.stop();
  });

  it('a rejected token logs the signed-in user out, then reports the error', async () => {
    const { core, flow, auth, onError } = await setup(appAuth(await sign(uniqueSubject())));
    flow.start();
    await settled(flow, 'done');
    auth.changed(await issuer.sign(uniqueSubject(), { now: emulator.clock.now(), audience: 'someone-else' }));
    await settled(flow, 'error');
    expect(core.store.get(userAtom)).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_CREDENTIALS }));
    flow.stop();
  });

  it('retries on LINKED_TO_ANOTHER_USER, then fails like any error', async () => {
    const token = await sign(uniqueSubject());
    const { flow, count } = await setup(appAuth(token));
    emulator.faults.add({
      path: AUTHENTICATE,
      status: 400,
      body: { error: 'This account has already been linked to another user.', code: ErrorCode.LINKED_TO_ANOTHER_USER },
      times: 1,
    });
    flow.start();
    await settled(flow, 'done');
    expect(count(AUTHENTICATE)).toBe(2);

    flow.stop();
    emulator.faults.add({
      path: AUTHENTICATE,
      status: 400,
      body: { error: 'linked', code: ErrorCode.LINKED_TO_ANOTHER_USER },
      times: CUSTOM_AUTH_LINKED_RETRIES + 1,
    });
    const again = await setup(appAuth(token));
    again.flow.start();
    await settled(again.flow, 'error');
    expect(again.flow.getSnapshot().error?.code).toBe(ErrorCode.LINKED_TO_ANOTHER_USER);
    expect(again.count(AUTHENTICATE)).toBe(CUSTOM_AUTH_LINKED_RETRIES + 1);
    again.flow.stop();
  });

  it('a getter that never answers fails within its timeout; one that throws fails at once', async () => {
    const hanging = await setup(appAuth(), {
      getToken: () => new Promise<string>(() => undefined),
      tokenTimeoutMs: 50,
    });
    hanging.flow.start();
    await settled(hanging.flow, 'error');
    expect(hanging.flow.getSnapshot().error?.code).toBe(ErrorCode.CLIENT_REQUEST_TIMEOUT);
    hanging.flow.stop();

    const throwing = await setup(appAuth(), {
      getToken: () => {
        throw new Error('auth provider down');
      },
    });
    throwing.flow.start();
    await settled(throwing.flow, 'error');
    expect(throwing.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'auth provider down' }));
    throwing.flow.stop();
  });
});

describe('custom JWT link against the emulator', () => {
  it('links the token’s account to a user signed in another way; a second link is refused before any call', async () => {
    const { core, flow } = await setup(appAuth(await sign(uniqueSubject())));
    flow.start();
    await settled(flow, 'done');
    const link = createCustomJwtLinkFlow(core);
    const refused = await link.commands.linkCustomJwt({ token: await sign(uniqueSubject()) });
    expect(refused.error?.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
    flow.stop();
  });

  it('links to an e-mail user and reports the linked account', async () => {
    const { core, requests } = createTestCore(emulator, { appId: APP });
    const auth = await createSession(emulator, { app_id: APP, email: `link-${++counter}@example.com` });
    core.session.applyAuthResponse(auth);
    const link = createCustomJwtLinkFlow(core);
    const onComplete = vi.fn();
    link.callbacks = { onComplete };
    const subject = uniqueSubject();
    const done = await link.commands.linkCustomJwt({ token: await sign(subject) });
    expect(done).toMatchObject({ status: 'done', result: { intent: 'link', linkMethod: 'custom' } });
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ linkedAccount: expect.objectContaining({ customUserId: subject }) }),
    );
    expect(requests.at(-1)?.path).toBe('/api/v1/custom_jwt_account/link');
  });
});
