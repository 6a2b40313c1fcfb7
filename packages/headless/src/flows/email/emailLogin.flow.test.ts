import { createEmulator, type Emulator, type FaultInput } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { authenticatedAtom, recentLoginAtom, recentLoginMethodAtom } from '../../core/store/atoms.ts';
import { createEmailLoginFlow } from './emailLogin.flow.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const INIT = '/api/v1/passwordless/init';
const AUTHENTICATE = '/api/v1/passwordless/authenticate';

async function setup<Intent extends FlowIntent = 'login'>(
  intent: Intent = 'login' as Intent,
  core?: FoyerCore,
  appId?: string,
) {
  const test = createTestCore(emulator, appId ? { appId } : {});
  if (core) test.core = core;
  await test.core.start();
  const flow = createEmailLoginFlow(test.core, { intent });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  const code = async (email: string) => emulator.outbox(email)[0]!.code;
  return { ...test, flow, onComplete, onError, code };
}

describe('e-mail login flow against the emulator', () => {
  it('signs a new visitor up: initial → sending-code → awaiting-code-input → submitting-code → done', async () => {
    const { core, flow, onComplete, code } = await setup();
    const email = uniqueEmail('new');
    const seen: string[] = [flow.getSnapshot().status];
    const unsubscribe = flow.subscribe(() => seen.push(flow.getSnapshot().status));
    const before = emulator.clock.now();
    await flow.commands.sendCode({ email });
    expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-code-input', email });
    expect(flow.getSnapshot().codeSentAt).toBeGreaterThanOrEqual(before);
    const settled = await flow.commands.loginWithCode({ code: await code(email) });
    unsubscribe();
    expect(seen).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done']);
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'login', isNewUser: true } });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginMethodAtom)).toBe('email');
    expect(core.store.get(recentLoginAtom)).toEqual({
      method: 'email',
      accountType: 'email',
      walletClientType: null,
      chainType: null,
    });
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete.mock.calls[0]![0]).toMatchObject({
      intent: 'login',
      isNewUser: true,
      wasAlreadyAuthenticated: false,
      loginMethod: 'email',
      loginAccount: { type: 'email', address: email },
      user: { email: { address: email } },
    });
  });

  it('reports a returning user as not new', async () => {
    const email = uniqueEmail('known');
    emulator.seed({ users: [{ email }] });
    const { flow, code } = await setup();
    await flow.commands.sendCode({ email });
    await expect(flow.commands.loginWithCode({ code: await code(email) })).resolves.toMatchObject({
      status: 'done',
      result: { isNewUser: false },
    });
  });

  it('keeps the flow after a wrong code, then accepts the right one', async () => {
    const { flow, onError, code } = await setup();
    const email = uniqueEmail();
    await flow.commands.sendCode({ email });
    const right = await code(email);
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(flow.commands.loginWithCode({ code: wrong })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
    });
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', failedStep: 'submit', email });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_CREDENTIALS }));
    await expect(flow.commands.loginWithCode({ code: right })).resolves.toMatchObject({
      status: 'done',
      result: { intent: 'login' },
    });
  });

  it('refuses an expired code', async () => {
    const { flow, code } = await setup();
    const email = uniqueEmail();
    await flow.commands.sendCode({ email });
    emulator.clock.advance(11 * 60_000);
    await expect(flow.commands.loginWithCode({ code: await code(email) })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
    });
  });

  it('does not sign up in no-signup mode', async () => {
    const { flow, code } = await setup();
    const email = uniqueEmail('stranger');
    await flow.commands.sendCode({ email, disableSignup: true });
    await expect(flow.commands.loginWithCode({ code: await code(email) })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.USER_DOES_NOT_EXIST },
    });
  });

  it('rejects a plus-address before sending when the app disallows them', async () => {
    const appId = 'no-plus-emails-app-000001';
    emulator.seed({ apps: [{ id: appId, disable_plus_emails: true }] });
    const { flow, count, onError } = await setup('login', undefined, appId);
    await expect(flow.commands.sendCode({ email: 'ada+tag@example.com' })).resolves.toMatchObject({
      status: 'error',
      error: {
        kind: 'validation',
        code: ErrorCode.DISALLOWED_PLUS_EMAIL,
      },
    });
    expect(count(INIT)).toBe(0);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('rejects a malformed address and an incomplete code without calling the server', async () => {
    const { flow, count } = await setup();
    await expect(flow.commands.sendCode({ email: 'ada@' })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_EMAIL },
    });
    expect(count(INIT)).toBe(0);
    await flow.commands.sendCode({ email: uniqueEmail() });
    await expect(flow.commands.loginWithCode({ code: '12' })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CODE },
    });
  });

  it('surfaces the rate limit as too_many_requests without retrying', async () => {
    const { flow, count } = await setup();
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await flow.commands.sendCode({ email });
    await expect(flow.commands.sendCode({ email })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.TOO_MANY_REQUESTS, status: 429 },
    });
    expect(count(INIT)).toBe(6);
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', failedStep: 'send' });
  });

  it('resends to the same address with a new code', async () => {
    const { flow } = await setup();
    const email = uniqueEmail();
    await flow.commands.sendCode({ email });
    const firstSentAt = flow.getSnapshot().codeSentAt!;
    emulator.clock.advance(1_000);
    await flow.commands.resendCode();
    const messages = emulator.outbox(email);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.code).not.toBe(undefined);
    expect(flow.getSnapshot().status).toBe('awaiting-code-input');
    expect(flow.getSnapshot().codeSentAt).toBeGreaterThanOrEqual(firstSentAt + 1_000);
  });

  it('lets a newer send supersede one in flight', async () => {
    const { flow } = await setup();
    emulator.faults.add({ path: INIT, delayMs: 300, times: 1 });
    const onStatus = vi.fn();
    flow.subscribe(() => onStatus(flow.getSnapshot().email));
    const first = flow.commands.sendCode({ email: uniqueEmail('first') });
    const second = uniqueEmail('second');
    await new Promise((done) => setTimeout(done, 50));
    await flow.commands.sendCode({ email: second });
    // The superseded call settles without reporting: the snapshot belongs to the newer one.
    await expect(first).resolves.toMatchObject({ status: 'awaiting-code-input', email: second });
    expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-code-input', email: second });
    expect(onStatus).not.toHaveBeenLastCalledWith(expect.stringContaining('first'));
  });

  it("sends privy-ui: t on init calls only for the kit's own UI", async () => {
    const plain = await setup();
    await plain.flow.commands.sendCode({ email: uniqueEmail() });
    expect(plain.requests.find((r) => r.path === INIT)?.headers).not.toHaveProperty('privy-ui');
    const kit = createTestCore(emulator);
    await kit.core.start();
    await createEmailLoginFlow(kit.core, { kitUi: true }).commands.sendCode({ email: uniqueEmail() });
    expect(kit.requests.find((r) => r.path === INIT)?.headers).toMatchObject({ 'privy-ui': 't' });
    expect(kit.requests.find((r) => r.path !== INIT)?.headers).not.toHaveProperty('privy-ui');
  });

  it('refuses to log in again while logged in', async () => {
    const { core, flow, code } = await setup();
    const email = uniqueEmail();
    await flow.commands.sendCode({ email });
    await flow.commands.loginWithCode({ code: await code(email) });
    const again = await setup('login', core);
    await expect(again.flow.commands.sendCode({ email: uniqueEmail() })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.ALREADY_AUTHENTICATED },
    });
  });

  it('links only for a signed-in user, and one address per user (refused before any call)', async () => {
    const visitor = await setup('link');
    await expect(visitor.flow.commands.sendCode({ email: uniqueEmail() })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.MUST_BE_AUTHENTICATED },
    });

    const login = await setup();
    const email = uniqueEmail();
    await login.flow.commands.sendCode({ email });
    await login.flow.commands.loginWithCode({ code: await login.code(email) });
    const link = await setup('link', login.core);
    const second = uniqueEmail('second');
    await expect(link.flow.commands.sendCode({ email: second })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE, message: 'User already has an account of type email linked.' },
    });
    expect(emulator.outbox(second)).toEqual([]);
  });

  it("updates the signed-in user's address to a new one verified by its code", async () => {
    const visitor = await setup('update');
    await expect(visitor.flow.commands.sendCode({ email: uniqueEmail() })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.MUST_BE_AUTHENTICATED },
    });
    const login = await setup();
    const old = uniqueEmail('old');
    await login.flow.commands.sendCode({ email: old });
    await login.flow.commands.loginWithCode({ code: await login.code(old) });

    const update = await setup('update', login.core);
    const next = uniqueEmail('new');
    await update.flow.commands.sendCode({ email: next });
    await expect(update.flow.commands.loginWithCode({ code: await update.code(next) })).resolves.toMatchObject({
      status: 'done',
      result: { intent: 'update' },
    });
    expect(update.onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        updateMethod: 'email',
        updatedAccount: expect.objectContaining({ type: 'email', address: next }),
      }),
    );
    const me = await login.core.session.refreshUser();
    expect(me?.email?.address).toBe(next);
    expect(me?.linkedAccounts.filter((account) => account.type === 'email')).toHaveLength(1);
  });

  it('stop() aborts the request in flight and the flow stays usable', async () => {
    const { flow, onError } = await setup();
    emulator.faults.add({ path: INIT, delayMs: 300, times: 1 });
    const pending = flow.commands.sendCode({ email: uniqueEmail() });
    flow.stop();
    // Aborted: no error is reported for a run nobody is waiting on any more.
    await expect(pending).resolves.toMatchObject({ status: 'sending-code' });
    expect(onError).not.toHaveBeenCalled();
    flow.commands.reset();
    await flow.commands.sendCode({ email: uniqueEmail() });
    expect(flow.getSnapshot().status).toBe('awaiting-code-input');
  });

  it('goes back to initial when the user logs out', async () => {
    const { core, flow, code } = await setup();
    flow.start();
    const email = uniqueEmail();
    await flow.commands.sendCode({ email });
    await flow.commands.loginWithCode({ code: await code(email) });
    expect(flow.getSnapshot().status).toBe('done');
    await core.session.logout();
    expect(flow.getSnapshot()).toMatchObject({ status: 'initial', email: null });
    flow.stop();
  });
});

