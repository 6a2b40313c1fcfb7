'use client';
import { useEffect, useState } from 'react';
import type { TelegramAuthConfiguration } from '../../core/config/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { fetchTelegramBot } from './telegramBot.ts';

/**
 * The app's Telegram bot (`botId`, `botName`, `linkEnabled`, `seamlessAuthEnabled`): `undefined`
 * while it loads (or while `enabled` is false), then the bot, or null when the app has none or the
 * config could not be read.
 */
export function useTelegramBot(enabled = true): TelegramAuthConfiguration | null | undefined {
  const core = useFoyerCore();
  const [bot, setBot] = useState<TelegramAuthConfiguration | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchTelegramBot(core, { signal: controller.signal }).then(setBot, () => {
      if (!controller.signal.aborted) setBot(null);
    });
    return () => controller.abort();
  }, [core, enabled]);
  return bot;
}
