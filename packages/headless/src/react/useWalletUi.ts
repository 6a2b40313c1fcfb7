'use client';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { walletUiMountsAtom, walletUiRequestAtom } from '../wallets/embedded/walletUi.ts';
import { mfaPromptAtom } from '../wallets/mfa/mfaPrompt.ts';
import { recoveryPromptAtom } from '../wallets/recovery/recoveryPrompt.ts';
import type { WalletUiRequest } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';

/**
 * For wallet UIs (the `@foyer/ui` modal): registers one while mounted, so signing with wallet UIs on
 * waits for its confirmation, and returns the request to show (null when there is none).
 */
export function useWalletUi(): WalletUiRequest | null {
  const { store } = useFoyerCore();
  useEffect(() => {
    store.set(walletUiMountsAtom, (mounts) => mounts + 1);
    return () => store.set(walletUiMountsAtom, (mounts) => mounts - 1);
  }, [store]);
  return useAtomValue(walletUiRequestAtom, { store });
}

/**
 * For wallet UIs: the MFA challenge the UI should show (a new number for each), or null. Set while a
 * wallet request waits for MFA that no app listener (`useRegisterMfaListener`) handles.
 */
export function useMfaPrompt(): number | null {
  return useAtomValue(mfaPromptAtom, { store: useFoyerCore().store });
}

/**
 * For wallet UIs: the recovery prompt the UI should show (a new number for each), or null. Set while
 * a wallet request on a new device waits for the user's password or cloud backup.
 */
export function useRecoveryPrompt(): number | null {
  return useAtomValue(recoveryPromptAtom, { store: useFoyerCore().store });
}
