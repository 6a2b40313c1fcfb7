import * as v from 'valibot';
import { cloudProviders } from './paths.ts';

const text = v.pipe(v.string(), v.minLength(1, 'A value is required'));
/** Required: its absence answers 400 `invalid_pkce_parameters`, as login's init does. */
const codeChallenge = v.exactOptional(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, '`code_challenge` must be S256 (43 base64url characters)')),
);
const redirectTo = v.pipe(v.string(), v.url('`redirect_to` must be a URL'));

/** One schema per recovery OAuth route body (reference §5.11); the emulator's own validation. */
export const cloudBodies = {
  init: v.object({
    redirect_to: redirectTo,
    token: v.exactOptional(v.string()),
    state_code: text,
    code_challenge: codeChallenge,
  }),
  initIcloud: v.object({
    client_type: v.literal('web', '`client_type` must be web'),
    redirect_to: redirectTo,
    state_code: text,
    code_challenge: codeChallenge,
  }),
  authenticate: v.object({
    authorization_code: text,
    state_code: text,
    code_verifier: text,
    provider: v.picklist(cloudProviders, '`provider` must be google-drive or icloud'),
  }),
};
