/** Where the test emulator's URL travels: to the tests (`FOYER_EMULATOR_URL`) and to a Vite app build (`VITE_…`). */
export const EMULATOR_URL_ENV = 'FOYER_EMULATOR_URL';
export const APP_EMULATOR_URL_ENV = 'VITE_FOYER_EMULATOR_URL';

/** The URL of the emulator the global setup started; throws, saying what to do, outside such a run. */
export function emulatorUrl(): string {
  const url = process.env[EMULATOR_URL_ENV];
  if (!url) {
    throw new Error(
      `${EMULATOR_URL_ENV} is not set: add the global setup of @foyer/emulator/testing to your test config (globalSetup: foyerEmulator().globalSetup)`,
    );
  }
  return url;
}
