/**
 * New guest users per app and client IP per window (per app alone in-process, where requests have
 * no IP). Past it, a new guest answers 429 `too_many_requests`; guests who exist still log in.
 */
export const GUEST_SIGNUPS_PER_CLIENT = 10;
export const GUEST_SIGNUP_WINDOW_MS = 60 * 1000;
