import type { WireAuthResponse } from '@foyer/headless/contract';
import type { Page } from 'playwright-core';
import { createEmulatorClient } from '../contract/client.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { SESSION_COOKIE } from '../domains/identity/index.ts';
import { appEmulator } from './appEmulator.ts';
import { type SignInAs, sessionEntries, sessionFor } from './session.ts';

/** Marks the session as written once, so a logout (or a reload after it) is not undone. */
const WRITTEN_KEY = 'foyer-testing:session';

/** The page script that writes `entries` into the top frame's localStorage, once per `id`. */
function writeOnce(id: string, entries: Record<string, string>, origin: string | undefined): string {
  const args = JSON.stringify({ id, entries, origin, key: WRITTEN_KEY });
  return `(({ id, entries, origin, key }) => {
  if (window !== window.top || (origin && location.origin !== origin)) return;
  try {
    if (localStorage.getItem(key) === id) return;
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    localStorage.setItem(key, id);
  } catch {}
})(${args});`;
}

/** The cookies the emulator sets in server-cookie mode (custom_api_url), for `apiUrl`. */
function sessionCookies(auth: WireAuthResponse, apiUrl: string) {
  const cookie = (name: string, value: string, httpOnly: boolean) => ({
    name,
    value,
    url: apiUrl,
    httpOnly,
    sameSite: 'Lax' as const,
  });
  return [
    ...(auth.refresh_token
      ? [cookie(SESSION_COOKIE.refreshToken, auth.refresh_token, true), cookie(SESSION_COOKIE.session, 't', false)]
      : []),
    ...(auth.token ? [cookie(SESSION_COOKIE.accessToken, auth.token, true)] : []),
    ...(auth.identity_token ? [cookie(SESSION_COOKIE.identityToken, auth.identity_token, true)] : []),
  ];
}

export interface SignInOptions {
  /** The app (default: the emulator's default app). */
  appId?: string;
  /** Only pages of this origin get the session (default: any top-level page of the context). */
  origin?: string;
}

/**
 * Starts `page` signed in, without the UI: creates the user (or finds it) and a session on the
 * emulator over HTTP, then stores the tokens where the kit reads them at start: localStorage, and in
 * server-cookie mode (the app has a `custom_api_url`) the emulator's HttpOnly cookies instead of the
 * refresh token. Call it before `page.goto(…)`; a logout afterwards stays logged out.
 */
export async function signIn(page: Page, as: SignInAs, options: SignInOptions = {}): Promise<WireAuthResponse> {
  const appId = options.appId ?? DEFAULT_APP_ID;
  const emulator = appEmulator(appId);
  const auth = await sessionFor(emulator, as);
  const apiUrl = (await createEmulatorClient(emulator.url).apps()).find((app) => app.id === appId)?.custom_api_url;
  const stored = apiUrl ? { ...auth, refresh_token: null } : auth;
  if (apiUrl) await page.context().addCookies(sessionCookies(auth, apiUrl));
  const script = writeOnce(crypto.randomUUID(), sessionEntries(stored), options.origin);
  await page.context().addInitScript({ content: script });
  if (page.url() !== 'about:blank') await page.evaluate(script);
  return auth;
}
