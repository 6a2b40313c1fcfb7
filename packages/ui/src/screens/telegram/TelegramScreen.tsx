'use client';
import {
  accountTransferData,
  ErrorCode,
  type FoyerError,
  readTelegramInitData,
  type TelegramAuthData,
  type TelegramLoginSnapshot,
  takeTelegramAuthFromAddress,
  useTelegramLogin,
} from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { TelegramView, type TelegramViewStatus } from './TelegramView.tsx';
import { rememberTelegramIntent } from './telegramIntent.ts';

const policyCodes = new Set<string>([
  ErrorCode.ALLOWLIST_REJECTED,
  ErrorCode.USER_LIMIT_REACHED,
  ErrorCode.USER_DOES_NOT_EXIST,
]);

/** Spec §2: errors with screens of their own (allowlist, user limit, account not found, transfer). */
const hasOwnScreen = (error: FoyerError) => policyCodes.has(error.code) || accountTransferData(error) !== null;

/**
 * 'Verifying connection to Telegram' (spec §2): the attempt runs when the screen opens. It verifies
 * Telegram's data when the address holds it, else sends the visitor to Telegram (the page comes
 * back here). Success holds 1.4 s, then the after-login steps; policy errors go to their screens.
 */
export default function TelegramScreen() {
  const screen = useScreen('telegram');
  const View = useScreenView('telegram', TelegramView);
  const { type, options } = screen.intent;
  const intent = type === 'link' ? 'link' : 'login';
  const { state, login, redirectToTelegram } = useTelegramLogin({ intent, kitUi: true });

  const settle = (settled: TelegramLoginSnapshot) => {
    if (settled.status === 'done') screen.finish('success', settled.result);
    if (settled.status === 'error' && hasOwnScreen(settled.error)) screen.fail(settled.error);
  };
  /** The launch data the screen was opened with (`linkTelegram({ launchParams })`), else the address's. */
  const given = (): TelegramAuthData | null => {
    const raw = screen.params?.initDataRaw;
    const webAppData = raw ? readTelegramInitData(raw) : null;
    return webAppData ? { webAppData } : takeTelegramAuthFromAddress();
  };
  const attempt = (data = given()) => {
    if (data) {
      void login({ data, disableSignup: options.disableSignup }).then(settle);
      return;
    }
    rememberTelegramIntent(intent);
    void redirectToTelegram().then(settle);
  };
  const start = useEffectEvent(() => attempt());

  useEffect(() => {
    const timer = setTimeout(start);
    return () => clearTimeout(timer);
  }, []);

  let status: TelegramViewStatus = 'verifying';
  if (state.status === 'done') status = 'success';
  if (state.status === 'error' && !hasOwnScreen(state.error)) status = 'error';

  return <View status={status} error={state.error} onRetry={() => attempt(state.data)} />;
}
