'use client';
import { readTelegramAuth, useAuth, useTelegramBot } from '@foyer/headless';
import { useEffect, useState } from 'react';
import { takeTelegramIntent } from '../screens/telegram/telegramIntent.ts';
import type { ModalFlow } from './modalFlow.ts';

/**
 * Spec §2: Telegram's return fields (or a Mini App's `tgWebAppData`, when the app's bot enables
 * seamless login) open the modal on the Telegram screen once the kit is ready, which verifies them.
 */
export function useTelegramReturn(flow: ModalFlow): void {
  const { ready, authenticated } = useAuth();
  const [data] = useState(() => readTelegramAuth(window.location.href));
  // Only a Mini App launch asks whether the bot allows seamless login.
  const bot = useTelegramBot(Boolean(data?.webAppData));
  useEffect(() => {
    if (!ready || !data || flow.getSnapshot().status === 'open') return;
    if (data.webAppData && !bot?.seamlessAuthEnabled) return;
    const type = data.webAppData ? 'login' : takeTelegramIntent();
    if (authenticated !== (type === 'link')) return;
    void flow.send({
      type: 'open',
      intent: { type, options: {}, callbacks: () => ({}), start: { screen: 'telegram' } },
      returnFocus: null,
    });
  }, [ready, authenticated, data, bot, flow]);
}
