import type { WireTelegramAuthResult, WireTelegramWebAppData } from '@foyer/headless/contract';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The emulator's bot token for a bot id: `<bot_id>:<secret>` like Telegram's, derived from the id so
 * tests and app developers can sign data for any seeded bot (`telegramBotToken(botId)`). It is a
 * test double's key: never use it for a real bot.
 */
export function telegramBotToken(botId: string): string {
  const secret = bytesToHex(sha256(utf8ToBytes(`foyer-emulator-telegram-bot:${botId}`))).slice(0, 35);
  return `${botId}:${secret}`;
}

/** Telegram's data-check-string: every field but `hash`, as `key=value` lines sorted by key. */
export function dataCheckString(fields: Record<string, string | number | undefined>): string {
  return Object.entries(fields)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
}

const hmacHex = (key: Uint8Array, text: string) => bytesToHex(hmac(sha256, key, utf8ToBytes(text)));

/** Login widget: HMAC-SHA256 of the data-check-string keyed with SHA-256(bot token) (core.telegram.org/widgets/login). */
export function loginWidgetHash(botToken: string, fields: Record<string, string | number | undefined>): string {
  return hmacHex(sha256(utf8ToBytes(botToken)), dataCheckString(fields));
}

/** Mini App init data: keyed with HMAC-SHA256('WebAppData', bot token) (core.telegram.org/bots/webapps). */
export function webAppDataHash(botToken: string, fields: Record<string, string | number | undefined>): string {
  const secret = hmac(sha256, utf8ToBytes('WebAppData'), utf8ToBytes(botToken));
  return hmacHex(secret, dataCheckString(fields));
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A login widget result for `user`, signed as Telegram signs it. */
export function signTelegramLogin(
  botToken: string,
  user: Omit<WireTelegramAuthResult, 'hash'>,
): WireTelegramAuthResult {
  return { ...user, hash: loginWidgetHash(botToken, { ...user }) };
}

/** Mini App init data for `user` (any Telegram user object with an `id`), signed as Telegram signs it. */
export function signTelegramWebAppData(
  botToken: string,
  data: Omit<WireTelegramWebAppData, 'hash' | 'user'> & { user: { id: number } & Record<string, unknown> },
): WireTelegramWebAppData {
  const unsigned = { ...data, user: JSON.stringify(data.user) };
  return { ...unsigned, hash: webAppDataHash(botToken, unsigned) };
}
