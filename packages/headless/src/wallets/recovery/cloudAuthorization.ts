import type { CloudRecoveryProvider } from '../../core/api/routes/recovery.ts';
import * as recoveryRoutes from '../../core/api/routes/recovery.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { returnAddress } from '../../flows/oauth/oauthReturn.ts';
import type { PopupAuthorization } from '../../flows/oauth/popupAuthorization.ts';

const failed = (message: string) => new FoyerError(ErrorCode.RECOVERY_OAUTH_FAILED, message);

/**
 * The cloud's consent in the popup (opened in the user's click: `popup.open()`), PKCE S256 and a
 * state as for login: resolves the cloud's access token, which the caller hands to the wallet iframe
 * only. A state that is not this run's is refused (`pkce_state_code_mismatch`); a denial, a closed
 * popup or a refused code is `recovery_oauth_failed`.
 */
export async function authorizeCloud(
  core: FoyerCore,
  popup: PopupAuthorization,
  provider: CloudRecoveryProvider,
  signal: AbortSignal,
): Promise<string> {
  await popup.start(({ codeChallenge, stateCode }) => {
    const common = { redirect_to: returnAddress(), state_code: stateCode, code_challenge: codeChallenge };
    return provider === 'icloud'
      ? core.api.call(recoveryRoutes.initIcloud, { body: { client_type: 'web', ...common }, signal })
      : core.api.call(recoveryRoutes.init, { body: common, signal });
  });
  const { returned, stored } = await popup.awaitReturn({
    signal,
    closedError: () => failed(`The ${provider} consent popup was closed`),
  });
  if (returned.state !== stored.stateCode) {
    throw new FoyerError(ErrorCode.OAUTH_STATE_MISMATCH, 'The cloud consent returned another state');
  }
  if (returned.code === 'undefined') throw failed(`The user denied the ${provider} consent`);
  try {
    const { access_token } = await core.api.call(recoveryRoutes.authenticate, {
      body: {
        authorization_code: returned.code,
        state_code: returned.state,
        code_verifier: stored.codeVerifier,
        provider,
      },
      signal,
    });
    return access_token;
  } catch (error) {
    throw new FoyerError(ErrorCode.RECOVERY_OAUTH_FAILED, `The ${provider} code was refused`, { cause: error });
  }
}
