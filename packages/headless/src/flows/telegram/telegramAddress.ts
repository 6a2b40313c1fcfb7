import type { WireTelegramAuthResult, WireTelegramWebAppData } from '../../core/api/wire.ts';

/** Telegram's login page (the login widget's redirect flow); the default of the `telegramAuthUrl` option. */
export const TELEGRAM_AUTH_URL = 'https://oauth.telegram.org/auth';

/** What proves a Telegram identity: the login widget's (or a login URL's) signed fields, or a Mini App's init data. */
export type TelegramAuthData =
  | { authResult: WireTelegramAuthResult; webAppData?: undefined }
  | { webAppData: WireTelegramWebAppData; authResult?: undefined };

/** Spec §2: the parameters a Telegram login widget or login URL returns to the page with. */
export const telegramReturnParams = ['id', 'hash', 'auth_date', 'first_name', 'last_name', 'username', 'photo_url'];

const WEB_APP_DATA = 'tgWebAppData';
const webAppFields = ['query_id', 'chat_instance', 'chat_type', 'start_param', 'signature'] as const;

const integer = (value: string | null) => (value !== null && /^[0-9]+$/.test(value) ? Number(value) : null);

function widgetResult(query: URLSearchParams): WireTelegramAuthResult | null {
  const id = integer(query.get('id'));
  const authDate = integer(query.get('auth_date'));
  const hash = query.get('hash');
  const firstName = query.get('first_name');
  if (id === null || authDate === null || !hash || firstName === null) return null;
  const result: WireTelegramAuthResult = { id, first_name: firstName, auth_date: authDate, hash };
  for (const key of ['username', 'last_name', 'photo_url'] as const) {
    const value = query.get(key);
    if (value !== null) result[key] = value;
  }
  return result;
}

function webAppData(fragment: string): WireTelegramWebAppData | null {
  if (!fragment.startsWith(`#${WEB_APP_DATA}=`)) return null;
  const raw = new URLSearchParams(fragment.slice(1)).get(WEB_APP_DATA);
  return raw ? readTelegramInitData(raw) : null;
}

/**
 * A Telegram Mini App's init data (`initDataRaw` of its launch parameters, the query string
 * Telegram signed) as the proof the server verifies; null when it lacks the signed fields. Pure.
 */
export function readTelegramInitData(raw: string): WireTelegramWebAppData | null {
  const init = new URLSearchParams(raw);
  const authDate = integer(init.get('auth_date'));
  const hash = init.get('hash');
  const user = init.get('user');
  if (authDate === null || !hash || !user) return null;
  const data: WireTelegramWebAppData = { auth_date: authDate, hash, user };
  for (const key of webAppFields) {
    const value = init.get(key);
    if (value !== null) data[key] = value;
  }
  return data;
}

/**
 * Reads a Telegram proof from an address (spec §2): the login widget's or a login URL's fields in
 * the query, or a Mini App's launch fragment (`#tgWebAppData=…`). Null when it holds neither. Pure.
 */
export function readTelegramAuth(href: string): TelegramAuthData | null {
  const url = new URL(href);
  const authResult = widgetResult(url.searchParams);
  if (authResult) return { authResult };
  const data = webAppData(url.hash);
  return data ? { webAppData: data } : null;
}

/** The address without the login widget's fields (a Mini App's fragment stays: Telegram's own script reads it). */
export function withoutTelegramParams(href: string): string {
  const url = new URL(href);
  for (const key of telegramReturnParams) url.searchParams.delete(key);
  return url.href;
}

/**
 * The Telegram proof the page was opened with, if any; the login widget's fields are then removed
 * from the address (`history.replaceState`), so a reload does not send them again. Browser only.
 */
export function takeTelegramAuthFromAddress(): TelegramAuthData | null {
  if (typeof window === 'undefined') return null;
  const href = window.location.href;
  const data = readTelegramAuth(href);
  if (data?.authResult) window.history.replaceState(window.history.state, '', withoutTelegramParams(href));
  return data;
}

/**
 * Telegram's login page for the app's bot: it asks the visitor to confirm, then returns to
 * `returnTo` with the signed fields in the query. `origin` is the page's origin.
 */
export function telegramLoginUrl(args: { authUrl: string; botId: string; origin: string; returnTo: string }): string {
  const url = new URL(args.authUrl);
  url.searchParams.set('bot_id', args.botId);
  url.searchParams.set('origin', args.origin);
  url.searchParams.set('request_access', 'write');
  url.searchParams.set('return_to', args.returnTo);
  return url.href;
}

/** The Telegram user id a proof is for (the Mini App's `user` is JSON). Null when unreadable. */
export function telegramUserIdOf(data: TelegramAuthData): string | null {
  if (data.authResult) return String(data.authResult.id);
  try {
    const user: unknown = JSON.parse(data.webAppData.user);
    const id = (user as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}
