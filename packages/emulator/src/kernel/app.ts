import type { WireAppConfig } from '@foyer/headless/contract';

/** Stored app config: the wire config minus `verification_key`, which is always the instance's key. */
export type StoredAppConfig = Omit<WireAppConfig, 'verification_key'>;

/**
 * An app as the instance holds it (every provider request is of one, named by its `privy-app-id`
 * header): its config, and the emulator-only options. The apps domain stores, seeds and serves them.
 */
export interface AppRecord {
  config: StoredAppConfig;
  /** Emulator-only: new sign-ups are refused once the app has this many users. */
  max_users: number | null;
  /** Emulator-only: when `allowlist_enabled`, only these addresses (or `@domain` entries) may log in. */
  allowlist: string[];
  /** Emulator-only: calling codes (`'+7'`) whose numbers get no SMS codes (400 `region_not_supported`). */
  sms_unsupported_regions: string[];
  /**
   * Emulator-only: the app's secret for the wallet API (HTTP Basic `app_id:app_secret`), as the
   * provider's dashboard gives it; seedable, else random per app.
   */
  app_secret: string;
  /**
   * Emulator-only: the provider apps this app may use for cross-app login and signing (reference
   * §5.13 `cross-app/connections`; `read_only`: it may not transact). Null: every other app it
   * serves, none read-only.
   */
  cross_app_connections: CrossAppConnectionSetting[] | null;
}

/** One provider app an app is connected to, and whether the connection is read-only. */
export interface CrossAppConnectionSetting {
  provider_app_id: string;
  read_only: boolean;
}

/** Deletes the records of app `appId` from `records` (for a domain's `forgetApp`). */
export function deleteRecordsOf(records: Map<string, { app_id: string }>, appId: string): void {
  for (const [key, record] of records) if (record.app_id === appId) records.delete(key);
}
