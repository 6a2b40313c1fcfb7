import type { AppRecord } from '../../kernel/app.ts';
import { validate } from '../../kernel/validate.ts';
import { appConfigSchema, OPTIONAL_FIELDS, type ParsedSeedApp } from './schemas.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `patch` over `base`: plain objects merged key by key at every depth; anything else (arrays too) replaced. */
function merged(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return structuredClone(patch);
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) result[key] = merged(base[key], value);
  return result;
}

/**
 * A seed entry over the app as it is (a new app: the default config): only the given fields change
 * (`null` removes an optional one), checked as a whole.
 */
export function appFromSeed(current: AppRecord, entry: ParsedSeedApp): AppRecord {
  const {
    max_users,
    allowlist,
    sms_unsupported_regions,
    app_secret,
    cross_app_connections,
    verification_key: _ignored,
    ...wire
  } = entry;
  const config = merged(current.config, wire) as Record<string, unknown>;
  for (const field of OPTIONAL_FIELDS) if (config[field] === null) delete config[field];
  return {
    config: validate(appConfigSchema, config, `App ${entry.id}`),
    max_users: max_users === undefined ? current.max_users : max_users,
    allowlist: allowlist ?? current.allowlist,
    sms_unsupported_regions: sms_unsupported_regions ?? current.sms_unsupported_regions,
    app_secret: app_secret ?? current.app_secret,
    cross_app_connections: cross_app_connections === undefined ? current.cross_app_connections : cross_app_connections,
  };
}
