import { type FoyerStorage, type FoyerTestingOptions, memoryStorage } from '@foyer/headless/core';
import { createEmulatorClient } from '../contract/client.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import type { InProcessEmulator } from '../inProcess.ts';
import { type SignInAs, signedInStorage } from './session.ts';

/**
 * `FoyerProvider`'s props for a render of app `appId` (default: the emulator's default app) against an
 * in-process emulator: its `fetch` and the app's clock (`emulator.forApp(appId).clock`), test
 * mode (no retry delays, no success holds), a fresh memory storage, and with `as`, a session for that
 * user, so the tree renders signed in:
 *
 *   render(<FoyerProvider {...await testProviderProps(emulator, { as: { email } })}><App /></FoyerProvider>)
 */
export interface TestProviderProps {
  appId: string;
  apiUrl: string;
  storage: FoyerStorage;
  testing: FoyerTestingOptions;
}

export async function testProviderProps(
  emulator: InProcessEmulator,
  { appId = DEFAULT_APP_ID, as }: { appId?: string; as?: SignInAs } = {},
): Promise<TestProviderProps> {
  const app = emulator.forApp(appId);
  return {
    appId,
    apiUrl: emulator.url,
    storage: as
      ? await signedInStorage(createEmulatorClient(emulator.url, { fetch: emulator.fetch, appId }), as)
      : memoryStorage(),
    testing: { fetch: emulator.fetch, now: () => app.clock.now(), fast: true },
  };
}
