import { startTestEmulator } from './lifecycle.ts';

/**
 * A global setup for Playwright and Vitest alike (both call the default export once per run and the
 * function it returns at the end): one emulator for every test worker, at `FOYER_EMULATOR_URL`.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const emulator = await startTestEmulator();
  return () => emulator.close();
}
