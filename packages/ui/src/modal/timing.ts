import { RESEND_COOLDOWN_MS } from '@foyer/headless';

/** Spec §2, §9: timers of the modal, by name. */

/** The modal's state (screen stack, flow) resets this long after it closes. */
export const MODAL_RESET_DELAY_MS = 500;
/** After a code is accepted, wait this long before the after-login step (terms, wallet, close). */
export const SUCCESS_DELAY_MS = 900;
/** ...then close this long after that. */
export const SUCCESS_CLOSE_DELAY_MS = 1_400;
/** A wrong code shakes; the boxes clear and refocus after this long. */
export const WRONG_CODE_RESET_MS = 1_400;
/** 'Resend code' shows as 'Code sent' this long after a resend. */
export const CODE_SENT_BADGE_MS = RESEND_COOLDOWN_MS;
