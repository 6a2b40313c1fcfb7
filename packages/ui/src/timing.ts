/** Spec §2, §9: the modal's own timers (the after-login waits are headless': `AFTER_LOGIN_TIMING`). */

/** The modal's state (screen stack, flows) resets this long after it closes. */
export const MODAL_RESET_DELAY_MS = 500;
/** Spec §9: an account transfer's 'Success!' shows this long, then the modal closes. */
export const ACCOUNT_TRANSFER_CLOSE_DELAY_MS = 1_000;
/** Spec §9: funding's and bridging's 'Success!' shows this long, then the modal closes. */
export const FUNDING_SUCCESS_CLOSE_DELAY_MS = 4_000;
/** Spec §4, §9: delegation consent's and revoke's result (success or error) shows this long, then the modal closes. */
export const DELEGATION_RESULT_CLOSE_DELAY_MS = 2_500;
/** Spec §4 'Farcaster signer': once approved, the success shows this long, then the modal closes. */
export const FARCASTER_SIGNER_CLOSE_DELAY_MS = 1_400;
