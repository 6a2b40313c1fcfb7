import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import {
  dataCheckString,
  loginWidgetHash,
  signTelegramLogin,
  signTelegramWebAppData,
  telegramBotToken,
} from './signing.ts';
import { TELEGRAM_AUTH_PATH } from './simulator.ts';

const APP = 'foyer-telegram-domain-0001';
const BOT = '7000000002';
const TOKEN = telegramBotToken(BOT);
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      {
        id: APP,
        telegram_auth: true,
        allowed_domains: [],
        telegram_auth_config: {
          bot_id: BOT,
          bot_name: 'domain_bot',
          link_enabled: false,
          seamless_auth_enabled: false,
        },
      },
    ],
  });
});

const now = () => Math.floor(emulator.clock.now() / 1000);
const login = (body: Record<string, unknown>) => call(emulator, routes.telegram.authenticate, { appId: APP, body });

describe("Telegram's algorithms", () => {
  it('builds the data-check-string from sorted key=value lines without the hash', () => {
    expect(dataCheckString({ username: 'u', id: 1, hash: 'x', auth_date: 2, first_name: 'A' })).toBe(
      'auth_date=2\nfirst_name=A\nid=1\nusername=u',
    );
  });

  it('derives a token shaped like a bot token and signs with HMAC-SHA256 (64 hex digits)', () => {
    expect(TOKEN).toMatch(/^7000000002:[0-9a-f]{35}$/);
    expect(loginWidgetHash(TOKEN, { id: 1, first_name: 'A', auth_date: 2 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/v1/telegram/authenticate', () => {
  it('verifies the login widget hash and creates the telegram account', async () => {
    const result = signTelegramLogin(TOKEN, { id: 5, first_name: 'Ada', last_name: 'L', auth_date: now() });
    const { status, data } = await login({ telegram_auth_result: result });
    expect(status).toBe(200);
    expect(data.is_new_user).toBe(true);
    expect(data.user?.linked_accounts).toEqual([
      expect.objectContaining({ type: 'telegram', telegram_user_id: '5', first_name: 'Ada', last_name: 'L' }),
    ]);
  });

  it('verifies Mini App init data with the WebAppData key', async () => {
    const data = signTelegramWebAppData(TOKEN, { auth_date: now(), user: { id: 6, first_name: 'Mo' } });
    expect((await login({ telegram_web_app_data: data })).status).toBe(200);
  });

  it.each([
    [
      'a wrong hash',
      () => ({
        telegram_auth_result: {
          ...signTelegramLogin(TOKEN, { id: 7, first_name: 'A', auth_date: now() }),
          hash: 'a'.repeat(64),
        },
      }),
      401,
      ErrorCode.INVALID_CREDENTIALS,
    ],
    [
      'a changed field',
      () => ({
        telegram_auth_result: {
          ...signTelegramLogin(TOKEN, { id: 7, first_name: 'A', auth_date: now() }),
          first_name: 'B',
        },
      }),
      401,
      ErrorCode.INVALID_CREDENTIALS,
    ],
    [
      'another bot',
      () => ({
        telegram_auth_result: signTelegramLogin(telegramBotToken('1'), { id: 7, first_name: 'A', auth_date: now() }),
      }),
      401,
      ErrorCode.INVALID_CREDENTIALS,
    ],
    [
      'data from tomorrow',
      () => ({ telegram_auth_result: signTelegramLogin(TOKEN, { id: 7, first_name: 'A', auth_date: now() + 3600 }) }),
      401,
      ErrorCode.INVALID_CREDENTIALS,
    ],
    ['no proof', () => ({}), 400, ErrorCode.INVALID_DATA],
    [
      'a malformed hash',
      () => ({ telegram_auth_result: { id: 7, first_name: 'A', auth_date: 1, hash: 'nope' } }),
      400,
      ErrorCode.INVALID_DATA,
    ],
  ])('refuses %s', async (_, body, status, code) => {
    const answer = await login(body());
    expect(answer.status).toBe(status);
    expect(answer.error.code).toBe(code);
  });

  it('is refused when the app has Telegram login off', async () => {
    emulator.seed({ apps: [{ id: APP, telegram_auth: false }] });
    const answer = await login({
      telegram_auth_result: signTelegramLogin(TOKEN, { id: 8, first_name: 'A', auth_date: now() }),
    });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({
      code: ErrorCode.DISALLOWED_LOGIN_METHOD,
      error: 'Login with Telegram not allowed',
    });
  });
});

describe('the login simulator', () => {
  const page = (query: Record<string, string>) =>
    fetch(`${emulator.url}${TELEGRAM_AUTH_PATH}?${new URLSearchParams(query)}`);

  it('asks which identity to log in as, for a known bot and a return address of the origin', async () => {
    const answer = await page({ bot_id: BOT, origin: 'http://localhost:5173', return_to: 'http://localhost:5173/' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('@domain_bot');
    expect(html).toContain('Log in as Ada');
  });

  it.each([
    ['an unknown bot', { bot_id: '999', origin: 'http://localhost:5173', return_to: 'http://localhost:5173/' }],
    [
      'a return address of another origin',
      { bot_id: BOT, origin: 'http://localhost:5173', return_to: 'https://evil.example/' },
    ],
    [
      'a javascript: return address',
      { bot_id: BOT, origin: 'http://localhost:5173', return_to: 'javascript:alert(1)' },
    ],
    [
      'another site, though return_to is of origin (the app has no allowed_domains: loopback only)',
      { bot_id: BOT, origin: 'https://evil.example', return_to: 'https://evil.example/' },
    ],
  ])('refuses %s', async (_, query) => {
    expect((await page(query)).status).toBe(400);
  });

  it("returns only to the bot's app's origins, once it lists them", async () => {
    const query = { bot_id: BOT, origin: 'http://localhost:5173', return_to: 'http://localhost:5173/' };
    emulator.seed({ apps: [{ id: APP, allowed_domains: ['https://app.example.com'] }] });
    const refused = await page(query);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('http://localhost:5173 is not an allowed origin of the bot&#39;s app');
    expect(
      (await page({ ...query, origin: 'https://app.example.com', return_to: 'https://app.example.com/x' })).status,
    ).toBe(200);
  });

  it('returns a typed identity, signed so that authenticate accepts it', async () => {
    const answer = await fetch(`${emulator.url}${TELEGRAM_AUTH_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({
        bot_id: BOT,
        origin: 'http://localhost:5173',
        return_to: 'http://localhost:5173/?a=1',
        preset: 'typed',
        id: '424242',
        first_name: 'Grace',
        username: 'grace',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('a')).toBe('1');
    const fields = Object.fromEntries(back.searchParams);
    const result = {
      id: Number(fields.id),
      first_name: fields.first_name!,
      username: fields.username!,
      auth_date: Number(fields.auth_date),
      hash: fields.hash!,
    };
    const { status, data } = await login({ telegram_auth_result: result });
    expect(status).toBe(200);
    expect(data.user?.linked_accounts[0]).toMatchObject({ telegram_user_id: '424242', username: 'grace' });
  });
});
