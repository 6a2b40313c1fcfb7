import {
  ErrorCode,
  OAUTH_PROVIDER_RATE_LIMIT_CAUSE,
  type OAuthProvider,
  oauthProviders,
} from '@foyer/headless/contract';
import { base64url } from 'jose';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import { originAllowed } from '../apps/index.ts';
import { type AuthRequest, type CodeRecord, type OAuthIdentity, oauthSlice } from './slice.ts';

/** How long an authorization waits at the consent page, and how long its code stays exchangeable. */
export const OAUTH_REQUEST_TTL_MS = 10 * 60_000;
export const OAUTH_CODE_TTL_MS = 10 * 60_000;

export const isProvider = (value: string): value is OAuthProvider =>
  (oauthProviders as readonly string[]).includes(value);

/** The app takes logins with `provider`; else 403 (method off) or 400 (no such provider). */
export function requireProvider(app: AppRecord, provider: string): OAuthProvider {
  if (!isProvider(provider)) throw new ApiError(400, ErrorCode.INVALID_DATA, `Unknown OAuth provider: ${provider}`);
  if (!app.config[`${provider}_oauth`]) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, `Login with ${provider} is not allowed for this app`);
  }
  return provider;
}

/** `redirect_to` is an http(s) address on an allowed origin of the app; else 400 `invalid_data`. */
export function requireRedirect(app: AppRecord, redirectTo: string): void {
  const redirect = new URL(redirectTo);
  if (!/^https?:$/.test(redirect.protocol) || !originAllowed(app, redirect.origin)) {
    throw new ApiError(400, ErrorCode.INVALID_DATA, '`redirect_to` is not an allowed origin of this app');
  }
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function s256(verifier: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The code for an approved consent (or one that will fail at the exchange): single use, expiring. */
export function issueCode(
  core: EmulatorCore,
  request: AuthRequest,
  outcome: CodeRecord['outcome'],
  identity: OAuthIdentity,
): string {
  const code = randomToken(24);
  core.slice(oauthSlice).codes.set(code, {
    code,
    app_id: request.app_id,
    provider: request.provider,
    state: request.state,
    code_challenge: request.code_challenge,
    outcome,
    identity,
    expires_at: core.clock.now(request.app_id) + OAUTH_CODE_TTL_MS,
  });
  return code;
}

const invalidCode = () => new ApiError(400, ErrorCode.INVALID_CREDENTIALS, 'Invalid code during OAuth flow.');

/**
 * The exchange: the code is used up whatever follows; it must be this app's and live, its state the
 * one sent, and the verifier's S256 its challenge (a wrong or missing verifier is refused). Then the
 * provider-side outcomes: a suspended account, a provider rate limit.
 */
export async function redeemCode(
  core: EmulatorCore,
  appId: string,
  body: { authorization_code: string; state_code: string; code_verifier?: string },
): Promise<CodeRecord & { provider: OAuthProvider }> {
  const { codes } = core.slice(oauthSlice);
  const record = codes.get(body.authorization_code);
  if (!record || record.app_id !== appId) throw invalidCode();
  codes.delete(body.authorization_code);
  if (record.expires_at <= core.clock.now(appId)) throw invalidCode();
  if (record.state !== body.state_code) {
    throw new ApiError(400, ErrorCode.OAUTH_STATE_MISMATCH, 'The state does not match the authorization');
  }
  if (!body.code_verifier || (await s256(body.code_verifier)) !== record.code_challenge) {
    throw new ApiError(400, ErrorCode.INVALID_PKCE_PARAMETERS, 'The code verifier does not match the code challenge');
  }
  const provider = record.provider as OAuthProvider;
  if (record.outcome === 'suspended') {
    throw new ApiError(403, ErrorCode.OAUTH_ACCOUNT_SUSPENDED, `The ${provider} account is suspended`);
  }
  if (record.outcome === 'rate-limited') {
    throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, `Request limit reached for ${provider}`, {
      cause: OAUTH_PROVIDER_RATE_LIMIT_CAUSE,
    });
  }
  return { ...record, provider };
}
