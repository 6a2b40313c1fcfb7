import * as v from 'valibot';
import { defineDomain } from '../../kernel/domain.ts';
import { registerCaptchaRoutes } from './routes.ts';
import { captchaSlice, captchaTokenSchema } from './slice.ts';

/** The test captcha (Turnstile's browser API) and the tokens it issued, checked by init calls. */
export const captchaDomain = defineDomain({
  ...captchaSlice,
  state: {
    schema: v.array(captchaTokenSchema),
    save: (tokens) => structuredClone([...tokens.values()]),
    load: (tokens) => new Map(tokens.map((record) => [record.token, record])),
  },
  register: registerCaptchaRoutes,
});

export { CAPTCHA_CHALLENGE_PATH, CAPTCHA_SCRIPT_PATH } from './script.ts';
export { CAPTCHA_TOKEN_TTL_MS, checkCaptchaToken, checkInitCaptcha } from './tokens.ts';
