import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1, 'A value is required'));
const mode = v.exactOptional(
  v.picklist(['no-signup', 'login-or-sign-up'], '`mode` must be no-signup or login-or-sign-up'),
);

/** One schema per OAuth route body (reference §5.4); the emulator's own validation. */
export const oauthBodies = {
  init: v.object({
    provider: text,
    redirect_to: v.pipe(v.string(), v.url('`redirect_to` must be a URL')),
    token: v.exactOptional(v.string()),
    state_code: v.exactOptional(text),
    /** Required: the route answers its absence with 400 `invalid_pkce_parameters`, as the exchange does. */
    code_challenge: v.exactOptional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, '`code_challenge` must be S256 (43 base64url characters)')),
    ),
  }),
  authenticate: v.object({
    authorization_code: text,
    state_code: text,
    code_verifier: v.exactOptional(v.string()),
    code_type: v.exactOptional(v.literal('raw')),
    mode,
    provider: v.exactOptional(v.string()),
  }),
  link: v.object({
    authorization_code: text,
    state_code: text,
    code_verifier: v.exactOptional(v.string()),
    code_type: v.exactOptional(v.literal('raw')),
    provider: v.exactOptional(v.string()),
  }),
};
