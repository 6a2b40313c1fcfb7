import { ErrorCode } from '../errors/codes.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import type { CaptchaProvider } from './provider.ts';

/** The part of Cloudflare Turnstile's browser API (`window.turnstile`) the kit uses. */
export interface TurnstileApi {
  render(
    element: HTMLElement,
    params: {
      sitekey: string;
      callback: (token: string) => void;
      'error-callback': (code?: string) => boolean | undefined;
      'expired-callback': () => void;
      execution: 'execute';
      appearance: 'interaction-only';
      'response-field': false;
    },
  ): string | undefined;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_ATTRIBUTE = 'data-foyer-captcha-script';

/** One load per page and script URL, shared by every provider (a second `<script>` would redefine the API). */
const loads = new Map<string, Promise<TurnstileApi>>();

function loadScript(url: string): Promise<TurnstileApi> {
  const existing = loads.get(url);
  if (existing) return existing;
  const promise = new Promise<TurnstileApi>((resolve, reject) => {
    const failed = () => {
      loads.delete(url);
      reject(new FoyerError(ErrorCode.CAPTCHA_FAILURE, `Captcha failed (the script at ${url} did not load)`));
    };
    if (window.turnstile) return resolve(window.turnstile);
    // A plain external script: no inline code and no eval, so a strict CSP only needs its origin in script-src.
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    script.addEventListener('load', () => (window.turnstile ? resolve(window.turnstile) : failed()));
    script.addEventListener('error', failed);
    document.head.append(script);
  });
  loads.set(url, promise);
  return promise;
}

/**
 * Cloudflare Turnstile, or anything that implements its browser API at `scriptUrl` (the emulator
 * serves one at `/captcha/v0/api.js`). Widgets render with `execution: 'execute'` and
 * `appearance: 'interaction-only'`: nothing shows unless the service needs the visitor.
 */
export function createTurnstileProvider(scriptUrl: string): CaptchaProvider {
  let api: TurnstileApi | null = null;
  const turnstile = (): TurnstileApi => {
    if (!api) throw new FoyerError(ErrorCode.CAPTCHA_FAILURE, 'Captcha failed (the script is not loaded)');
    return api;
  };
  return {
    async load() {
      api = await loadScript(scriptUrl);
    },
    render(element, siteKey, callbacks) {
      const id = turnstile().render(element, {
        sitekey: siteKey,
        callback: (token) => callbacks.onToken(token),
        'error-callback': (code) => {
          callbacks.onError(code);
          return true; // handled: Turnstile neither retries by itself nor throws
        },
        'expired-callback': () => callbacks.onExpired(),
        execution: 'execute',
        appearance: 'interaction-only',
        'response-field': false,
      });
      if (!id) throw new FoyerError(ErrorCode.CAPTCHA_FAILURE, 'Captcha failed (the widget did not render)');
      return id;
    },
    execute: (id) => turnstile().execute(id),
    reset: (id) => turnstile().reset(id),
    remove: (id) => turnstile().remove(id),
  };
}
