/**
 * `@foyer/emulator`: a local, in-memory implementation of the provider API for development and
 * tests. Start one per test file or worker with `createEmulator()`, or run the CLI. Everything else
 * comes from the browser-safe entry (`@foyer/emulator/in-process`): `createInProcessEmulator()`, the
 * developer-endpoint contract and `createEmulatorClient()`, and the test helpers.
 */
export { createEmulator, type Emulator, type EmulatorOptions } from './createEmulator.ts';
export * from './inProcess.ts';
