import type { TransferContext } from '../../core/accounts/transferContext.ts';
import type { ApiClient } from '../../core/api/client.ts';
import * as oauth from '../../core/api/routes/oauth.ts';
import type { LoginMode, WireAuthResponse, WireOAuthTokens, WireUser } from '../../core/api/wire.ts';
import type { VerifyCalls } from '../../core/flow/verify.ts';

/** An authorization code to exchange, with the PKCE verifier and state of the run that asked for it. */
export interface OAuthExchange {
  code: string;
  stateCode: string;
  codeVerifier: string;
  mode: LoginMode;
}

type ExchangeCalls = Required<
  Pick<
    VerifyCalls<string, WireAuthResponse, WireUser & { oauth_tokens?: WireOAuthTokens }>,
    'login' | 'link' | 'update' | 'transfer'
  >
>;

/**
 * The verify stage's calls of an OAuth code exchange (reference §5.4), for social providers and
 * cross-app alike: authenticate or link with the code and its verifier. `provider` names the
 * provider; `inBody` sends it with the code (cross-app's `privy:<app id>`). A link refused because
 * another user holds the account keeps the account, as the server names it (its subject).
 */
export function oauthExchange(
  api: ApiClient,
  exchange: OAuthExchange,
  provider: { name: string; inBody: boolean },
  signal: AbortSignal,
): ExchangeCalls {
  const body = {
    authorization_code: exchange.code,
    state_code: exchange.stateCode,
    code_verifier: exchange.codeVerifier,
    ...(provider.inBody ? { provider: provider.name } : {}),
  };
  return {
    login: () => api.call(oauth.authenticate, { body: { ...body, mode: exchange.mode }, signal }),
    link: () => api.call(oauth.link, { body, signal }),
    // A reauthorization (intent 'update'): the user's own account linked again, for fresh provider tokens.
    update: () => api.call(oauth.link, { body, signal }),
    transfer: (error): TransferContext => {
      const subject = (error as { body?: { data?: { subject?: unknown } } }).body?.data?.subject;
      return {
        account: { type: 'oauth', provider: provider.name, subject: typeof subject === 'string' ? subject : '' },
        linkMethod: provider.name,
      };
    },
  };
}
