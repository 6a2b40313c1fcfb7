'use client';
import type { FoyerError } from '@foyer/headless';
import { useCallback } from 'react';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseFarcasterSignerModalParameters {
  /** Fires when the modal closes after the Farcaster app approved the signer (the user is fetched again). */
  onSuccess?: () => void;
  /**
   * Fires when the modal closes after an error (`farcaster_signer_revoked`, `client_request_timeout`,
   * …), or when the user closed it before the Farcaster app answered (`aborted`).
   */
  onError?: (error: FoyerError) => void;
}

export interface UseFarcasterSignerModalReturnType {
  /**
   * Opens the modal on 'Add a signer to Farcaster' (reference §3.13): the signer's approval page as a
   * QR code on desktop, 'Open Farcaster app' on iOS, 'Take me to Farcaster' on other phones, until
   * the Farcaster app approves. Refused (with a warning) without a logged-in user. Sign casts after
   * with `useFarcasterSigner().signFarcasterMessage` (or its `signFarcasterMessageAsync` twin) of
   * `@foyer/headless`.
   */
  requestFarcasterSignerFromWarpcast(): void;
}

/** Opens `<FoyerModal>` to add a Farcaster signer (spec §2 'Farcaster signer request', §4). */
export function useFarcasterSignerModal({
  onSuccess,
  onError,
}: UseFarcasterSignerModalParameters = {}): UseFarcasterSignerModalReturnType {
  const open = useOpenIntent('farcaster-signer', {
    onFinished: () => onSuccess?.(),
    onError: (error: FoyerError) => onError?.(error),
  });
  const requestFarcasterSignerFromWarpcast = useCallback(() => open({}, { screen: 'farcaster/signer' }), [open]);
  return { requestFarcasterSignerFromWarpcast };
}
