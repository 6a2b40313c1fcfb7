import { createEmulatorClient, type EmulatorClient } from '../contract/client.ts';
import type { SeedApp } from '../domains/apps/index.ts';
import { emulatorUrl } from './env.ts';

/**
 * The emulator as one app's tests see it: every helper of this entry reaches the emulator through
 * here. This is where per-app isolation is wired: once the emulator scopes its outbox, faults, clock
 * and reset by app, this returns `createEmulatorClient(url, { appId })`.
 */
export function appEmulator(_appId: string, url: string = emulatorUrl()): EmulatorClient {
  return createEmulatorClient(url);
}

/**
 * An app id of its own for test worker `index` (25 characters, as app ids are), so parallel workers
 * against one emulator do not share users.
 */
export const workerAppId = (index: number | string): string => `foyer-test-worker-${String(index).padStart(7, '0')}`;

/** Seeds the worker's app (`settings` over the emulator's defaults) and returns its id and its emulator. */
export async function seedWorkerApp(
  index: number | string,
  settings: Omit<SeedApp, 'id'> = {},
): Promise<{ appId: string; emulator: EmulatorClient }> {
  const appId = workerAppId(index);
  const emulator = appEmulator(appId);
  await emulator.seed({ apps: [{ ...settings, id: appId }] });
  return { appId, emulator };
}
