/** The page leaves for Telegram and comes back: what the modal was open for is kept for the tab until then. */
const KEY = 'foyer:telegram-intent';

export type TelegramIntent = 'login' | 'link';

export function rememberTelegramIntent(intent: TelegramIntent): void {
  try {
    window.sessionStorage.setItem(KEY, intent);
  } catch {
    // Storage refused (private mode): the return is taken for a login.
  }
}

/** The intent the page left with (then forgotten); a login when there is none. */
export function takeTelegramIntent(): TelegramIntent {
  try {
    const intent = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return intent === 'link' ? 'link' : 'login';
  } catch {
    return 'login';
  }
}
