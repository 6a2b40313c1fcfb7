import {
  ErrorCode,
  type WireTelegramAccount,
  type WireTelegramAuthResult,
  type WireTelegramWebAppData,
} from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { loginWidgetHash, sameDigest, telegramBotToken, webAppDataHash } from './signing.ts';

/** Signed data older than this is refused (Telegram asks servers to check `auth_date`): one day. */
export const TELEGRAM_AUTH_MAX_AGE_S = 86_400;
/** Clock skew tolerated for an `auth_date` in the future. */
const MAX_SKEW_S = 60;

/** The Telegram user a verified proof names (the fields of a telegram account). */
export type TelegramIdentity = Omit<
  WireTelegramAccount,
  'type' | 'verified_at' | 'first_verified_at' | 'latest_verified_at'
>;

const invalidCredentials = (message: string) => new ApiError(401, ErrorCode.INVALID_CREDENTIALS, message);

function checkFresh(core: EmulatorCore, authDate: number): void {
  const now = toUnixSeconds(core.clock.now());
  if (authDate > now + MAX_SKEW_S) throw invalidCredentials('Telegram auth_date is in the future');
  if (now - authDate > TELEGRAM_AUTH_MAX_AGE_S) throw invalidCredentials('Telegram auth data has expired');
}

function identityOf(fields: Record<string, unknown>, id: string): TelegramIdentity {
  const identity: TelegramIdentity = { telegram_user_id: id };
  for (const key of ['first_name', 'last_name', 'username', 'photo_url'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') identity[key] = value;
  }
  return identity;
}

function fromWidget(core: EmulatorCore, token: string, result: WireTelegramAuthResult): TelegramIdentity {
  const { hash, ...fields } = result;
  if (!sameDigest(loginWidgetHash(token, fields), hash)) throw invalidCredentials('Invalid Telegram hash');
  checkFresh(core, result.auth_date);
  return identityOf(fields, String(result.id));
}

function fromWebApp(core: EmulatorCore, token: string, data: WireTelegramWebAppData): TelegramIdentity {
  const { hash, ...fields } = data;
  if (!sameDigest(webAppDataHash(token, fields), hash)) throw invalidCredentials('Invalid Telegram hash');
  checkFresh(core, data.auth_date);
  let user: unknown;
  try {
    user = JSON.parse(data.user);
  } catch {
    throw invalidData('telegram_web_app_data.user is not JSON');
  }
  const id = (user as { id?: unknown } | null)?.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw invalidData('telegram_web_app_data.user has no id');
  return identityOf(user as Record<string, unknown>, String(id));
}

/**
 * Verifies a Telegram proof with the app's bot token (Telegram's documented algorithms: the login
 * widget's and a Mini App's), and that it is fresh. Returns the Telegram user it names; 401
 * `invalid_credentials` for a bad hash or stale data, 400 `invalid_data` without a proof or a bot.
 */
export function verifyTelegramProof(
  core: EmulatorCore,
  app: AppRecord,
  body: { telegram_auth_result?: WireTelegramAuthResult; telegram_web_app_data?: WireTelegramWebAppData },
): TelegramIdentity {
  const bot = app.config.telegram_auth_config;
  if (!bot) throw invalidData('This app has no Telegram bot (telegram_auth_config)');
  const token = telegramBotToken(bot.bot_id);
  if (body.telegram_auth_result) return fromWidget(core, token, body.telegram_auth_result);
  if (body.telegram_web_app_data) return fromWebApp(core, token, body.telegram_web_app_data);
  throw invalidData('telegram_auth_result or telegram_web_app_data is required');
}
