import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession, latestCode } from '../../testing.ts';
import { CODE_SEND_WINDOW_MS } from '../oneTimeCodes/limits.ts';

const SMS_APP = 'foyer-sms-app-00000000001';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  // Seeding merges: the fields tests below change are set back here.
  emulator.seed({
    apps: [
      {
        id: SMS_APP,
        sms_auth: true,
        sms_unsupported_regions: ['+7'],
        whatsapp_enabled: false,
        allowlist_enabled: false,
        allowlist: [],
        max_users: null,
      },
    ],
  });
});

let counter = 0;
/** A fresh valid US number: +1 415 555 01xx. */
const uniqueNumber = () => `+1415555${String(1000 + (++counter % 9000)).padStart(4, '0')}`;
const init = (phoneNumber: string, extra: { channel?: 'sms' | 'whatsapp' } = {}, appId = SMS_APP) =>
  call(emulator, routes.sms.init, { body: { phoneNumber, ...extra }, appId });
const sendCode = async (phoneNumber: string) => {
  expect((await init(phoneNumber)).status).toBe(200);
  return latestCode(emulator, phoneNumber);
};
const login = async (phoneNumber: string) => {
  const res = await call(emulator, routes.sms.authenticate, {
    body: { phoneNumber, code: await sendCode(phoneNumber) },
    appId: SMS_APP,
  });
  expect(res.status).toBe(200);
  return res.data;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** A logged-in user of the SMS app whose only account is a custom-auth one. */
const userWithoutPhone = () =>
  createSession(emulator, {
    app_id: SMS_APP,
    linked_accounts: [{ type: 'custom_auth', custom_user_id: `ext-${++counter}` }],
  });

describe('passwordless_sms init', () => {
  it('sends a 6-digit code by SMS to the outbox', async () => {
    const phoneNumber = uniqueNumber();
    const res = await init(phoneNumber);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true });
    expect(emulator.outbox(phoneNumber)).toEqual([
      expect.objectContaining({ channel: 'sms', to: phoneNumber, code: expect.stringMatching(/^\d{6}$/) }),
    ]);
  });

  it("sends by WhatsApp with channel 'whatsapp' when the app enables it, refuses it otherwise", async () => {
    const phoneNumber = uniqueNumber();
    const refused = await init(phoneNumber, { channel: 'whatsapp' });
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
    emulator.seed({ apps: [{ id: SMS_APP, sms_auth: true, whatsapp_enabled: true }] });
    expect((await init(phoneNumber, { channel: 'whatsapp' })).status).toBe(200);
    expect(emulator.outbox(phoneNumber)).toEqual([expect.objectContaining({ channel: 'whatsapp' })]);
  });

  it.each(['4155550100', '+1', '+0123456789', 'phone', ''])('rejects %j with 400 invalid_data', async (phoneNumber) => {
    const res = await init(phoneNumber);
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it('refuses SMS login when the app has sms_auth off (403 disallowed_login_method)', async () => {
    const res = await init(uniqueNumber(), {}, 'foyer-demo-app-0000000001');
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      error: 'Login with SMS is not allowed for this app',
      code: ErrorCode.DISALLOWED_LOGIN_METHOD,
    });
  });

  it('refuses numbers of an unsupported calling code (400 region_not_supported)', async () => {
    const res = await init('+79161234567');
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: 'SMS authentication from this region is not available',
      code: ErrorCode.REGION_NOT_SUPPORTED,
    });
    expect(emulator.outbox('+79161234567')).toEqual([]);
  });

  it('allows 5 codes per number per minute, then 429 too_many_requests', async () => {
    const phoneNumber = uniqueNumber();
    for (let i = 0; i < 5; i++) expect((await init(phoneNumber)).status).toBe(200);
    const limited = await init(phoneNumber);
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    emulator.clock.advance(CODE_SEND_WINDOW_MS + 1000);
    expect((await init(phoneNumber)).status).toBe(200);
  });
});

