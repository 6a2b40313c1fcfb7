import { ErrorCode, HEADER, type WireAppConfig } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { appsSlice } from './slice.ts';

/** The wire config: the stored one plus the instance's public key as `verification_key`. */
export function wireAppConfig(core: EmulatorCore, app: AppRecord): WireAppConfig {
  return { ...structuredClone(app.config), verification_key: core.tokens.publicKeyPem() };
}

/** Every configured app (the default app included). */
export function allApps(core: EmulatorCore): AppRecord[] {
  return [...core.slice(appsSlice).values()];
}

export function findApp(core: EmulatorCore, appId: string): AppRecord | undefined {
  return core.slice(appsSlice).get(appId);
}

export function findAppOr404(core: EmulatorCore, appId: string): AppRecord {
  const app = findApp(core, appId);
  if (!app) throw new ApiError(404, ErrorCode.MISSING_OR_INVALID_APP_ID, 'App not found');
  return app;
}

/** The app named by the `privy-app-id` header; 401 `missing_or_invalid_privy_app_id` otherwise. */
export function requireApp(core: EmulatorCore, headers: Headers): { appId: string; app: AppRecord } {
  const appId = headers.get(HEADER.appId);
  const app = appId === null ? undefined : findApp(core, appId);
  if (appId === null || !app) {
    throw new ApiError(401, ErrorCode.MISSING_OR_INVALID_APP_ID, 'Missing or invalid privy-app-id header');
  }
  return { appId, app };
}

/** An app that seeding must already know (users name their app); 400 otherwise. */
export function requireSeededApp(core: EmulatorCore, appId: string): AppRecord {
  const app = findApp(core, appId);
  if (!app) throw invalidData(`Unknown app ${appId}; seed it in \`apps\` first`);
  return app;
}

/** True when `address` (normalized) is on the app's allowlist: exact address or an `@domain` entry. */
export function isAllowlisted(app: AppRecord, address: string): boolean {
  return app.allowlist.some((entry) => (entry.startsWith('@') ? address.endsWith(entry) : entry === address));
}

/** Server-cookie (HttpOnly) session mode: on when the app config has a `custom_api_url` (reference §4). */
export function usesSessionCookies(app: AppRecord): boolean {
  return app.config.custom_api_url !== null;
}
