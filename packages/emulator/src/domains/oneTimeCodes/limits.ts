/** A verification code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses before a code is burned. */
export const CODE_MAX_ATTEMPTS = 5;

/** Code sending: at most this many codes per address per window… */
export const CODE_SENDS_PER_ADDRESS = 5;
/** …and per client (`privy-ca-id`) per window, whatever the addresses. */
export const CODE_SENDS_PER_CLIENT = 20;
export const CODE_SEND_WINDOW_MS = 60 * 1000;

/**
 * Failed code checks per address per window, across codes (OWASP ASVS 2.2.1: a new code must not
 * reset the budget). Past it, every check for that address answers 429 until the window moves on.
 */
export const FAILED_CHECKS_PER_ADDRESS = 20;
export const FAILED_CHECK_WINDOW_MS = 60 * 60 * 1000;
