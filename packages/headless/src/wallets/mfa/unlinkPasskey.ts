import { checkUnlink } from '../../core/accounts/unlinkRules.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { AccountByType, User } from '../../core/user.ts';
import { getWalletService } from '../embedded/getWalletService.ts';

/**
 * Unlinks a passkey enrolled in MFA, leaving MFA too: through the wallet iframe
 * (`privy:auth:unlink-passkey`), since the provider asks for an MFA verification first (the
 * challenge `useMfa` shows). Resolves with the user fetched again.
 */
export async function unlinkMfaPasskey(
  core: FoyerCore,
  account: AccountByType<'passkey'>,
  signal: AbortSignal,
): Promise<User> {
  const refused = checkUnlink(core.store.get(userAtom)?.linkedAccounts ?? null, account);
  if (refused) throw refused;
  const service = await getWalletService(core);
  await service.mfa('privy:auth:unlink-passkey', { credentialId: account.credentialId, removeAsMfa: true }, signal);
  const user = await core.session.refreshUser();
  if (!user) throw new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session ended while unlinking the passkey');
  return user;
}
