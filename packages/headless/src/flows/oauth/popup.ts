import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { OAUTH_KEPT_POPUP_NAME, OAUTH_POPUP_NAME, type OAuthPopupMessage, type OAuthReturn } from './oauthReturn.ts';

/** Spec §4, §9: OAuth (and cross-app) popups are 440×680; closed-checks every 300 ms; 2 minutes at most. */
export const POPUP_WIDTH = 440;
export const POPUP_HEIGHT = 680;
export const POPUP_CLOSED_CHECK_MS = 300;
export const POPUP_TIMEOUT_MS = 120_000;

/**
 * Opens the OAuth popup, centred over the page, blank until `navigate`. Call it while handling the
 * user's click (browsers block popups opened later). Null when the browser blocked it. A popup the
 * opener sends on after its OAuth return is opened `kept` (its return page then waits, blank).
 */
export function openOAuthPopup({ kept = false }: { kept?: boolean } = {}): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    'about:blank',
    kept ? OAUTH_KEPT_POPUP_NAME : OAUTH_POPUP_NAME,
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
  /** Leave the popup open once it returned: the opener sends it on (a kept popup). */
  keepOpen?: boolean | undefined;
}

export interface WatchPopupOptions<Answer> {
  /** The only origin whose messages count. */
  origin: string;
  signal: AbortSignal;
  timeoutMs: number;
  /** The answer a message carries (undefined: not one for this wait). */
  read(data: unknown): Answer | undefined;
  /** Also listen to this page's origin's `BroadcastChannel` of this name (a popup that lost its opener). */
  channel?: string | undefined;
  closedError: () => FoyerError;
  timeoutError: () => FoyerError;
  /** Leave the popup open once it answered: the opener sends it on to a page that follows. */
  keepOpen?: boolean | undefined;
}

/**
 * Waits for a popup's page to answer: a `message` from that popup on `origin` only (or the same
 * origin's BroadcastChannel) that `read` takes. Rejects when the popup is closed first, after the
 * timeout, or on abort; closes the popup in every case but an answer with `keepOpen`.
 */
export function watchPopup<Answer>(popup: Window, options: WatchPopupOptions<Answer>): Promise<Answer> {
  const { origin, signal, timeoutMs, read } = options;
  return new Promise<Answer>((resolve, reject) => {
    const channel =
      options.channel !== undefined && typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(options.channel)
        : null;
    const settle = (outcome: () => void, close = true) => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(closedCheck);
      clearTimeout(deadline);
      signal.removeEventListener('abort', onAbort);
      if (close && !popup.closed) popup.close();
      outcome();
    };
    const answer = (data: unknown) => {
      const answered = read(data);
      if (answered !== undefined) settle(() => resolve(answered), !options.keepOpen);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === popup) answer(event.data);
    };
    const onChannel = (event: MessageEvent) => answer(event.data);
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
    let deadline = setTimeout(() => settle(() => reject(options.timeoutError())), timeoutMs);
  });
}

/**
 * Waits for the popup's page to hand back the provider's return: a `message` from that popup on
 * `origin` only (or the same origin's BroadcastChannel). Rejects when the popup is closed first,
 * after the timeout, or on abort; closes the popup in every case but a return with `keepOpen`.
 */
export function awaitPopupReturn(popup: Window, options: AwaitPopupOptions): Promise<OAuthReturn> {
  const { timeoutMs = POPUP_TIMEOUT_MS } = options;
  return watchPopup(popup, {
    origin: options.origin,
    signal: options.signal,
    timeoutMs,
    channel: OAUTH_POPUP_NAME,
    read: (data) => (isReturnMessage(data) ? data.returned : undefined),
    closedError: options.closedError,
    keepOpen: options.keepOpen,
    timeoutError: () =>
      new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `The OAuth popup got no answer within ${timeoutMs} ms`),
  });
}
