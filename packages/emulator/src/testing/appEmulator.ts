import { type AppClient, createEmulatorClient } from '../contract/client.ts';
import type { SeedApp } from '../domains/apps/index.ts';
import { emulatorUrl } from './env.ts';

/**
 * The emulator as one app's tests see it, `createEmulatorClient(url, { appId })`: its reset, outbox,
 * codes, faults, clock, seed, sessions and OAuth consents are the app's own, so tests of other apps
 * (other workers) against the same emulator do not see them. Every helper of this entry reaches the
 * emulator through here.
 */
export function appEmulator(appId: string, url: string = emulatorUrl()): AppClient {
  return createEmulatorClient(url, { appId });
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
): Promise<{ appId: string; emulator: AppClient }> {
  const appId = workerAppId(index);
  const emulator = appEmulator(appId);
  await emulator.seed({ apps: [{ ...settings, id: appId }] });
  return { appId, emulator };
}
