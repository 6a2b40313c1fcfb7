/**
 * `@foyer/emulator/testing`: what an app's own test suite needs (Node: Playwright and Vitest).
 *
 * - Lifecycle: `globalSetup: foyerEmulator().globalSetup` in a Playwright or Vitest config starts one
 *   emulator on a free port for the run; its URL is `FOYER_EMULATOR_URL` (tests) and
 *   `VITE_FOYER_EMULATOR_URL` (the app's build).
 * - Signed in without the UI: `signIn(page, { email })` (Playwright), `testProviderProps(emulator, { as })` (Vitest).
 * - Per worker: `seedWorkerApp(workerIndex)`, `appEmulator(appId)` (that app's reset, codes, faults and clock).
 * - Funds on the local chains: `fundWallet(appEmulator(appId), address, { native: '1', usdc: '100' })`.
 * - Browser wrappers: `addVirtualAuthenticator`, `approveWalletRequest`, `approveCrossAppRequest`, `approveTelegram`,
 *   `watchFarcaster`, `watchFarcasterSigner`.
 */
export type { AppClient } from '../contract/client.ts';
export { fundWallet } from '../testing.ts';
export { appEmulator, seedWorkerApp, workerAppId } from './appEmulator.ts';
export {
  addVirtualAuthenticator,
  approveCrossAppRequest,
  approveTelegram,
  approveWalletRequest,
  type VirtualAuthenticator,
  type VirtualCredential,
  watchFarcaster,
  watchFarcasterSigner,
} from './browser.ts';
export { APP_EMULATOR_URL_ENV, EMULATOR_URL_ENV, emulatorUrl } from './env.ts';
export { foyerEmulator, reserveEmulatorUrl, startTestEmulator } from './lifecycle.ts';
export { type SignInOptions, signIn } from './playwright.ts';
export { type SignInAs, sessionEntries, sessionFor, signedInStorage } from './session.ts';
export { type TestProviderProps, testProviderProps } from './vitest.ts';
