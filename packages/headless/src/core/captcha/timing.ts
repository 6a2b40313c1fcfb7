/** Captcha timings (spec §4 'Captcha', §9). */
export const CAPTCHA_TIMING = {
  /** Wait before the widget counts as ready, while the script loads and the widget renders. */
  firstWaitMs: 1_000,
  /** A ready widget executes by itself this long after it became ready. */
  autoExecuteMs: 500,
  /**
   * The captcha screen shows its success this long before it moves on (spec: 1 s, at most 2 s; the
   * next screen is preloaded while the captcha runs, so nothing else delays it).
   */
  successHoldMs: 1_000,
  /** How long an executing widget may take to answer before 'Captcha failed' (captcha_timeout). */
  resultWaitMs: 20_000,
  /** How often the result wait checks for an answer. */
  pollMs: 200,
  /** Retries after the first attempt; then the adblocker/VPN hint, without a retry. */
  maxRetries: 3,
} as const;

/** Cloudflare Turnstile's script, rendered explicitly (the default of `captchaScriptUrl`). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
