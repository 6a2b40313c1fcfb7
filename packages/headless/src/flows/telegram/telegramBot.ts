import * as app from '../../core/api/routes/app.ts';
import type { TelegramAuthConfiguration } from '../../core/config/types.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';

/**
 * The app's Telegram bot from the server's app config (`telegram_auth_config`), or null when the app
 * has none. Fetched when Telegram login needs it, not kept with the config every page loads.
 */
export async function fetchTelegramBot(
  core: Pick<FoyerCore, 'api' | 'appId'>,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<TelegramAuthConfiguration | null> {
  const wire = await core.api.call(app.config, { params: { app_id: core.appId }, signal });
  const bot = wire.telegram_auth_config;
  if (!bot) return null;
  return {
    botId: bot.bot_id,
    botName: bot.bot_name,
    linkEnabled: bot.link_enabled,
    seamlessAuthEnabled: bot.seamless_auth_enabled,
  };
}
