import { defineScreen } from '../defineScreen.ts';
import type { TelegramViewProps } from './TelegramView.tsx';

/** `initDataRaw`: a Mini App's launch data, given by `linkTelegram({ launchParams })` (else the address is read). */
export type TelegramScreenParams = { initDataRaw?: string | undefined } | undefined;

/**
 * The Telegram screen (spec §2): with Telegram's signed data in the address (the page Telegram
 * returned to, or a Mini App, or the launch data it was opened with) it verifies it; otherwise it
 * sends the visitor to Telegram first.
 */
export const telegramScreen = defineScreen<TelegramScreenParams, TelegramViewProps>()(
  'telegram',
  () => import('./TelegramScreen.tsx'),
);
