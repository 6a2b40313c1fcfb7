import { ErrorCode } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { IdentityRequest } from '../../kernel/identity.ts';
import { randomToken } from '../../kernel/random.ts';
import { captchaSlice } from './slice.ts';

/** The provider's prefix of Turnstile site keys (spec §5), checked here on the emulator's own. */
const TURNSTILE_PREFIX = 't:';

/** Turnstile tokens live 300 s. */
export const CAPTCHA_TOKEN_TTL_MS = 300_000;

/** A solved challenge: a fresh token for `siteKey`, valid for 300 s on the emulator's clock. */
export function issueCaptchaToken(core: EmulatorCore, siteKey: string): { token: string; expiresInMs: number } {
  const tokens = core.slice(captchaSlice);
  const now = core.clock.now();
  for (const [value, record] of tokens) if (record.expires_at <= now || record.used) tokens.delete(value);
  const token = `emu.${randomToken(32)}`;
  tokens.set(token, { token, site_key: siteKey, expires_at: now + CAPTCHA_TOKEN_TTL_MS, used: false });
  return { token, expiresInMs: CAPTCHA_TOKEN_TTL_MS };
}

const invalidCaptcha = (message: string) => new ApiError(400, ErrorCode.INVALID_CAPTCHA, message);

/**
 * An init call of an app with `captcha_enabled` must carry a token the test captcha issued for the
 * app's site key, unused and unexpired; it is used up here. Without a captcha, `token` is ignored.
 */
export function checkCaptchaToken(core: EmulatorCore, app: AppRecord, token: string | undefined): void {
  if (!app.config.captcha_enabled) return;
  if (token === undefined || token === '') throw invalidCaptcha('A captcha token is required');
  const record = core.slice(captchaSlice).get(token);
  if (!record) throw invalidCaptcha('Invalid captcha token');
  if (record.used) throw invalidCaptcha('Captcha token already used');
  if (record.expires_at <= core.clock.now()) throw invalidCaptcha('Captcha token expired');
  const siteKey = app.config.captcha_site_key ?? '';
  if (`${TURNSTILE_PREFIX}${record.site_key}` !== siteKey) {
    throw invalidCaptcha('Captcha token was issued for another site key');
  }
  record.used = true;
}

/**
 * The captcha rule of init calls (a login, link or update starts): a visitor needs the captcha's
 * token; a signed-in user (linking, updating) does not, but a token they send is checked.
 */
export async function checkInitCaptcha(
  core: EmulatorCore,
  request: IdentityRequest,
  token: string | undefined,
): Promise<void> {
  if (token !== undefined || !(await core.identity.isSignedIn(request))) checkCaptchaToken(core, request.app, token);
}
