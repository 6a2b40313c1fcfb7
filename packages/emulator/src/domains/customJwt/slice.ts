import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** One public key of a JWKS (RFC 7517): its type and whatever members that type has. */
const jwkSchema = v.looseObject({ kty: v.pipe(v.string(), v.minLength(1)) });

/**
 * How an app's own auth signs its JWTs (emulator-only, as on the provider's dashboard): the keys
 * (a JWKS given inline, or the URL that serves it), the `iss` and `aud` a token must carry when set,
 * and the claim that names the user (default `sub`).
 */
export const customJwtConfigSchema = v.pipe(
  v.strictObject({
    app_id: v.pipe(v.string(), v.minLength(1)),
    jwks: v.exactOptional(v.strictObject({ keys: v.pipe(v.array(jwkSchema), v.minLength(1)) })),
    jwks_url: v.exactOptional(v.pipe(v.string(), v.url(), v.regex(/^https?:/, 'An http(s) URL'))),
    issuer: v.exactOptional(v.pipe(v.string(), v.minLength(1))),
    audience: v.exactOptional(v.pipe(v.string(), v.minLength(1))),
    user_id_claim: v.exactOptional(v.pipe(v.string(), v.minLength(1))),
  }),
  v.check((config) => (config.jwks === undefined) !== (config.jwks_url === undefined), 'Give `jwks` or `jwks_url`'),
);
export type CustomJwtConfig = v.InferOutput<typeof customJwtConfigSchema>;

/** Custom JWT verification settings, by app id. */
export const customJwtSlice = defineSlice('customJwt', () => new Map<string, CustomJwtConfig>());
