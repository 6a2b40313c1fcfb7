/**
 * The error body's `cause` when the provider itself rate-limited an OAuth exchange (429
 * `too_many_requests`; spec §8 'Request limit reached for {provider}'). Its own module (not
 * `wire.ts`, which startup code imports), so only the code that reads it carries it.
 */
export const OAUTH_PROVIDER_RATE_LIMIT_CAUSE = 'oauth_provider_rate_limited';
