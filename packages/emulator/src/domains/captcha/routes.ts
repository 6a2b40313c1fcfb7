import * as v from 'valibot';
import { invalidData } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_SCRIPT_PATH, captchaScript } from './script.ts';
import { issueCaptchaToken } from './tokens.ts';

const challengeBody = v.object({ sitekey: v.pipe(v.string(), v.minLength(1)) });

/**
 * `GET /captcha/v0/api.js`: the test captcha script (any origin may load it, like Cloudflare's).
 * `POST /captcha/v0/challenge` `{ sitekey }` → `{ token, expires_in_ms }`: the challenge always
 * passes; faults on this path make it fail or hang.
 */
export function registerCaptchaRoutes({ core, hono }: Registry): void {
  hono.get(CAPTCHA_SCRIPT_PATH, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-store');
    return c.body(captchaScript);
  });
  hono.post(CAPTCHA_CHALLENGE_PATH, async (c) => {
    const parsed = v.safeParse(challengeBody, await c.req.json().catch(() => null));
    if (!parsed.success) throw invalidData('`sitekey` is required');
    const { token, expiresInMs } = issueCaptchaToken(core, parsed.output.sitekey);
    return c.json({ token, expires_in_ms: expiresInMs });
  });
}
