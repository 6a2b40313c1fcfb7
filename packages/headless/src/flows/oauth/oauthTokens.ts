import type { WireOAuthTokens } from '../../core/api/wire.ts';
import type { User } from '../../core/user.ts';

/** An OAuth token as apps get it (reference §7.3 `OAuthTokens`, camelCase). */
export interface OAuthTokens {
  provider: string;
  accessToken: string;
  accessTokenExpiresInSeconds?: number;
  refreshToken?: string;
  refreshTokenExpiresInSeconds?: number;
  scopes?: string[];
}

/** Reference §3.15 `oAuthAuthorization.onOAuthTokenGrant`: the provider's tokens after a login or link. */
export interface OAuthTokenGrant {
  oAuthTokens: OAuthTokens;
  user: User;
}

const toTokens = (wire: WireOAuthTokens): OAuthTokens => {
  const tokens: OAuthTokens = { provider: wire.provider, accessToken: wire.access_token };
  if (wire.access_token_expires_in_seconds !== undefined)
    tokens.accessTokenExpiresInSeconds = wire.access_token_expires_in_seconds;
  if (wire.refresh_token !== undefined) tokens.refreshToken = wire.refresh_token;
  if (wire.refresh_token_expires_in_seconds !== undefined)
    tokens.refreshTokenExpiresInSeconds = wire.refresh_token_expires_in_seconds;
  if (wire.scopes !== undefined) tokens.scopes = wire.scopes;
  return tokens;
};

/** Hands the provider's tokens (when it returned some) to the app's `onOAuthTokenGrant`; a throwing callback is reported, not let through. */
export function grantTokens(
  onGrant: ((grant: OAuthTokenGrant) => void) | undefined,
  tokens: WireOAuthTokens | undefined,
  user: User,
): void {
  if (!onGrant || !tokens) return;
  try {
    onGrant({ oAuthTokens: toTokens(tokens), user });
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
