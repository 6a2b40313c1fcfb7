import {
  buildPath,
  HEADER,
  type LoginMode,
  routeDomains as routes,
  type WireAuthResponse,
} from '@foyer/headless/contract';
import type { EmulatorControls } from './controls.ts';
import { DEFAULT_APP_ID } from './domains/apps/index.ts';
import type { SeedUser } from './domains/identity/index.ts';

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
 * Starts a test logged in: a session for an existing user (by id), or for a user seeded from `user`
 * (any linked accounts), without going through a login flow. Returns the auth envelope with its tokens.
 */
export async function createSession(
  emulator: Pick<EmulatorControls, 'seed' | 'createSession'>,
  user: string | SeedUser,
): Promise<WireAuthResponse> {
  if (typeof user === 'string') return emulator.createSession(user);
  const [created] = emulator.seed({ users: [user] }).users;
  if (!created) throw new Error('Seeding the user created no user');
  return emulator.createSession(created.id);
}
