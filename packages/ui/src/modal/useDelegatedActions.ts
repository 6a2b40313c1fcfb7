'use client';
import type { DelegateWalletOptions, FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseDelegatedActionsParameters {
  /** Fires when the modal closes after the user accepted (the wallet is delegated) or revoked. */
  onSuccess?: () => void;
  /**
   * Fires when the modal closes after an error, or when the user said no: 'Not now' or closing
   * (`user_declined_delegation`), Deny or closing (`user_declined_revoke`).
   */
  onError?: (error: FoyerError) => void;
}

export interface DelegateWalletModalOptions extends DelegateWalletOptions {
  /** Offer 'Not now' (default true); closing the modal declines either way. */
  isCancellable?: boolean;
}

export interface UseDelegatedActionsReturnType {
  /**
   * Opens the modal on 'Enable offline access' for the user's embedded wallet: Accept lets the app's
   * server use it while the user is away (reference §3.11). Refused (with a warning) without a
   * logged-in user.
   */
  delegateWallet(options: DelegateWalletModalOptions): void;
  /** Opens the modal on 'Revoke offline access to wallet': Confirm takes back every delegated wallet. */
  revokeWallets(): void;
}

/** Opens `<FoyerModal>` for delegated actions' consent and revocation (spec §2 'Delegated access', §4). */
export function useDelegatedActions({
  onSuccess,
  onError,
}: UseDelegatedActionsParameters = {}): UseDelegatedActionsReturnType {
  const callbacks = { onFinished: () => onSuccess?.(), onError: (error: FoyerError) => onError?.(error) };
  const openConsent = useOpenIntent('delegate-wallet', callbacks);
  const openRevoke = useOpenIntent('revoke-delegation', callbacks);
  const delegateWallet = useCallback(
    ({ address, chainType, isCancellable = true }: DelegateWalletModalOptions) =>
      openConsent({}, { screen: 'wallet/delegate', params: { address, chainType, isCancellable } }),
    [openConsent],
  );
  const revokeWallets = useCallback(() => openRevoke({}, { screen: 'wallet/revoke-delegation' }), [openRevoke]);
  return { delegateWallet, revokeWallets };
}
