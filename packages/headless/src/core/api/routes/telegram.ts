import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireTelegramAuthResult, WireTelegramWebAppData, WireUser } from '../wire.ts';

/**
 * Reference §5.6: Telegram login. The proof is either the login widget's signed result or a Mini
 * App's signed init data. `captcha_token` is the captcha's token (login only). Unlink and transfer
 * are in `accounts.ts`.
 */
export interface TelegramProof {
  telegram_auth_result?: WireTelegramAuthResult;
  telegram_web_app_data?: WireTelegramWebAppData;
}

export const authenticate = /* @__PURE__ */ defineRoute<
  TelegramProof & { captcha_token?: string; mode?: LoginMode },
  WireAuthResponse
>()('POST', '/api/v1/telegram/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<TelegramProof, WireUser>()('POST', '/api/v1/telegram/link');
