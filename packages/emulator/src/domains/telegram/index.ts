import * as v from 'valibot';
import { defineDomain } from '../../kernel/domain.ts';
import { defineSlice } from '../../kernel/slice.ts';
import { registerTelegramRoutes } from './routes.ts';

/** Telegram keeps no state of its own: users hold the accounts, apps the bots. */
const telegramSlice = defineSlice('telegram', () => ({}));

/** Telegram login (reference §5.6): signed-data verification with the bot token, and the login simulator. */
export const telegramDomain = defineDomain({
  ...telegramSlice,
  state: { schema: v.object({}), save: () => ({}), load: () => ({}) },
  register: registerTelegramRoutes,
});

export { signTelegramLogin, signTelegramWebAppData, telegramBotToken } from './signing.ts';
export { TELEGRAM_AUTH_PATH } from './simulator.ts';
