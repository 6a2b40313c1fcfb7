import type { FoyerCore } from '../createFoyerCore.ts';
import { appConfigAtom } from '../store/atoms.ts';
import { type CaptchaRuntime, createCaptchaRuntime } from './captchaRuntime.ts';
import { TURNSTILE_SCRIPT_URL } from './timing.ts';
import { createTurnstileProvider } from './turnstile.ts';

/** The core's captcha: Turnstile's API from `captchaScriptUrl`, the app config's settings; stops with the core. */
export function createCoreCaptcha(core: FoyerCore): CaptchaRuntime {
  const captcha = createCaptchaRuntime({
    provider: createTurnstileProvider(core.captchaScriptUrl ?? TURNSTILE_SCRIPT_URL),
    settings: () => {
      const config = core.store.get(appConfigAtom);
      return { enabled: config?.captchaEnabled ?? false, siteKey: config?.captchaSiteKey ?? null };
    },
  });
  core.onStop(() => captcha.stop());
  return captcha;
}
