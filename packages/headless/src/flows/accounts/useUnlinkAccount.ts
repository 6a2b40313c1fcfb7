'use client';
import { useCallback } from 'react';
import { unlinkAccount as unlink } from '../../core/accounts/unlink.ts';
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

/** Unlinking, headless: `unlinkAccount(user.linkedAccounts[i])`. */
export function useUnlinkAccount(): UseUnlinkAccountReturnType {
  const core = useFoyerCore();
  const unlinkAccount = useCallback((account: LinkedAccount) => unlink(core, account), [core]);
  return { unlinkAccount };
}
