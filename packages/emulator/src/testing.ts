import {
  buildPath,
  HEADER,
  type LoginMode,
  routeDomains as routes,
  type WireAuthResponse,
} from '@foyer/headless/contract';
import type { FundOptions } from './chains/hub.ts';
import type { EmulatorClient } from './contract/client.ts';
import { waitFor, waitForCode } from './contract/waitFor.ts';
import type { EmulatorControls } from './controls.ts';
import { DEFAULT_APP_ID } from './domains/apps/index.ts';
import type { SeedUser } from './domains/identity/index.ts';

/**
 * What the helpers drive: an instance's controls (`createInProcessEmulator()`, `createEmulator()`),
 * answering at once, or `createEmulatorClient(url)`, answering with promises.
 */
type Either<K extends keyof EmulatorControls & keyof EmulatorClient> =
  | Pick<EmulatorControls, K>
  | Pick<EmulatorClient, K>;

/** An instance served on a port (global `fetch`) or in-process, or a client (their own `fetch`). */
type Reachable = { url: string; fetch?: typeof fetch };

/**
 * The newest code "sent" to `to` by an instance or a client, waiting up to `timeoutMs` (default 5 s)
 * of real time for one to arrive (also under fake timers); then rejects with "No code was sent to …
 * within … ms". For apps' own test suites.
 */
export function latestCode(
  emulator: Either<'outbox'>,
  to: string,
  options: { timeoutMs?: number } = {},
): Promise<string> {
  return waitForCode((address) => emulator.outbox(address), to, options);
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
 * Logs a user in over HTTP the way the client does (init, the code from the outbox, authenticate)
 * and returns the auth envelope with its tokens. Creates the user unless `mode: 'no-signup'`.
 * Waits up to `timeoutMs` (default 5 s, real time even under fake timers) for the code.
 */
export async function loginWithEmail(
  emulator: Reachable & Either<'outbox'>,
  email: string,
  options: { appId?: string; mode?: LoginMode; timeoutMs?: number } = {},
): Promise<WireAuthResponse> {
  const { appId = DEFAULT_APP_ID, timeoutMs = 5_000 } = options;
  const sentBefore = new Set((await emulator.outbox(email)).map((message) => message.id));
  await post(emulator, routes.email.init.path, appId, { email });
  const code = await waitFor(
    async () => (await emulator.outbox(email)).find((message) => !sentBefore.has(message.id))?.code,
    timeoutMs,
    () => new Error(`No code was sent to ${email} within ${timeoutMs} ms`),
  );
  const body = { email, code, ...(options.mode ? { mode: options.mode } : {}) };
  return (await post(emulator, routes.email.authenticate.path, appId, body)) as WireAuthResponse;
}

/**
 * Starts a test logged in: a session for an existing user (by id), or for a user seeded from `user`
 * (any linked accounts), without going through a login flow. Returns the auth envelope with its tokens.
 */
export async function createSession(
  emulator: Either<'seed' | 'createSession'>,
  user: string | SeedUser,
): Promise<WireAuthResponse> {
  if (typeof user === 'string') return emulator.createSession(user);
  const [created] = (await emulator.seed({ users: [user] })).users;
  if (!created) throw new Error('Seeding the user created no user');
  return emulator.createSession(created.id);
}

/**
 * Gives `address` funds on a local chain (default: 1 ETH on chain 31337), through an instance's
 * controls or a client: `chains.fund`. Chains run in `createEmulator()` only; an in-process emulator
 * throws (a client of one rejects) saying so.
 */
export function fundWallet(
  emulator: Either<'chains'>,
  address: string,
  options: FundOptions = { native: '1' },
): Promise<void> {
  return emulator.chains.fund(address, options);
}
