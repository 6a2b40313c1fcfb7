'use client';
import { type FoyerStore, readTelegramAuth, useAppConfig, useAuth } from '@foyer/headless';
import { useEffect } from 'react';
import { dispatchModal, modalAtom } from '../../modal/modalStore.ts';
import { takeTelegramIntent } from './telegramIntent.ts';

/**
 * Spec §2: Telegram's return fields (or a Mini App's `tgWebAppData`, when the app enables seamless
 * login) open the modal on the Telegram screen once the kit is ready, which verifies them.
 */
export function useTelegramReturn(store: FoyerStore): void {
  const { ready, authenticated } = useAuth();
  const config = useAppConfig();
  useEffect(() => {
    if (!ready || !config || store.get(modalAtom).open) return;
    const data = readTelegramAuth(window.location.href);
    if (!data) return;
    if (data.webAppData && !config.loginConfig.telegramAuthConfiguration?.seamlessAuthEnabled) return;
    const type = data.webAppData ? 'login' : takeTelegramIntent();
    if (authenticated !== (type === 'link')) return;
    dispatchModal(store, {
      type: 'open',
      intent: { type, options: {}, callbacks: () => ({}), start: { screen: 'telegram' } },
      returnFocus: null,
    });
  }, [ready, authenticated, config, store]);
}
