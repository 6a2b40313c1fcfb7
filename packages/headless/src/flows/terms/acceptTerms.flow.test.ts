import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, DEMO_APP_ID, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { createEmailLoginFlow } from '../email/emailLogin.flow.ts';
import { createAcceptTermsFlow } from './acceptTerms.flow.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const ACCEPT = '/api/v1/users/me/accept_terms';

/** A core with a freshly signed-up user (the app requires terms), and the accept-terms flow on it. */
async function signedUp() {
  emulator.seed({ apps: [{ id: DEMO_APP_ID, require_users_accept_terms: true }] });
  const test = createTestCore(emulator);
  await test.core.start();
  const email = uniqueEmail('terms');
  const login = createEmailLoginFlow(test.core);
  await login.commands.sendCode({ email });
  await login.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
  const flow = createAcceptTermsFlow(test.core);
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  flow.start();
  return { ...test, flow, onComplete, onError };
}

describe('accept-terms flow against the emulator', () => {
  it('a new user has not accepted; accept → accepting → done, and every user response says so after', async () => {
    const { core, flow, onComplete, count } = await signedUp();
    expect(core.store.get(userAtom)?.hasAcceptedTerms).toBe(false);
    expect(core.store.get(appConfigAtom)?.legal.requireUsersAcceptTerms).toBe(true);
    const seen: string[] = [flow.getSnapshot().status];
    flow.subscribe(() => seen.push(flow.getSnapshot().status));

    const settled = await flow.commands.accept();
    expect(seen).toEqual(['initial', 'accepting', 'done']);
    expect(settled.status).toBe('done');
    expect(settled.result?.hasAcceptedTerms).toBe(true);
    expect(core.store.get(userAtom)?.hasAcceptedTerms).toBe(true);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ hasAcceptedTerms: true }));
    expect(count(ACCEPT)).toBe(1);
    // users/me (and so a reload) reads it back from the emulator.
    expect((await core.session.refreshUser())?.hasAcceptedTerms).toBe(true);
  });

  it('a refused call ends in error; accepting again works', async () => {
    const { flow, onError } = await signedUp();
    emulator.faults.add({ path: ACCEPT, status: 400, body: { error: 'nope' }, times: 1 });
    const failed = await flow.commands.accept();
    expect(failed.status).toBe('error');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'api' }));
    expect((await flow.commands.accept()).status).toBe('done');
  });

  it('needs a signed-in user: an error at once, with no request', async () => {
    const test = createTestCore(emulator);
    await test.core.start();
    const flow = createAcceptTermsFlow(test.core);
    const settled = await flow.commands.accept();
    expect(settled.error?.code).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    expect(test.count(ACCEPT)).toBe(0);
  });

  it('a logout resets the flow', async () => {
    const { core, flow } = await signedUp();
    await flow.commands.accept();
    await core.session.logout();
    expect(flow.getSnapshot().status).toBe('initial');
  });
});
