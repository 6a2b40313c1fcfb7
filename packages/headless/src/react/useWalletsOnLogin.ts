'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import type { FoyerCore } from '../core/createFoyerCore.ts';
import { appConfigAtom, userAtom } from '../core/store/atoms.ts';
import { installWalletsOnLogin } from '../wallets/embedded/createOnLogin.ts';

/**
 * Every wallet hook calls it: the app uses wallets, so logins create the ones `createOnLogin` asks
 * for, and a logged-in user who lacks them gets them (see `installWalletsOnLogin`).
 */
export function useWalletsOnLogin(core: FoyerCore): void {
  const user = useAtomValue(userAtom, { store: core.store });
  const config = useAtomValue(appConfigAtom, { store: core.store });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the user or the config changes (it reads them from the store).
  useEffect(() => installWalletsOnLogin(core), [core, user, config]);
}
