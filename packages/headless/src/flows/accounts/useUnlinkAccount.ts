'use client';
import { useCallback } from 'react';
import type { LinkedAccount, User } from '../../core/user.ts';
import { useFoyerCore } from '../../react/context.ts';

export interface UseUnlinkAccountReturnType {
  /**
   * Removes one of the signed-in user's accounts (any type, spec §7 'Unlink') and resolves with the
   * updated user. Rejects with a `FoyerError`: an embedded wallet (`CANNOT_UNLINK_EMBEDDED_WALLET`)
   * and the user's only login account (`CANNOT_UNLINK_SOLE_ACCOUNT`) are refused before any call.
   */
  unlinkAccount(account: LinkedAccount): Promise<User>;
}

/**
 * Unlinking, headless: `unlinkAccount(user.linkedAccounts[i])`. The unlink calls of every account
 * type load on the first unlink, so a page that only shows the button carries none of them.
 */
export function useUnlinkAccount(): UseUnlinkAccountReturnType {
  const core = useFoyerCore();
  const unlinkAccount = useCallback(
    async (account: LinkedAccount) => (await import('../../core/accounts/unlink.ts')).unlinkAccount(core, account),
    [core],
  );
  return { unlinkAccount };
}
