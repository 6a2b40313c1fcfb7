'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CaptchaCommands, CaptchaFlow } from '../core/captcha/captcha.flow.ts';
import { type CaptchaSnapshot, initialCaptchaSnapshot } from '../core/captcha/captcha.machine.ts';
import { getCaptcha } from '../core/captcha/captchaToken.ts';
import { useFoyerCore } from './context.ts';
import { useAppConfig } from './useAuth.ts';

export interface UseCaptchaReturnType {
  /** `disabled` until the app config enables a captcha and a run starts (spec §4 'Captcha' states). */
  state: CaptchaSnapshot;
  /** The app config enables a captcha. */
  enabled: boolean;
  /**
   * A ref callback for the element the widget renders into (a custom captcha screen). Without one,
   * widgets render in a box at the end of the page.
   */
  ref(element: HTMLElement | null): void;
  /** Run the captcha now (render, first wait, execute 0.5 s after ready). */
  start(): void;
  /** Another attempt after an error, while `state.canRetry` (3 retries). */
  retry(): void;
  /** Remove the widget and forget its token (a screen closing). */
  reset(): void;
}

const noSubscription = () => () => {};
const initial = () => initialCaptchaSnapshot;

/**
 * The captcha, for custom UIs that show it themselves (the e-mail and SMS hooks run it on their
 * own when the app enables it). Its code loads only once the app config enables a captcha.
 */
export function useCaptcha(): UseCaptchaReturnType {
  const core = useFoyerCore();
  const enabled = useAppConfig()?.captchaEnabled ?? false;
  const [flow, setFlow] = useState<CaptchaFlow | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void getCaptcha(core).then((loaded) => live && setFlow(loaded));
    return () => {
      live = false;
    };
  }, [core, enabled]);
  const state = useSyncExternalStore(
    flow?.subscribe ?? noSubscription,
    flow?.getSnapshot ?? initial,
    flow?.getSnapshot ?? initial,
  );
  const withCaptcha = useCallback(
    (command: (captcha: CaptchaCommands) => void) => {
      if (enabled) void getCaptcha(core).then((captcha) => command(captcha.commands));
    },
    [core, enabled],
  );
  return {
    state,
    enabled,
    ref: useCallback((element: HTMLElement | null) => withCaptcha((captcha) => captcha.attach(element)), [withCaptcha]),
    start: useCallback(() => withCaptcha((captcha) => captcha.start()), [withCaptcha]),
    retry: useCallback(() => withCaptcha((captcha) => captcha.retry()), [withCaptcha]),
    reset: useCallback(() => withCaptcha((captcha) => captcha.stop()), [withCaptcha]),
  };
}
