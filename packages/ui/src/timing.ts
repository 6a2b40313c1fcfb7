/** Spec §2, §9 and document 2 §9: the modal's timers, by name. */

/** The modal's state (screen stack, flows) resets this long after it closes. */
export const MODAL_RESET_DELAY_MS = 500;
/** After an intent completes, wait this long before the next after-login step (terms, wallets, MFA) or success. */
export const SUCCESS_DELAY_MS = 900;
/** Success shows this long, then the modal closes. */
export const SUCCESS_CLOSE_DELAY_MS = 1_400;
/** Spec §2, §9: the wallet-created screen shows this long, then the modal moves on (closes). */
export const WALLET_CREATED_DELAY_MS = 2_500;
/** Spec §9: an account transfer's 'Success!' shows this long, then the modal closes. */
export const ACCOUNT_TRANSFER_CLOSE_DELAY_MS = 1_000;
