import type { FlowIntent } from '../../core/flow/types.ts';

/** Spec §2: what the provider appends to the app's address on return. Removed once read. */
export const OAUTH_RETURN_PARAMS = ['privy_oauth_code', 'privy_oauth_state', 'privy_oauth_provider'] as const;

/** This page's address without the return parameters: where a provider (or a popup) sends the user back. */
export function returnAddress(): string {
  const url = new URL(window.location.href);
  for (const name of OAUTH_RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}

/** The name of the OAuth popup window: a page loaded under it relays its return to the opener. */
export const OAUTH_POPUP_NAME = 'foyer-oauth';

/**
 * The name of an OAuth popup the opener sends on to another page once it returned (cross-app
 * signing's link, then the transact page): a window opened after an await is what popup blockers refuse.
 */
export const OAUTH_KEPT_POPUP_NAME = 'foyer-oauth-kept';

/** True in a window opened by `openOAuthPopup`, under either name. */
export const isOAuthPopup = (name: string): boolean => name === OAUTH_POPUP_NAME || name === OAUTH_KEPT_POPUP_NAME;

/** What came back from the provider (reference §4). A code of `'undefined'` means the user denied. */
export interface OAuthReturn {
  code: string;
  state: string;
  /** `privy_oauth_provider`, when the provider named itself. */
  provider: string | null;
}

/** The return parameters of an address's query, or null when it has none. Pure. */
export function parseOAuthReturn(search: string): OAuthReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('privy_oauth_code');
  const state = params.get('privy_oauth_state');
  if (code === null || state === null) return null;
  return { code, state, provider: params.get('privy_oauth_provider') };
}

/**
 * Reads the provider's return parameters from the page's address and removes them at once
 * (`history.replaceState`), so they are consumed exactly once: a second call finds none. Null when
 * the address has none (or there is no window).
 */
export function takeOAuthReturn(): OAuthReturn | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const returned = parseOAuthReturn(url.search);
  if (!returned) return null;
  for (const name of OAUTH_RETURN_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  return returned;
}

/** The message a popup's page posts to its opener (same origin only). */
export interface OAuthPopupMessage {
  type: 'foyer:oauth-return';
  returned: OAuthReturn;
}

/**
 * In the OAuth popup (a window `openOAuthPopup` named): hands the return to the opener, on this
 * page's own origin only, and closes the popup. True when it did (the caller then has nothing to
 * complete). A kept popup (`OAUTH_KEPT_POPUP_NAME`) leaves this app for a blank page instead, at
 * once, so that the app runs in one window only, and waits there for its opener to send it on.
 */
export function relayToOpener(returned: OAuthReturn): boolean {
  if (typeof window === 'undefined' || !isOAuthPopup(window.name)) return false;
  const message: OAuthPopupMessage = { type: 'foyer:oauth-return', returned };
  const opener = window.opener as Window | null;
  if (opener && opener !== window) opener.postMessage(message, window.location.origin);
  // Providers that sever `opener` (Cross-Origin-Opener-Policy): the same origin's channel still reaches it.
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(OAUTH_POPUP_NAME);
    channel.postMessage(message);
    channel.close();
  }
  if (window.name === OAUTH_KEPT_POPUP_NAME && opener && !opener.closed) window.location.replace('about:blank');
  else window.close();
  return true;
}

/** What a redirect leaves behind in this tab (sessionStorage, per app) for its return. */
export interface OAuthPending {
  provider: string;
  intent: FlowIntent;
  codeVerifier: string;
  stateCode: string;
  disableSignup: boolean;
}

const pendingKey = (appId: string) => `foyer:oauth:${appId}`;

/** Where the pending run is kept: the tab's `sessionStorage` (never shared with other tabs). */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's `sessionStorage`, or null (no window, or storage refused in a privacy mode). */
export function tabStorage(): PendingStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePending(storage: PendingStorage | null, appId: string, pending: OAuthPending): void {
  storage?.setItem(pendingKey(appId), JSON.stringify(pending));
}

export function readPending(storage: PendingStorage | null, appId: string): OAuthPending | null {
  const raw = storage?.getItem(pendingKey(appId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OAuthPending>;
    return typeof value.codeVerifier === 'string' &&
      typeof value.stateCode === 'string' &&
      typeof value.provider === 'string'
      ? (value as OAuthPending)
      : null;
  } catch {
    return null;
  }
}

export function clearPending(storage: PendingStorage | null, appId: string): void {
  storage?.removeItem(pendingKey(appId));
}

/** A redirect's return on this page, with what this tab stored when it left (null: another tab's, or none). */
export interface OAuthRedirect {
  returned: OAuthReturn;
  pending: OAuthPending | null;
}

/**
 * For UIs that finish redirects themselves (the modal): takes the provider's return off this page's
 * address (once; see `takeOAuthReturn`) with the run this tab stored for `appId`. In the OAuth popup
 * it relays the return to the opener instead and answers null.
 */
export function takeOAuthRedirect(appId: string, storage: PendingStorage | null = tabStorage()): OAuthRedirect | null {
  const returned = takeOAuthReturn();
  if (!returned || relayToOpener(returned)) return null;
  return { returned, pending: readPending(storage, appId) };
}