describe('passwordless_sms authenticate', () => {
  it('creates a user with a phone account, then logs the same user in', async () => {
    const phoneNumber = uniqueNumber();
    const first = await login(phoneNumber);
    expect(first).toMatchObject({
      is_new_user: true,
      user: { linked_accounts: [expect.objectContaining({ type: 'phone', phoneNumber })] },
    });
    const again = await login(phoneNumber);
    expect(again).toMatchObject({ is_new_user: false, user: { id: first.user!.id } });
  });

  it('refuses a wrong code (401 invalid_credentials) and a used one', async () => {
    const phoneNumber = uniqueNumber();
    const code = await sendCode(phoneNumber);
    const auth = (c: string) =>
      call(emulator, routes.sms.authenticate, { body: { phoneNumber, code: c }, appId: SMS_APP });
    const wrong = await auth(wrongCode(code));
    expect(wrong.status).toBe(401);
    expect(wrong.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect((await auth(code)).status).toBe(200);
    expect((await auth(code)).status).toBe(401);
  });

  it('keeps new users out with no-signup (404), past max_users (403) and off the allowlist (403)', async () => {
    const phoneNumber = uniqueNumber();
    const noSignup = await call(emulator, routes.sms.authenticate, {
      body: { phoneNumber, code: await sendCode(phoneNumber), mode: 'no-signup' },
      appId: SMS_APP,
    });
    expect(noSignup.error.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);

    const listed = uniqueNumber();
    emulator.seed({ apps: [{ id: SMS_APP, sms_auth: true, allowlist_enabled: true, allowlist: [listed] }] });
    const other = uniqueNumber();
    const rejected = await call(emulator, routes.sms.authenticate, {
      body: { phoneNumber: other, code: await sendCode(other) },
      appId: SMS_APP,
    });
    expect(rejected.status).toBe(403);
    expect(rejected.error.code).toBe(ErrorCode.ALLOWLIST_REJECTED);
    await login(listed);

    emulator.seed({ apps: [{ id: SMS_APP, sms_auth: true, allowlist_enabled: false, max_users: 1 }] });
    const late = uniqueNumber();
    const full = await call(emulator, routes.sms.authenticate, {
      body: { phoneNumber: late, code: await sendCode(late) },
      appId: SMS_APP,
    });
    expect(full.status).toBe(403);
    expect(full.error.code).toBe(ErrorCode.USER_LIMIT_REACHED);
  });
});

describe('passwordless_sms link, update, unlink', () => {
  it('links a verified number, then refuses a second one (cannot_link_more_of_type)', async () => {
    const auth = await userWithoutPhone();
    const phoneNumber = uniqueNumber();
    const res = await call(emulator, routes.sms.link, {
      token: auth.token!,
      body: { phoneNumber, code: await sendCode(phoneNumber) },
      appId: SMS_APP,
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toContainEqual(expect.objectContaining({ type: 'phone', phoneNumber }));
    const second = uniqueNumber();
    const refused = await call(emulator, routes.sms.link, {
      token: auth.token!,
      body: { phoneNumber: second, code: await sendCode(second) },
      appId: SMS_APP,
    });
    expect(refused.error).toEqual({
      error: 'User already has an account of type phone linked.',
      code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE,
    });
  });

  it("answers another user's number with 400 account_transfer_required and a nonce", async () => {
    const taken = uniqueNumber();
    await login(taken);
    const auth = await userWithoutPhone();
    const res = await call(emulator, routes.sms.link, {
      token: auth.token!,
      body: { phoneNumber: taken, code: await sendCode(taken) },
      appId: SMS_APP,
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: ErrorCode.ACCOUNT_TRANSFER_REQUIRED,
      data: { nonce: expect.any(String), account: { displayName: taken } },
    });
  });

  it('updates the number with a code sent to the new one; the old number must be the linked one', async () => {
    const old = uniqueNumber();
    const auth = await login(old);
    const next = uniqueNumber();
    const wrongOld = await call(emulator, routes.sms.update, {
      token: auth.token!,
      body: { old_phone_number: uniqueNumber(), new_phone_number: next, code: await sendCode(next) },
      appId: SMS_APP,
    });
    expect(wrongOld.error.code).toBe(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
    const res = await call(emulator, routes.sms.update, {
      token: auth.token!,
      body: { old_phone_number: old, new_phone_number: next, code: await sendCode(next) },
      appId: SMS_APP,
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts).toEqual([expect.objectContaining({ type: 'phone', phoneNumber: next })]);
  });

  it('unlinks a number the user has, not their sole account', async () => {
    const sole = uniqueNumber();
    const only = await login(sole);
    const refused = await call(emulator, routes.sms.unlink, {
      token: only.token!,
      body: { phoneNumber: sole },
      appId: SMS_APP,
    });
    expect(refused.error.code).toBe(ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT);

    const auth = await userWithoutPhone();
    const phoneNumber = uniqueNumber();
    await call(emulator, routes.sms.link, {
      token: auth.token!,
      body: { phoneNumber, code: await sendCode(phoneNumber) },
      appId: SMS_APP,
    });
    const res = await call(emulator, routes.sms.unlink, { token: auth.token!, body: { phoneNumber }, appId: SMS_APP });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts.map((account) => account.type)).toEqual(['custom_auth']);
  });

  it('needs a bearer', async () => {
    const res = await call(emulator, routes.sms.unlink, { body: { phoneNumber: uniqueNumber() }, appId: SMS_APP });
    expect(res.status).toBe(401);
  });
});
