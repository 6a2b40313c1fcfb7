import { routeDomains as routes, type WireAppConfig } from '@foyer/headless/contract';
import * as v from 'valibot';
import type { AppRecord } from '../../kernel/app.ts';
import { defineDomain, defineSeed } from '../../kernel/domain.ts';
import { jsonResponse } from '../../kernel/errors.ts';
import { allApps, findAppOr404, wireAppConfig } from './apps.ts';
import { DEFAULT_APP_ID, defaultAppRecord } from './config.ts';
import { appsDevRoutes } from './devRoutes.ts';
import { appRecordSchema, type ParsedSeedApp, seedAppSchema } from './schemas.ts';
import { appFromSeed } from './seed.ts';
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
  devRoutes: appsDevRoutes,
  register({ core, hono, route, dev }) {
    route(routes.app.config, null, ({ params }) => wireAppConfig(core, findAppOr404(core, params.app_id)));
    hono.get(JWKS_PATH, (c) => {
      findAppOr404(core, c.req.param('app_id'));
      return jsonResponse(c, core.tokens.jwks());
    });
    dev(appsDevRoutes.apps, null, () => ({
      apps: allApps(core).map((app) => ({
        ...wireAppConfig(core, app),
        max_users: app.max_users,
        allowlist: app.allowlist,
        sms_unsupported_regions: app.sms_unsupported_regions,
        app_secret: app.app_secret,
        cross_app_connections: app.cross_app_connections,
      })),
    }));
  },
});

export {
  allApps,
  findApp,
  findAppOr404,
  isAllowlisted,
  requireApp,
  requireSeededApp,
  usesSessionCookies,
} from './apps.ts';
export { DEFAULT_APP_ID, defaultAppConfig } from './config.ts';
export type { DevApp } from './devRoutes.ts';
export { domainsAdmit, loopbackOnlyNotice, originAllowed, originRefused } from './origins.ts';
export type { SeedApp } from './schemas.ts';
