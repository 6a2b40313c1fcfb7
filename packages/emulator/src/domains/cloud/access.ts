import { type CloudRecoveryProvider, ErrorCode } from '@foyer/headless/contract';
import type { EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidToken } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import { OAUTH_CODE_TTL_MS, s256 } from '../oauth/index.ts';
import { type CloudCode, type CloudRequest, type CloudToken, cloudSlice } from './slice.ts';

/** How long a cloud access token opens the files, on its app's clock. */
export const CLOUD_TOKEN_TTL_MS = 60 * 60_000;

/** The code of an approved consent, as `account`: single use, 10 minutes (as login's). */
export function issueCloudCode(core: EmulatorCore, request: CloudRequest, account: string): string {
  const code = randomToken(24);
  core.slice(cloudSlice).codes.set(code, {
    code,
    app_id: request.app_id,
    user_id: request.user_id,
    provider: request.provider,
    state: request.state,
    code_challenge: request.code_challenge,
    account,
    expires_at: core.clock.now(request.app_id) + OAUTH_CODE_TTL_MS,
  });
  return code;
}

const invalidCode = () => new ApiError(400, ErrorCode.INVALID_CREDENTIALS, 'Invalid code during OAuth flow.');

/**
 * The exchange: the code is used up whatever follows; it must be of this app, this user and this
 * provider, and live; its state the one sent; the verifier's S256 its challenge.
 */
export async function redeemCloudCode(
  core: EmulatorCore,
  caller: { appId: string; userId: string },
  body: { authorization_code: string; state_code: string; code_verifier: string; provider: CloudRecoveryProvider },
): Promise<CloudCode> {
  const { codes } = core.slice(cloudSlice);
  const record = codes.get(body.authorization_code);
  if (!record || record.app_id !== caller.appId || record.user_id !== caller.userId) throw invalidCode();
  codes.delete(body.authorization_code);
  if (record.provider !== body.provider || record.expires_at <= core.clock.now(caller.appId)) throw invalidCode();
  if (record.state !== body.state_code) {
    throw new ApiError(400, ErrorCode.OAUTH_STATE_MISMATCH, 'The state does not match the authorization');
  }
  if ((await s256(body.code_verifier)) !== record.code_challenge) {
    throw new ApiError(400, ErrorCode.INVALID_PKCE_PARAMETERS, 'The code verifier does not match the code challenge');
  }
  return record;
}

/** A cloud access token for the code's account, provider and app: 1 hour on the app's clock. */
export function issueCloudToken(core: EmulatorCore, code: CloudCode): string {
  const token = `${code.provider}-${randomToken(32)}`;
  core.slice(cloudSlice).tokens.set(token, {
    token,
    app_id: code.app_id,
    provider: code.provider,
    account: code.account,
    expires_at: core.clock.now(code.app_id) + CLOUD_TOKEN_TTL_MS,
  });
  return token;
}

/** The live token of the request's bearer for `provider`'s files; else 401 (missing, unknown, expired, other provider). */
export function requireCloudToken(core: EmulatorCore, c: EmulatorContext, provider: CloudRecoveryProvider): CloudToken {
  const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  const record = bearer === undefined ? undefined : core.slice(cloudSlice).tokens.get(bearer);
  if (!record || record.provider !== provider || record.expires_at <= core.clock.now(record.app_id)) {
    throw invalidToken();
  }
  return record;
}
