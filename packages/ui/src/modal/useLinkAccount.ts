'use client';
import type { FoyerError, LinkComplete } from '@foyer/headless';
import { useCallback } from 'react';
import type { IntentCallbacks } from './settleIntent.ts';
import { useOpenIntent } from './useOpenIntent.ts';

export interface UseLinkAccountParameters {
  /** Fires when the modal closes after the account was linked: `{ user, linkMethod, linkedAccount }`. */
  onSuccess?: (result: LinkComplete) => void;
  /** Fires when the modal closes after an error, or early (`ErrorCode.USER_EXITED_LINK_FLOW`). */
  onError?: (error: FoyerError) => void;
}

export interface UseLinkAccountReturnType {
  /** Opens the modal to add an e-mail address to the logged-in user. Refused (with a warning) without one. */
  linkEmail(): void;
  /** Opens 'Link your phone number' (a code by SMS, or WhatsApp when enabled). Refused (with a warning) without a user. */
  linkPhone(): void;
  /** Opens the passkey prompt to add a passkey (at most 5 per user). Refused (with a warning) without a user. */
  linkPasskey(): void;
}

const phoneStart = { screen: 'sms/link' } as const;
const passkeyStart = { screen: 'passkey/choice' } as const;

/** Opens `<FoyerModal>` to link an account to the logged-in user (spec §1: link mode). */
export function useLinkAccount({ onSuccess, onError }: UseLinkAccountParameters = {}): UseLinkAccountReturnType {
  const callbacks: IntentCallbacks = {
    onComplete: (result) => {
      if (result.intent === 'link') onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  };
  const open = useOpenIntent('link', callbacks);
  const openPhone = useOpenIntent('link', callbacks, phoneStart);
  const linkEmail = useCallback(() => open({ loginMethods: ['email'] }), [open]);
  const linkPhone = useCallback(() => openPhone({ loginMethods: ['sms'] }), [openPhone]);
  const openPasskey = useOpenIntent('link', callbacks, passkeyStart);
  const linkPasskey = useCallback(() => openPasskey({ loginMethods: ['passkey'] }), [openPasskey]);
  return { linkEmail, linkPhone, linkPasskey };
}
