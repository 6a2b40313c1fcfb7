import type { FoyerCore } from '../createFoyerCore.ts';
import { appConfigAtom } from '../store/atoms.ts';
import { type CaptchaFlow, createCaptchaFlow } from './captcha.flow.ts';
import { TURNSTILE_SCRIPT_URL } from './timing.ts';
import { createTurnstileProvider } from './turnstile.ts';

/** The core's captcha: Turnstile's API from `captchaScriptUrl`, the app config's settings; stops with the core. */
export function createCoreCaptcha(core: FoyerCore): CaptchaFlow {
  const captcha = createCaptchaFlow(core, {
    provider: createTurnstileProvider(core.captchaScriptUrl ?? TURNSTILE_SCRIPT_URL),
    settings: () => {
      const config = core.store.get(appConfigAtom);
      return { enabled: config?.captchaEnabled ?? false, siteKey: config?.captchaSiteKey ?? null };
    },
  });
  core.onStop(() => {
    captcha.commands.stop();
    captcha.stop();
  });
  return captcha;
}
