import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireOAuthTokens, WireUser } from '../wire.ts';

/**
 * Reference §5.4: social OAuth with PKCE. `provider` is a social provider (`google`, …; cross-app
 * login later sends `privy:<appId>`). `token` is a captcha token. PKCE is never skipped: init always
 * carries an S256 `code_challenge` (the reference marks it optional; the emulator refuses an init
 * without it). Unlink and transfer are in `accounts.ts`.
 */
export const init = /* @__PURE__ */ defineRoute<
  { provider: string; redirect_to: string; token?: string; state_code?: string; code_challenge: string },
  { url: string }
>()('POST', '/api/v1/oauth/init');
export const authenticate = /* @__PURE__ */ defineRoute<
  {
    authorization_code: string;
    state_code: string;
    code_verifier?: string;
    code_type?: 'raw';
    mode?: LoginMode;
    provider?: string;
  },
  WireAuthResponse
>()('POST', '/api/v1/oauth/authenticate', { retry: false });
export const link = /* @__PURE__ */ defineRoute<
  { authorization_code: string; state_code: string; code_verifier?: string; code_type?: 'raw'; provider?: string },
  WireUser & { oauth_tokens?: WireOAuthTokens }
>()('POST', '/api/v1/oauth/link', { retry: false });
