import { buildPath, HEADER, routes, type LoginMode, type WireAuthResponse } from '@foyer/headless/core';
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
  await post(emulator, routes.emailInit.path, appId, { email });
  const code = latestCode(emulator, email);
  const body = { email, code, ...(options.mode ? { mode: options.mode } : {}) };
  return (await post(emulator, routes.emailAuthenticate.path, appId, body)) as WireAuthResponse;
}
