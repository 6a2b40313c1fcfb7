import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { OAuthReturn } from './oauthReturn.ts';

/**
 * Spec §4 and §8 'OAuth flow', for every provider (social and cross-app): a return's state must
 * equal the one this run sent, a code of 'undefined' is the user's refusal, an empty code is
 * invalid. Null when the code may be exchanged. Pure: machines call it.
 */
export function refuseOAuthReturn(returned: OAuthReturn, stateCode: string) {
  if (returned.state !== stateCode) {
    return new FoyerError(ErrorCode.OAUTH_STATE_MISMATCH, 'The OAuth state does not match the one this run sent');
  }
  if (returned.code === 'undefined') {
    return new FoyerError(ErrorCode.OAUTH_USER_DENIED, 'User denied confirmation during OAuth flow');
  }
  if (returned.code === '') return new FoyerError(ErrorCode.INVALID_CREDENTIALS, 'Invalid code during OAuth flow.');
  return null;
}