describe('an authenticate reply lost after the server used the code', () => {
  it.each<[string, FaultInput]>([
    ['a 502', { path: AUTHENTICATE, status: 502, afterHandler: true, times: 1 }],
    ['a dropped connection', { path: AUTHENTICATE, drop: true, afterHandler: true, times: 1 }],
    ['a timeout', { path: AUTHENTICATE, stallBody: true, times: 1 }],
  ])('after %s ends in code_outcome_unknown, never sends the code again, and a new code logs in', async (_, fault) => {
    const test = createTestCore(emulator, { testing: { timeoutMs: 1_000, retryDelayMs: 0 } });
    await test.core.start();
    const flow = createEmailLoginFlow(test.core);
    const onError = vi.fn<(error: FoyerError) => void>();
    flow.callbacks = { onError };
    const email = uniqueEmail('lost');
    await flow.commands.sendCode({ email });
    emulator.faults.add(fault);
    const settled = await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    expect(settled).toMatchObject({ status: 'error', failedStep: 'submit', error: { code: 'code_outcome_unknown' } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.CODE_OUTCOME_UNKNOWN }));
    expect(test.count(AUTHENTICATE)).toBe(1);
    // The server did its part: the user was signed up with that code.
    expect(emulator.exportState().domains.users.map((record) => record.user.linked_accounts[0])).toEqual([
      expect.objectContaining({ type: 'email', address: email }),
    ]);
    await flow.commands.resendCode();
    const done = await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    expect(done).toMatchObject({ status: 'done', result: { intent: 'login', isNewUser: false } });
    expect(test.count(AUTHENTICATE)).toBe(2);
  });
});
