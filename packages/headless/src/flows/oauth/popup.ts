import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { OAUTH_POPUP_NAME, type OAuthPopupMessage, type OAuthReturn } from './oauthReturn.ts';

/** Spec §4, §9: OAuth (and cross-app) popups are 440×680; closed-checks every 300 ms; 2 minutes at most. */
export const POPUP_WIDTH = 440;
export const POPUP_HEIGHT = 680;
export const POPUP_CLOSED_CHECK_MS = 300;
export const POPUP_TIMEOUT_MS = 120_000;

/**
 * Opens the OAuth popup, centred over the page, blank until `navigate`. Call it while handling the
 * user's click (browsers block popups opened later). Null when the browser blocked it.
 */
export function openOAuthPopup(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    'about:blank',
    OAUTH_POPUP_NAME,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
}

const isReturnMessage = (data: unknown): data is OAuthPopupMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'foyer:oauth-return' &&
  typeof (data as OAuthPopupMessage).returned?.code === 'string' &&
  typeof (data as OAuthPopupMessage).returned?.state === 'string';

export interface AwaitPopupOptions {
  /** The origin the popup's page posts from: this page's own (the redirect goes back to it). */
  origin: string;
  signal: AbortSignal;
  timeoutMs?: number;
  /** The error for a popup the user closed (login and link exit differently). */
  closedError: () => FoyerError;
}

/**
 * Waits for the popup's page to hand back the provider's return: a `message` from that popup on
 * `origin` only (or the same origin's BroadcastChannel). Rejects when the popup is closed first,
 * after the timeout, or on abort; closes the popup in every case.
 */
export function awaitPopupReturn(popup: Window, options: AwaitPopupOptions): Promise<OAuthReturn> {
  const { origin, signal, timeoutMs = POPUP_TIMEOUT_MS } = options;
  return new Promise<OAuthReturn>((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_POPUP_NAME) : null;
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(closedCheck);
      clearTimeout(deadline);
      signal.removeEventListener('abort', onAbort);
      if (!popup.closed) popup.close();
    };
    const settle = (outcome: () => void) => {
      cleanup();
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup || !isReturnMessage(event.data)) return;
      const { returned } = event.data;
      settle(() => resolve(returned));
    };
    const onChannel = (event: MessageEvent) => {
      if (isReturnMessage(event.data)) {
        const { returned } = event.data;
        settle(() => resolve(returned));
      }
    };
    const onAbort = () => settle(() => reject(signal.reason));
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', onChannel);
    signal.addEventListener('abort', onAbort);
    // The popup closes itself right after posting: give its message a moment to arrive before calling it closed.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedCheck);
      clearTimeout(deadline);
      deadline = setTimeout(() => settle(() => reject(options.closedError())), POPUP_CLOSED_CHECK_MS);
    }, POPUP_CLOSED_CHECK_MS);
    let deadline = setTimeout(
      () =>
        settle(() =>
          reject(
            new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `The OAuth popup got no answer within ${timeoutMs} ms`),
          ),
        ),
      timeoutMs,
    );
  });
}
