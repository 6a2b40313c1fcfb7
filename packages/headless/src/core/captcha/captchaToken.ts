import type { FoyerCore } from '../createFoyerCore.ts';
import { appConfigAtom } from '../store/atoms.ts';
import type { CaptchaFlow } from './captcha.flow.ts';

const captchaKey = Symbol('captcha');

/** The app config asks for a captcha (`captcha_enabled`, or the local `captchaEnabled` option). */
export function isCaptchaEnabled(core: FoyerCore): boolean {
  return core.store.get(appConfigAtom)?.captchaEnabled ?? false;
}

/**
 * The captcha of this core, loaded on first use (its own chunk: the machine, its flow and the
 * Turnstile loader), then the same one for the core's life. Apps without a captcha never load it.
 */
export function getCaptcha(core: FoyerCore): Promise<CaptchaFlow> {
  return core.memo(captchaKey, () =>
    import('./coreCaptcha.ts').then(({ createCoreCaptcha }) => createCoreCaptcha(core)),
  );
}

/**
 * The captcha token for an init call (`token` in e-mail and SMS init, reference §4/§5): `undefined`
 * when the app has no captcha, else a fresh single-use token. It takes the token the captcha
 * screen got, or runs the captcha now (in a box at the end of the page when no screen shows one).
 * Rejects with the captcha's error (`captcha_failure`, `captcha_timeout`, `invalid_config` for a
 * site key without 't:') or `aborted` when `signal` aborts. Flows call it inside their effect, with
 * the effect's signal, so a superseded command stops waiting.
 */
export async function captchaTokenFor(
  core: FoyerCore,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<string | undefined> {
  if (!isCaptchaEnabled(core)) return undefined;
  const captcha = await getCaptcha(core);
  return captcha.commands.token({ signal });
}
