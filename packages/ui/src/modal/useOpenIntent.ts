'use client';
import { useAuth } from '@foyer/headless';
import { useFoyerCore } from '@foyer/headless/internal';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { IntentType, LoginOptions } from '../intents.ts';
import { openModal } from './loadModal.ts';
import type { IntentCallbacks, ModalIntent } from './settleIntent.ts';

/** Who may start an intent: login needs a visitor, link (and update) a logged-in user; null: either. */
const needsUser: Record<IntentType, boolean | null> = {
  login: false,
  'connect-or-create': false,
  link: true,
  update: true,
  sign: true,
  'set-wallet-recovery': true,
  'set-wallet-password': true,
  'export-wallet': true,
  'fund-wallet': true,
  'delegate-wallet': true,
  'revoke-delegation': true,
  'farcaster-signer': true,
  recovery: true,
  'connect-wallet': null,
  mfa: true,
  'mfa-enrollment': true,
  'manage-passkeys': true,
};

const refusal = (type: IntentType) =>
  needsUser[type]
    ? `[foyer] ${type} needs a logged-in user; log in first.`
    : `[foyer] ${type} was called while a user is logged in; log out first, or link an account instead.`;

/** The focused element, which gets focus back when the modal closes (the modal has no trigger of its own). */
const focusedElement = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * Opens `<FoyerModal>` for an intent, on its `start` screen (default the landing screen; a call may
 * give its own, e.g. with params). The
 * callbacks are read when the modal closes, so the latest render's functions are used; the returned
 * opener keeps its identity. A call the session does not allow (login while logged in, link while
 * logged out) is refused with a warning.
 */
export function useOpenIntent(
  type: IntentType,
  callbacks: IntentCallbacks,
  start?: ModalIntent['start'],
): (options?: LoginOptions, startAt?: ModalIntent['start']) => void {
  const core = useFoyerCore();
  const { authenticated } = useAuth();
  const latest = useRef({ callbacks, authenticated });
  // A layout effect: it runs before the browser can dispatch another event, so a click on a 'Log in'
  // button that has just appeared (after a logout) never meets the previous render's session.
  useLayoutEffect(() => {
    latest.current = { callbacks, authenticated };
  });

  return useCallback(
    (options: LoginOptions = {}, startAt = start) => {
      if (needsUser[type] !== null && latest.current.authenticated !== needsUser[type]) {
        console.warn(refusal(type));
        return;
      }
      openModal(
        core,
        { type, options, callbacks: () => latest.current.callbacks, ...(startAt ? { start: startAt } : {}) },
        focusedElement(),
      );
    },
    [core, type, start],
  );
}
