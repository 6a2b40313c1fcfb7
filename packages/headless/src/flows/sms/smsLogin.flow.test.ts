import { createEmulator, type Emulator, type FaultInput } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { authenticatedAtom, recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import { createSmsLoginFlow, type SmsLoginFlowOptions } from './smsLogin.flow.ts';

const APP = 'foyer-sms-flow-app-000001';
const INIT = '/api/v1/passwordless_sms/init';
const AUTHENTICATE = '/api/v1/passwordless_sms/authenticate';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, sms_auth: true, whatsapp_enabled: true, sms_unsupported_regions: ['+7'] }] });
});

let counter = 0;
/** A fresh valid US number (+1 415 555 xxxx), national form as a user types it, and its E.164. */
const uniqueNumber = () => {
  const line = String(2000 + (++counter % 8000));
  return { typed: `(415) 555-${line}`, e164: `+1415555${line}` };
};

async function setup<Intent extends FlowIntent = 'login'>(options: SmsLoginFlowOptions<Intent> = {}) {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  const flow = createSmsLoginFlow(test.core, options);
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  const code = (to: string) => emulator.outbox(to)[0]!.code;
  return { ...test, flow, onComplete, onError, code };
}

/** A logged-in core (by SMS) with the number `phone`. */
async function loggedIn(phone: string) {
  const login = await setup();
  await login.flow.commands.sendCode({ phoneNumber: phone });
  await login.flow.commands.loginWithCode({ code: login.code(phone) });
  return login.core;
}

