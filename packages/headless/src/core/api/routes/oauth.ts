import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireOAuthTokens, WireUser } from '../wire.ts';

/**
 * Reference §5.4: social OAuth with PKCE. `provider` is a social provider (`google`, …; cross-app
 * login later sends `privy:<appId>`). `token` is a captcha token. Unlink and transfer are in `accounts.ts`.
 */
export const init = /* @__PURE__ */ defineRoute<
  { provider: string; redirect_to: string; token?: string; state_code?: string; code_challenge?: string },
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
>()('POST', '/api/v1/oauth/authenticate');
export const link = /* @__PURE__ */ defineRoute<
  { authorization_code: string; state_code: string; code_verifier?: string; code_type?: 'raw'; provider?: string },
  WireUser & { oauth_tokens?: WireOAuthTokens }
>()('POST', '/api/v1/oauth/link');
