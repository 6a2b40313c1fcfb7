import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { AbortedError } from '../../core/errors/FoyerError.ts';
import type { AuthorizationRequest } from '../../core/wallets/authorization.ts';
import type { WalletCallOptions } from '../types.ts';
import { createAuthorizationSignatureFlow } from './signing.flow.ts';

/**
 * Signs a wallet-API request as the user, without React (the session signers' and delegation's
 * calls): the same signing operation as `useAuthorizationSignature`, so the confirmation policy
 * applies (kind `wallet-api-request`). Resolves `{ signature }` (base64 DER) or rejects with the
 * `FoyerError`.
 */
export async function signWalletApiRequest(
  core: FoyerCore,
  request: AuthorizationRequest,
  options: WalletCallOptions = {},
): Promise<{ signature: string }> {
  const settled = await createAuthorizationSignatureFlow(core).commands.generateAuthorizationSignature(
    request,
    options,
  );
  if (settled.status === 'done') return settled.result;
  throw settled.error ?? new AbortedError('The wallet-API request signature');
}
