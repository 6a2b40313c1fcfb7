import * as v from 'valibot';
import { defineDomain, defineSeed } from '../../kernel/domain.ts';
import { requireSeededApp } from '../apps/index.ts';
import { registerCustomJwtRoutes } from './routes.ts';
import { type CustomJwtConfig, customJwtConfigSchema, customJwtSlice } from './slice.ts';

/**
 * Custom JWT login (reference §5.9): per app, the JWKS its own auth signs with, seeded as
 * `seed({ customJwt: [{ app_id, jwks | jwks_url, issuer?, audience?, user_id_claim? }] })`. Like
 * apps, the settings survive `reset()`.
 */
export const customJwtDomain = defineDomain({
  ...customJwtSlice,
  reset: (configs) => configs,
  state: {
    schema: v.array(customJwtConfigSchema),
    save: (configs) => structuredClone([...configs.values()]),
    load: (configs) => new Map(configs.map((config): [string, CustomJwtConfig] => [config.app_id, config])),
  },
  seed: defineSeed({
    schema: customJwtConfigSchema,
    apply: (core, entries: CustomJwtConfig[]) =>
      entries.map((entry) => {
        requireSeededApp(core, entry.app_id);
        core.slice(customJwtSlice).set(entry.app_id, structuredClone(entry));
        return structuredClone(entry);
      }),
  }),
  register: registerCustomJwtRoutes,
});
