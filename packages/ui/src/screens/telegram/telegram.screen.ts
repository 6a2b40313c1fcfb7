import { defineScreen } from '../defineScreen.ts';
import type { TelegramViewProps } from './TelegramView.tsx';

/**
 * The Telegram screen (spec §2): with Telegram's signed data in the address (the page Telegram
 * returned to, or a Mini App) it verifies it; otherwise it sends the visitor to Telegram first.
 */
export const telegramScreen = defineScreen<undefined, TelegramViewProps>()(
  'telegram',
  () => import('./TelegramScreen.tsx'),
);
