import { AFTER_LOGIN_TIMING } from '@foyer/headless';
import { useFoyerCore } from '@foyer/headless/internal';

/** Spec §2, §9: 'Successfully connected' shows 1.4 s before terms, wallet creation, or close. */
export const OAUTH_SUCCESS_MS = 1_400;
/** `complete()` itself waits `AFTER_LOGIN_TIMING.nextStepMs` before the next step: the screen holds the rest. */
export const OAUTH_SUCCESS_HOLD_MS = OAUTH_SUCCESS_MS - AFTER_LOGIN_TIMING.nextStepMs;
/** That hold, or none in test mode (`testing.fast`). */
export const useSuccessHoldMs = () => (useFoyerCore().fast ? 0 : OAUTH_SUCCESS_HOLD_MS);

/** The bottom-sheet breakpoint (spec §2): phones, where a redirect beats a popup. */
export const wantsPopup = () =>
  typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 440px)').matches;
