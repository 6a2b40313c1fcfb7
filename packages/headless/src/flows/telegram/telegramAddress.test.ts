import { describe, expect, it } from 'vitest';
import { readTelegramAuth, telegramLoginUrl, telegramUserIdOf, withoutTelegramParams } from './telegramAddress.ts';

const widget =
  'https://app.example/login?x=1&id=42&first_name=Ada&last_name=L&username=ada&photo_url=https%3A%2F%2Fp.example%2Fa.jpg&auth_date=1700000000&hash=abc';

describe('Telegram data in the address', () => {
  it('reads the login widget fields (spec §2)', () => {
    expect(readTelegramAuth(widget)).toEqual({
      authResult: {
        id: 42,
        first_name: 'Ada',
        last_name: 'L',
        username: 'ada',
        photo_url: 'https://p.example/a.jpg',
        auth_date: 1_700_000_000,
        hash: 'abc',
      },
    });
  });

  it('removes exactly those fields from the address', () => {
    expect(withoutTelegramParams(widget)).toBe('https://app.example/login?x=1');
  });

  it('reads a Mini App launch fragment (tgWebAppData)', () => {
    const init = new URLSearchParams({
      query_id: 'AAH',
      user: JSON.stringify({ id: 7, first_name: 'Bo' }),
      auth_date: '1700000001',
      signature: 'sig',
      hash: 'def',
    });
    const href = `https://app.example/#tgWebAppData=${encodeURIComponent(init.toString())}&tgWebAppVersion=8.0`;
    const data = readTelegramAuth(href);
    expect(data).toEqual({
      webAppData: {
        query_id: 'AAH',
        user: '{"id":7,"first_name":"Bo"}',
        auth_date: 1_700_000_001,
        signature: 'sig',
        hash: 'def',
      },
    });
    expect(data && telegramUserIdOf(data)).toBe('7');
  });

  it.each([
    ['no Telegram fields', 'https://app.example/'],
    ['a hash without an id', 'https://app.example/?hash=abc&auth_date=1&first_name=A'],
    ['a non-numeric id', 'https://app.example/?id=x&hash=abc&auth_date=1&first_name=A'],
    ['an unrelated fragment', 'https://app.example/#section'],
  ])('ignores %s', (_, href) => {
    expect(readTelegramAuth(href)).toBeNull();
  });

  it("builds Telegram's login address for the bot", () => {
    const url = new URL(
      telegramLoginUrl({
        authUrl: 'https://oauth.telegram.org/auth',
        botId: '123',
        origin: 'https://app.example',
        returnTo: 'https://app.example/login',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '123',
      origin: 'https://app.example',
      request_access: 'write',
      return_to: 'https://app.example/login',
    });
  });
});
