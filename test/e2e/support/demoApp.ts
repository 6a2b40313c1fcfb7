import { DEFAULT_APP_ID, defaultAppConfig, type SeedApp, type SeedData } from '@foyer/emulator';

/** The demo's origins in the e2e run: as served (`127.0.0.1`) and as `localhost` (passkeys need a domain name). */
export const demoOrigins = (demoUrl: string): string[] => [
  new URL(demoUrl).origin,
  new URL(demoUrl).origin.replace('127.0.0.1', 'localhost'),
];

/** The app's settings outside its config, as a new app has them (`defaultAppRecord`). */
const APP_SETTINGS = {
  max_users: null,
  allowlist: [],
  sms_unsupported_regions: [],
  cross_app_connections: null,
} satisfies Omit<SeedApp, 'id'>;

/**
 * The demo's app as every e2e file finds it (global.setup.ts seeds it): the default config, in
 * server-cookie mode against the emulator, answering only the demo's origins, with `extra` over it.
 * Seeding merges into the app as it is, so the default config and settings go first: what one file
 * seeds never leaks into the next (a read-only cross-app connection left by one file made the next
 * file's provider app unknown).
 */
export function demoAppSeed(
  { emulatorUrl, demoUrl }: { emulatorUrl: string; demoUrl: string },
  extra: Omit<SeedApp, 'id'> = {},
): SeedData {
  return {
    apps: [
      // The app's settings beside its config too (a seed keeps those it does not name).
      { ...defaultAppConfig(DEFAULT_APP_ID), ...APP_SETTINGS },
      { id: DEFAULT_APP_ID, custom_api_url: emulatorUrl, allowed_domains: demoOrigins(demoUrl), ...extra },
    ],
  };
}
