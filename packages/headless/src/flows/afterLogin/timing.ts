/** Spec §2, §9 and document 2 §9: the waits between a verified login and the end of its after-login steps. */
export const AFTER_LOGIN_TIMING = {
  /** A completed login (or step) shows its success this long before the next step, or the final success. */
  nextStepMs: 900,
  /** The final success shows this long, then the steps are done (the modal closes). */
  successMs: 1_400,
  /** The 'wallet created' success of the wallet step shows this long before the next step. */
  walletCreatedMs: 2_500,
} as const;
