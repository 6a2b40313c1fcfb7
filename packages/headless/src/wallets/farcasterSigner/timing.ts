/** Spec §4, §9: a Farcaster signer's status is polled every 2 s, for at most 300 000 ms. */
export const FARCASTER_SIGNER_POLL_MS = 2_000;
export const FARCASTER_SIGNER_TIMEOUT_MS = 300_000;
