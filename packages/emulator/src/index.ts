/**
 * `@foyer/emulator`: a local, in-memory implementation of the provider API for development and
 * tests. Start one per test file or worker with `createEmulator()`, or run the CLI.
 */
export { createEmulator, type Emulator, type EmulatorOptions } from './createEmulator.ts';
export { DEFAULT_APP_ID, defaultAppConfig, type SeedApp } from './apps.ts';
export type { SeedData, SeedResult } from './seed.ts';
export type { SeedUser } from './users.ts';
export type { Fault, FaultInput } from './http/faults.ts';
export type { AnalyticsEvent, OutboxChannel, OutboxMessage } from './state.ts';
export type { EmulatorStateJson } from './persistence.ts';
export { JWKS_PATH } from './routes/app.ts';
export { DEV_PREFIX } from './http/paths.ts';
export { latestCode, loginWithEmail } from './testing.ts';
