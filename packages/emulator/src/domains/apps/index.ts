import { routeDomains as routes, type WireAppConfig } from '@foyer/headless/contract';
import * as v from 'valibot';
import { devRoutes } from '../../contract/devRoutes.ts';
import { jsonResponse } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { defineDomain, defineSeed } from '../domain.ts';
import { findAppOr404, wireAppConfig } from './apps.ts';
import { type AppRecord, DEFAULT_APP_ID, defaultAppRecord } from './config.ts';
import { appConfigSchema, appRecordSchema, OPTIONAL_FIELDS, type ParsedSeedApp, seedAppSchema } from './schemas.ts';
import { appsSlice } from './slice.ts';

/** Public signing keys; not in the client's route table (servers fetch it), so declared here. */
export const JWKS_PATH = `${routes.app.config.path}/jwks.json` as const;

/** Apps: their configs (reset keeps them), the app config route, the JWKS and `GET /__emulator/apps`. */
export const appsDomain = defineDomain({
  ...appsSlice,
  reset: (apps) => apps,
  state: {
    schema: v.array(appRecordSchema),
    save: (apps) => structuredClone([...apps.values()]),
    load(records) {
      const apps = new Map(records.map((record): [string, AppRecord] => [record.config.id, record]));
      if (!apps.has(DEFAULT_APP_ID)) apps.set(DEFAULT_APP_ID, defaultAppRecord());
      return apps;
    },
  },
  seed: defineSeed({
    schema: seedAppSchema,
    apply: (core, entries: ParsedSeedApp[]): WireAppConfig[] =>
      entries.map((entry) => {
        const apps = core.slice(appsSlice);
        const record = appFromSeed(apps.get(entry.id) ?? defaultAppRecord(entry.id), entry);
        apps.set(record.config.id, record);
        return wireAppConfig(core, record);
      }),
  }),
  register({ core, hono, route, dev }) {
    route(routes.app.config, null, ({ params }) => wireAppConfig(core, findAppOr404(core, params.app_id)));
    hono.get(JWKS_PATH, (c) => {
      findAppOr404(core, c.req.param('app_id'));
      return jsonResponse(c, core.tokens.jwks());
    });
    dev(devRoutes.apps, null, () => ({
      apps: [...core.slice(appsSlice).values()].map((app) => ({
        ...wireAppConfig(core, app),
        max_users: app.max_users,
        allowlist: app.allowlist,
        sms_unsupported_regions: app.sms_unsupported_regions,
      })),
    }));
  },
});

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
function appFromSeed(current: AppRecord, entry: ParsedSeedApp): AppRecord {
  const { max_users, allowlist, sms_unsupported_regions, verification_key: _ignored, ...wire } = entry;
  const config = merged(current.config, wire) as Record<string, unknown>;
  for (const field of OPTIONAL_FIELDS) if (config[field] === null) delete config[field];
  return {
    config: validate(appConfigSchema, config, `App ${entry.id}`),
    max_users: max_users === undefined ? current.max_users : max_users,
    allowlist: allowlist ?? current.allowlist,
    sms_unsupported_regions: sms_unsupported_regions ?? current.sms_unsupported_regions,
  };
}
