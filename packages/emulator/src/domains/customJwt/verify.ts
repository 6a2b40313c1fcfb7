import { ErrorCode } from '@foyer/headless/contract';
import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { type CustomJwtConfig, customJwtSlice } from './slice.ts';

/** How long fetching an app's remote JWKS may take. */
export const JWKS_FETCH_TIMEOUT_MS = 5_000;

const invalid = (reason: string) => new ApiError(401, ErrorCode.INVALID_CREDENTIALS, `Invalid custom JWT: ${reason}`);

/** The app takes custom JWTs and has keys to check them with; else 403 `disallowed_login_method`. */
export function requireCustomJwtConfig(core: EmulatorCore, appId: string, app: AppRecord): CustomJwtConfig {
  if (!app.config.custom_jwt_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with a custom JWT is not allowed for this app');
  }
  const config = core.slice(customJwtSlice).get(appId);
  if (!config) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'The app has no JWKS configured for custom JWTs');
  }
  return config;
}

/**
 * Verifies `token` against the app's JWKS (a real signature check, with jose), its `iss` and `aud`
 * when configured, and `exp` (required) / `nbf` on the emulator's clock; returns the user id claim as a string.
 * Any failure: 401 `invalid_credentials`.
 */
export async function verifyCustomJwt(core: EmulatorCore, config: CustomJwtConfig, token: string): Promise<string> {
  const keys = config.jwks
    ? createLocalJWKSet(config.jwks as Parameters<typeof createLocalJWKSet>[0])
    : createRemoteJWKSet(new URL(config.jwks_url ?? ''), { timeoutDuration: JWKS_FETCH_TIMEOUT_MS });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      currentDate: new Date(core.clock.now(config.app_id)),
      // A token without an expiry would be good forever: refused.
      requiredClaims: ['exp'],
      ...(config.issuer === undefined ? {} : { issuer: config.issuer }),
      ...(config.audience === undefined ? {} : { audience: config.audience }),
    }));
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'verification failed');
  }
  const claim = config.user_id_claim ?? 'sub';
  const value = payload[claim];
  if ((typeof value !== 'string' || value === '') && typeof value !== 'number') {
    throw invalid(`the \`${claim}\` claim naming the user is missing`);
  }
  return String(value);
}
