import { getWallet, updateWallet } from '../../core/api/routes/walletApi.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError, FoyerError } from '../../core/errors/FoyerError.ts';
import {
  AUTHORIZATION_SIGNATURE_HEADER,
  type AuthorizationRequest,
  REQUEST_EXPIRY_HEADER,
} from '../../core/wallets/authorization.ts';
import { signWalletApiRequest } from '../embedded/signWalletApiRequest.ts';
import type { EmbeddedWallet } from '../types.ts';
import { nextSigners, type SignersChange } from './delegation.machine.ts';

/** How long the signed change stays valid for the provider (well under its 5-minute limit). */
const EXPIRY_MS = 60_000;

/**
 * Sets the delegated wallet's session signers (reference §3.11, §6.6): reads its signers, then sends
 * the new list with PATCH `/api/v1/wallets/:id`, signed as the user (the wallet's owner).
 */
export async function updateSessionSigners(
  core: FoyerCore,
  wallet: EmbeddedWallet,
  change: SignersChange,
  signal: AbortSignal,
): Promise<void> {
  const walletId = wallet.id;
  if (!walletId)
    throw new FoyerError(ErrorCode.SESSION_SIGNER_FAILED, 'The wallet has no wallet-API id: delegate it first');
  try {
    const current = await core.api.call(getWallet, { params: { wallet_id: walletId }, signal });
    const body = { additional_signers: nextSigners(current.additional_signers, change) };
    const expiry = String(Date.now() + EXPIRY_MS);
    const request: AuthorizationRequest = {
      version: 1,
      method: 'PATCH',
      url: core.api.urlOf(updateWallet, { wallet_id: walletId }),
      body,
      headers: { 'privy-app-id': core.appId, 'privy-request-expiry': expiry },
    };
    const { signature } = await signWalletApiRequest(core, request, { address: wallet.address });
    await core.api.call(updateWallet, {
      params: { wallet_id: walletId },
      body,
      headers: { [AUTHORIZATION_SIGNATURE_HEADER]: signature, [REQUEST_EXPIRY_HEADER]: expiry },
      signal,
    });
  } catch (error) {
    // The provider refused the change (an unknown signer id, another app's policy).
    if (error instanceof ApiError && error.status === 400) {
      throw new FoyerError(ErrorCode.SESSION_SIGNER_FAILED, error.message, { cause: error });
    }
    throw error;
  }
}
