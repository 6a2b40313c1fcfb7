import * as passkeyRoutes from '../../core/api/routes/passkey.ts';
import { authenticationOptionsToJson, authenticationResponseToWire } from '../../core/api/webauthnWire.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import {
  browserAuthenticator,
  type PasskeyAuthenticator,
  passkeyError,
} from '../../flows/passkey/browserAuthenticator.ts';

/**
 * A passkey MFA verification's assertion (loaded on demand, when one runs): the provider's options
 * for the user's passkeys enrolled in MFA, the browser's prompt (or `authenticator`), and the
 * answer in the provider's snake_case, which the wallet iframe sends on.
 */
export async function passkeyAssertion(
  core: Pick<FoyerCore, 'api'>,
  authenticator: PasskeyAuthenticator = browserAuthenticator,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const init = await core.api.call(passkeyRoutes.mfaInit, { body: {}, signal });
  const assertion = await authenticator
    .authenticate(authenticationOptionsToJson(init.options), signal)
    .catch((error: unknown) => Promise.reject(passkeyError(error)));
  return authenticationResponseToWire(assertion) as unknown as Record<string, unknown>;
}
