import { defineRoute } from '../route.ts';

/**
 * Reference §5.11: the cloud backups of an embedded wallet's recovery secret (Google Drive, Apple
 * iCloud). The SDK opens the cloud's consent page in a popup (`init`, PKCE S256 and a state, as for
 * login), the popup answers `PRIVY_OAUTH_RESPONSE` with a code, and `authenticate` trades it for the
 * cloud's access token. That token goes only to the wallet iframe (`recoveryAccessToken` of
 * `privy:wallets:set-recovery`, `privy:wallets:recover`, `privy:wallet:create`), which reads and writes
 * the backup file itself. Against the emulator the clouds are its own stand-ins (a consent page and a
 * per-account file store); against the hosted provider, the real ones.
 */

/** Which cloud a backup lives in (`recovery_method` values). */
export type CloudRecoveryProvider = 'google-drive' | 'icloud';

/** Google Drive's consent page: `{url}` for the popup. */
export const init = /* @__PURE__ */ defineRoute<
  { redirect_to: string; token?: string; state_code: string; code_challenge: string },
  { url: string }
>()('POST', '/api/v1/recovery/oauth/init');

/** iCloud's sign-in page: `{url}` for the popup (the state and PKCE challenge travel as for Drive). */
export const initIcloud = /* @__PURE__ */ defineRoute<
  { client_type: 'web'; redirect_to: string; state_code: string; code_challenge: string },
  { url: string }
>()('POST', '/api/v1/recovery/oauth/init_icloud');

/** The popup's code for the cloud's access token (the user's files there, nothing else). */
export const authenticate = /* @__PURE__ */ defineRoute<
  { authorization_code: string; state_code: string; code_verifier: string; provider: CloudRecoveryProvider },
  { access_token: string }
>()('POST', '/api/v1/recovery/oauth/authenticate', { retry: false });