describe('SMS login flow against the emulator', () => {
  it('signs a new visitor up: initial → sending-code → awaiting-code-input → submitting-code → done', async () => {
    const { core, flow, onComplete, code, requests } = await setup();
    const { typed, e164 } = uniqueNumber();
    const seen: string[] = [flow.getSnapshot().status];
    const unsubscribe = flow.subscribe(() => seen.push(flow.getSnapshot().status));
    await flow.commands.sendCode({ phoneNumber: typed });
    expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-code-input', phoneNumber: e164, channel: 'sms' });
    expect(requests.find((r) => r.path === INIT)?.body).toEqual({ phoneNumber: e164 });
    const settled = await flow.commands.loginWithCode({ code: code(e164) });
    unsubscribe();
    expect(seen).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done']);
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'login', isNewUser: true } });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginMethodAtom)).toBe('sms');
    expect(onComplete.mock.calls[0]![0]).toMatchObject({
      loginMethod: 'sms',
      loginAccount: { type: 'phone', phoneNumber: e164 },
      user: { phone: { phoneNumber: e164 } },
    });
  });

  it('logs a returning user in as not new', async () => {
    const { e164 } = uniqueNumber();
    await loggedIn(e164);
    const { flow, code } = await setup();
    await flow.commands.sendCode({ phoneNumber: e164 });
    await expect(flow.commands.loginWithCode({ code: code(e164) })).resolves.toMatchObject({
      status: 'done',
      result: { isNewUser: false },
    });
  });

  it('keeps the flow after a wrong code, then accepts the right one', async () => {
    const { flow, onError, code } = await setup();
    const { e164 } = uniqueNumber();
    await flow.commands.sendCode({ phoneNumber: e164 });
    const right = code(e164);
    await expect(
      flow.commands.loginWithCode({ code: right === '000000' ? '111111' : '000000' }),
    ).resolves.toMatchObject({ status: 'error', failedStep: 'submit', error: { code: ErrorCode.INVALID_CREDENTIALS } });
    expect(onError).toHaveBeenCalledOnce();
    await expect(flow.commands.loginWithCode({ code: right })).resolves.toMatchObject({ status: 'done' });
  });

  it('sends by WhatsApp on request', async () => {
    const { flow, code, requests } = await setup();
    const { e164 } = uniqueNumber();
    await flow.commands.sendCode({ phoneNumber: e164, channel: 'whatsapp' });
    expect(requests.find((r) => r.path === INIT)?.body).toEqual({ phoneNumber: e164, channel: 'whatsapp' });
    expect(emulator.outbox(e164)).toEqual([expect.objectContaining({ channel: 'whatsapp' })]);
    await expect(flow.commands.loginWithCode({ code: code(e164) })).resolves.toMatchObject({ status: 'done' });
  });

  it('refuses an invalid number without a request', async () => {
    const { flow, requests, onError } = await setup();
    await expect(flow.commands.sendCode({ phoneNumber: '555-0100' })).resolves.toMatchObject({
      status: 'error',
      failedStep: 'send',
      error: { code: ErrorCode.INVALID_PHONE_NUMBER },
    });
    expect(requests.filter((r) => r.path === INIT)).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.INVALID_PHONE_NUMBER }));
  });

  it('reports a region the app does not serve (region_not_supported)', async () => {
    const { flow } = await setup();
    await expect(flow.commands.sendCode({ phoneNumber: '+7 916 123-45-67' })).resolves.toMatchObject({
      status: 'error',
      failedStep: 'send',
      error: { code: ErrorCode.REGION_NOT_SUPPORTED },
    });
  });

  it('reports too many codes (too_many_requests)', async () => {
    const { flow } = await setup();
    const { e164 } = uniqueNumber();
    for (let i = 0; i < 5; i++) await flow.commands.sendCode({ phoneNumber: e164 });
    await expect(flow.commands.sendCode({ phoneNumber: e164 })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.TOO_MANY_REQUESTS },
    });
  });

  it('links a phone to the logged-in user, then unlinks it over the route', async () => {
    const test = createTestCore(emulator, { appId: APP });
    await test.core.start();
    const email = `sms-link.${++counter}@example.com`;
    emulator.seed({ apps: [{ id: APP, sms_auth: true, email_auth: true }] });
    const { createEmailLoginFlow } = await import('../email/emailLogin.flow.ts');
    const emailLogin = createEmailLoginFlow(test.core);
    await emailLogin.commands.sendCode({ email });
    await emailLogin.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    const link = createSmsLoginFlow(test.core, { intent: 'link' });
    const { e164 } = uniqueNumber();
    await link.commands.sendCode({ phoneNumber: e164 });
    const settled = await link.commands.loginWithCode({ code: emulator.outbox(e164)[0]!.code });
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'link', linkMethod: 'sms', linkedAccount: { type: 'phone', phoneNumber: e164 } },
    });
    expect(test.core.store.get(userAtom)?.phone?.phoneNumber).toBe(e164);
    const { unlink } = await import('../../core/api/routes/sms.ts');
    const user = await test.core.api.call(unlink, { body: { phoneNumber: e164 } });
    expect(user.linked_accounts.map((account) => account.type)).toEqual(['email']);
  });

  it('refuses a second number before any call (one phone per user, spec §5)', async () => {
    const { e164: taken } = uniqueNumber();
    await loggedIn(taken);
    const { e164: own } = uniqueNumber();
    const core = await loggedIn(own);
    const link = createSmsLoginFlow(core, { intent: 'link' });
    await expect(link.commands.sendCode({ phoneNumber: taken })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE },
    });
    expect(emulator.outbox(taken)).toHaveLength(1);
  });

  it("updates the user's number with a code sent to the new one", async () => {
    const { e164: old } = uniqueNumber();
    const core = await loggedIn(old);
    const update = createSmsLoginFlow(core, { intent: 'update' });
    const { typed, e164: next } = uniqueNumber();
    await update.commands.sendCode({ phoneNumber: typed });
    const settled = await update.commands.loginWithCode({ code: emulator.outbox(next)[0]!.code });
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'update', updateMethod: 'sms', updatedAccount: { type: 'phone', phoneNumber: next } },
    });
    expect(core.store.get(userAtom)?.phone?.phoneNumber).toBe(next);
  });

  it('refuses an update for a user without a phone, with no request', async () => {
    const email = `sms-update.${++counter}@example.com`;
    emulator.seed({ apps: [{ id: APP, sms_auth: true, email_auth: true }] });
    const test = createTestCore(emulator, { appId: APP });
    await test.core.start();
    const { createEmailLoginFlow } = await import('../email/emailLogin.flow.ts');
    const emailLogin = createEmailLoginFlow(test.core);
    await emailLogin.commands.sendCode({ email });
    await emailLogin.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    const update = createSmsLoginFlow(test.core, { intent: 'update' });
    const before = test.count(INIT);
    await expect(update.commands.sendCode({ phoneNumber: uniqueNumber().e164 })).resolves.toMatchObject({
      status: 'error',
      error: { code: ErrorCode.FAILED_TO_UPDATE_ACCOUNT },
    });
    expect(test.count(INIT)).toBe(before);
  });

  it('continues a run whose code was sent by another flow (codeSent)', async () => {
    const sender = await setup();
    const { e164 } = uniqueNumber();
    const sent = await sender.flow.commands.sendCode({ phoneNumber: e164 });
    const { flow } = await setup({ codeSent: { phoneNumber: e164, at: sent.codeSentAt! } });
    expect(flow.getSnapshot().status).toBe('awaiting-code-input');
    await expect(flow.commands.loginWithCode({ code: emulator.outbox(e164)[0]!.code })).resolves.toMatchObject({
      status: 'done',
    });
  });
});

describe('an authenticate reply lost after the server used the code', () => {
  it.each<[string, FaultInput]>([
    ['a 502', { path: AUTHENTICATE, status: 502, afterHandler: true, times: 1 }],
    ['a dropped connection', { path: AUTHENTICATE, drop: true, afterHandler: true, times: 1 }],
  ])('after %s ends in code_outcome_unknown, never sends the code again, and a new code logs in', async (_, fault) => {
    const test = createTestCore(emulator, { appId: APP, testing: { retryDelayMs: 0 } });
    await test.core.start();
    const flow = createSmsLoginFlow(test.core);
    const { typed, e164 } = uniqueNumber();
    await flow.commands.sendCode({ phoneNumber: typed });
    emulator.faults.add(fault);
    const settled = await flow.commands.loginWithCode({ code: emulator.outbox(e164)[0]!.code });
    expect(settled).toMatchObject({ status: 'error', failedStep: 'submit', error: { code: 'code_outcome_unknown' } });
    expect(test.count(AUTHENTICATE)).toBe(1);
    await flow.commands.resendCode();
    const done = await flow.commands.loginWithCode({ code: emulator.outbox(e164)[0]!.code });
    expect(done).toMatchObject({ status: 'done', result: { intent: 'login', isNewUser: false } });
  });
});
