'use client';
import { useMfaPrompt, useRecoveryPrompt, useWalletUi } from '@foyer/headless';
import { useFoyerCore } from '@foyer/headless/internal';
import { useEffect, useRef } from 'react';
import { openModal } from './loadModal.ts';
import { useModalStatus } from './useModalStatus.ts';

/**
 * Registers the modal as the UI of wallet requests and of their MFA verifications (`useWalletUi`) from the page's start (with no
 * UI mounted, headless signs without asking), and opens it on the screen of the request's kind
 * (`wallet/sign-<kind>`: a message, a transaction, a raw hash…) for each new request once the modal
 * is free; opening loads the modal's code. Closing the modal before the
 * request settled rejects it (`reject()` after a settled request does nothing). Part of the startup
 * bundle: keep it small.
 */
export function WalletUiBridge() {
  const core = useFoyerCore();
  const request = useWalletUi();
  const { isOpen: open } = useModalStatus();
  const shown = useRef<string | null>(null);
  const mfa = useMfaPrompt();
  const shownMfa = useRef<number | null>(null);
  const recovery = useRecoveryPrompt();
  const shownRecovery = useRef<number | null>(null);

  useEffect(() => {
    if (!request || open || shown.current === request.id) return;
    shown.current = request.id;
    openModal(
      core,
      {
        type: 'sign',
        options: {},
        callbacks: () => ({ onError: () => request.reject() }),
        start: { screen: `wallet/sign-${request.kind}`, params: { request } },
      },
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  }, [request, open, core]);

  // A wallet request that waits for MFA while the modal is closed opens it on the verification; an
  // open modal shows the verification over its screen (`ScreenHost`).
  useEffect(() => {
    if (mfa === null || open || shownMfa.current === mfa) return;
    shownMfa.current = mfa;
    openModal(
      core,
      { type: 'mfa', options: {}, callbacks: () => ({}), start: { screen: 'mfa/verify' } },
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  }, [mfa, open, core]);

  // Likewise a request on a new device that waits for the user's password or cloud backup.
  useEffect(() => {
    if (recovery === null || open || shownRecovery.current === recovery) return;
    shownRecovery.current = recovery;
    openModal(
      core,
      { type: 'recovery', options: {}, callbacks: () => ({}), start: { screen: 'recovery/recover' } },
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  }, [recovery, open, core]);

  return null;
}
