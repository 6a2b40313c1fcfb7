import type { WireOAuthTokens } from '../../core/api/wire.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
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

type GrantListener = (grant: OAuthTokenGrant) => void;

const listenersKey = Symbol('foyer.oauthTokenGrants');
const listenersOf = (core: FoyerCore) => core.memo(listenersKey, () => new Set<GrantListener>());

/**
 * Reference §3.15: every `useOAuthTokens` of the provider hears every grant (`onOAuthTokenGrant`),
 * whichever hook or screen ran the OAuth login or link. Returns the removal.
 */
export function onOAuthTokenGrant(core: FoyerCore, listener: GrantListener): () => void {
  const listeners = listenersOf(core);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hands the provider's tokens (when it returned some) to the run's own `onOAuthTokenGrant`, then to
 * the provider's listeners (`useOAuthTokens`); a throwing callback is reported, not let through.
 */
export function grantTokens(
  core: FoyerCore,
  onGrant: GrantListener | undefined,
  tokens: WireOAuthTokens | undefined,
  user: User,
): void {
  if (!tokens) return;
  const grant = { oAuthTokens: toTokens(tokens), user };
  for (const listener of [...(onGrant ? [onGrant] : []), ...listenersOf(core)]) {
    try {
      listener(grant);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
