import { ErrorCode, MFA_TOKEN_HEADER } from '@foyer/headless/contract';
import type { EmulatorCore } from './core.ts';
import { ApiError } from './errors.ts';
import type { IdentityRequest, UserRecord } from './identity.ts';

const missingMfa = () =>
  new ApiError(403, ErrorCode.MISSING_OR_INVALID_MFA, 'MFA verification is required for this request');

/**
 * The MFA gate of the routes that release or change what MFA guards (the auth and recovery shares,
 * adding and removing methods, unlinking a passkey enrolled in MFA): once the user has a method, the
 * request must carry a valid MFA token of theirs for this app (`privy-mfa-token`); else 403
 * `missing_or_invalid_mfa`. A user with no method is never asked.
 */
export async function requireMfa(
  core: EmulatorCore,
  request: Pick<IdentityRequest, 'appId' | 'c'>,
  record: UserRecord,
): Promise<void> {
  if (record.user.mfa_methods.length === 0) return;
  const token = request.c.req.header(MFA_TOKEN_HEADER);
  const claims = token ? await core.tokens.verifyMfaToken(token, request.appId) : null;
  if (claims?.sub !== record.user.id) throw missingMfa();
}
