import { buildPath, HEADER, routeDomains as routes, type LoginMode, type WireAuthResponse } from '@foyer/headless/contract';
import { DEFAULT_APP_ID } from './apps.ts';
import type { EmulatorControls } from './instance.ts';

/** An instance served on a port (global `fetch`) or in-process (its own `fetch`). */
type Reachable = { url: string; fetch?: typeof fetch };

/** The most recent code "sent" to `to`; throws when there is none. For apps' own test suites. */
export function latestCode(emulator: Pick<EmulatorControls, 'outbox'>, to: string): string {
  const [message] = emulator.outbox(to);
  if (!message) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

async function post(emulator: Reachable, path: string, appId: string, body: unknown): Promise<unknown> {
  const send = emulator.fetch ?? fetch;
  const response = await send(`${emulator.url}${buildPath(path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: appId },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`POST ${path} failed with ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Logs a user in over HTTP the way the client does (init, read the outbox, authenticate) and returns
 * the auth envelope with its tokens. Creates the user unless `mode: 'no-signup'`.
 */
export async function loginWithEmail(
  emulator: Reachable & Pick<EmulatorControls, 'outbox'>,
  email: string,
  options: { appId?: string; mode?: LoginMode } = {},
): Promise<WireAuthResponse> {
  const appId = options.appId ?? DEFAULT_APP_ID;
  await post(emulator, routes.email.init.path, appId, { email });
  const code = latestCode(emulator, email);
  const body = { email, code, ...(options.mode ? { mode: options.mode } : {}) };
  return (await post(emulator, routes.email.authenticate.path, appId, body)) as WireAuthResponse;
}

/**
 * Logs in a user whose only account is a custom-auth one (no e-mail), for testing link flows: one
 * e-mail per user may be linked. Only e-mail login exists so far, so the user logs in with a
 * throwaway address whose account is then swapped through export/import; the session survives that.
 */
export async function loginWithoutEmail(
  emulator: Reachable & Pick<EmulatorControls, 'outbox' | 'exportState' | 'importState'>,
  options: { appId?: string } = {},
): Promise<WireAuthResponse> {
  const auth = await loginWithEmail(emulator, `throwaway.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, options);
  const state = emulator.exportState();
  state.users.find((record) => record.user.id === auth.user!.id)!.user.linked_accounts = [
    { type: 'custom_auth', custom_user_id: 'ext-1', verified_at: 1, first_verified_at: 1, latest_verified_at: 1 },
  ];
  await emulator.importState(state);
  return auth;
}
