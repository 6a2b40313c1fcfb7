import type { ApiClient } from '../api/client.ts';
import { retryDelay, sleep } from '../api/retry.ts';
import * as sessionRoutes from '../api/routes/session.ts';
import type { WireAuthResponse } from '../api/wire.ts';
import type { SessionTokens } from '../store/atoms.ts';
import { isExpired } from './jwt.ts';
import type { TokenStore } from './tokenStore.ts';
import { bearerOf, hasCredentials, rejectsCredentials, replyMayBeLost, sameCredentials } from './tokens.ts';

/** Re-sends of a refresh whose reply was lost (timeout, dropped connection), with the same token. */
const LOST_REPLY_RETRIES = 3;

export interface RefreshContext {
  api: ApiClient;
  tokens: TokenStore;
  now: () => number;
  retryDelayMs: number | undefined;
  /** Applies the server's answer (`session_update_action`). */
  apply(response: WireAuthResponse): void;
  /** The tokens `ended` are over (rejected, or nothing to refresh with): forget them, follow storage. */
  discard(ended: SessionTokens): void;
  /** Storage holds no session any more: follow it. */
  follow(): void;
}

/**
 * One refresh, run while this tab holds the profile's refresh lock. `asked`: the tokens this tab held
 * when it decided to refresh; `signal` ends the refresh. Compare and set throughout: whatever another
 * tab wrote meanwhile wins over this tab's result.
 */
export async function refreshHoldingLock(
  context: RefreshContext,
  asked: SessionTokens,
  signal: AbortSignal,
): Promise<string | null> {
  const { api, tokens, now } = context;
  let sent = asked;
  for (let attempt = 0; attempt <= LOST_REPLY_RETRIES; attempt++) {
    const current = tokens.adopt();
    if (!sameCredentials(current, sent)) {
      // Another tab refreshed, logged in or logged out meanwhile: its tokens win.
      const fresh = bearerOf(current);
      if (fresh && !isExpired(fresh, now())) return fresh;
      if (!hasCredentials(current)) {
        context.follow();
        return null;
      }
      sent = current;
    }
    if (!tokens.canRefresh(sent)) {
      context.discard(sent);
      return null;
    }
    let response: WireAuthResponse;
    try {
      response = await api.call(sessionRoutes.refresh, {
        body: sent.refreshToken ? { refresh_token: sent.refreshToken } : {},
        bearer: bearerOf(sent),
        signal,
      });
    } catch (error) {
      // Storage changed during the call: another tab may hold the new pair; look again.
      if (!sameCredentials(tokens.stored(), sent)) continue;
      if (rejectsCredentials(error)) {
        context.discard(sent);
        return null;
      }
      // The server may have rotated the token and the reply been lost: send the same token again;
      // within its grace period the server answers with the same new pair.
      if (!replyMayBeLost(error) || attempt === LOST_REPLY_RETRIES) throw error;
      await sleep(retryDelay(attempt + 1, context.retryDelayMs), signal);
      continue;
    }
    // Compare and set: if another tab wrote tokens while the reply travelled (a logout, a newer
    // login), this result is stale and theirs stand.
    if (!sameCredentials(tokens.stored(), sent)) continue;
    context.apply(response);
    return bearerOf(tokens.held());
  }
  // Other tabs kept changing the tokens under this one: take what they left.
  const left = bearerOf(tokens.adopt());
  return left && !isExpired(left, now()) ? left : null;
}
