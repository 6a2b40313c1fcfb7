import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_SCRIPT_PATH } from './script.ts';
import { CAPTCHA_TOKEN_TTL_MS } from './tokens.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [{ id: DEFAULT_APP_ID, captcha_enabled: true, captcha_site_key: 't:site-key', sms_auth: true }],
  });
});

let counter = 0;
const uniqueEmail = () => `captcha.${++counter}@example.com`;
const init = (body: { email: string; token?: string }) => call(emulator, routes.email.init, { body });

async function challenge(sitekey = 'site-key'): Promise<string> {
  const res = await fetch(`${emulator.url}${CAPTCHA_CHALLENGE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey }),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { token: string; expires_in_ms: number };
  expect(answer.expires_in_ms).toBe(CAPTCHA_TOKEN_TTL_MS);
  return answer.token;
}

describe('test captcha', () => {
  it('serves the Turnstile-compatible script as JavaScript', async () => {
    const res = await fetch(`${emulator.url}${CAPTCHA_SCRIPT_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await res.text();
    expect(source).toContain('window.turnstile');
    expect(source).toContain(CAPTCHA_CHALLENGE_PATH);
  });

  it('refuses a challenge without a site key', async () => {
    const res = await fetch(`${emulator.url}${CAPTCHA_CHALLENGE_PATH}`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
  });

  it('an e-mail init of a captcha app takes a fresh token once', async () => {
    const token = await challenge();
    const email = uniqueEmail();
    expect((await init({ email, token })).status).toBe(200);
    expect(emulator.outbox(email)).toHaveLength(1);
    const again = await init({ email, token });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({ code: ErrorCode.INVALID_CAPTCHA, error: 'Captcha token already used' });
  });

  it.each([
    ['missing', undefined, 'A captcha token is required'],
    ['forged', 'emu.forged-token', 'Invalid captcha token'],
  ])('refuses a %s token with 400 invalid_captcha and sends nothing', async (_, token, message) => {
    const email = uniqueEmail();
    const res = await init({ email, ...(token === undefined ? {} : { token }) });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: ErrorCode.INVALID_CAPTCHA, error: message });
    expect(emulator.outbox(email)).toHaveLength(0);
  });

  it('an SMS init of a captcha app needs a fresh token too', async () => {
    const phoneNumber = '+14155550123';
    const sms = (token?: string) =>
      call(emulator, routes.sms.init, { body: { phoneNumber, ...(token === undefined ? {} : { token }) } });
    const missing = await sms();
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: ErrorCode.INVALID_CAPTCHA });
    expect(emulator.outbox(phoneNumber)).toHaveLength(0);
    expect((await sms(await challenge())).status).toBe(200);
    expect(emulator.outbox(phoneNumber)).toHaveLength(1);
  });

  it('refuses a token solved for another site key, or expired', async () => {
    const other = await challenge('another-key');
    expect((await init({ email: uniqueEmail(), token: other })).error?.error).toBe(
      'Captcha token was issued for another site key',
    );
    const token = await challenge();
    emulator.clock.advance(CAPTCHA_TOKEN_TTL_MS);
    expect((await init({ email: uniqueEmail(), token })).error?.error).toBe('Captcha token expired');
  });

  it('ignores tokens when the app has no captcha', async () => {
    emulator.seed({ apps: [{ id: DEFAULT_APP_ID, captcha_enabled: false }] });
    expect((await init({ email: uniqueEmail() })).status).toBe(200);
  });

  it('a fault on the challenge path makes the next challenge fail', async () => {
    emulator.faults.add({ path: CAPTCHA_CHALLENGE_PATH, status: 403, times: 1 });
    const res = await fetch(`${emulator.url}${CAPTCHA_CHALLENGE_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ sitekey: 'site-key' }),
    });
    expect(res.status).toBe(403);
    await challenge();
  });

  it('keeps issued tokens in the exported state', async () => {
    const token = await challenge();
    const state = emulator.exportState();
    emulator.reset();
    await emulator.importState(state);
    emulator.seed({
      apps: [{ id: DEFAULT_APP_ID, captcha_enabled: true, captcha_site_key: 't:site-key', sms_auth: true }],
    });
    expect((await init({ email: uniqueEmail(), token })).status).toBe(200);
  });
});
