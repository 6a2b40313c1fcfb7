'use client';
import { CAPTCHA_TIMING, type CaptchaSnapshot, useCaptcha } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CaptchaView, type CaptchaViewStatus } from './CaptchaView.tsx';

function viewStatus(state: CaptchaSnapshot): CaptchaViewStatus {
  if (state.status === 'success') return 'success';
  if (state.status === 'error') return state.canRetry ? 'error' : 'blocked';
  return 'checking';
}

/**
 * The captcha screen (spec §2, §4): runs the captcha in its box while it shows; once it passed,
 * 'Success!' for 1 s, then the next screen, which sends its code with the token. Leaving before
 * it passed removes the widget. Back from the next screen passes through here to the one before.
 */
export default function CaptchaScreen() {
  const screen = useScreen('captcha');
  const View = useScreenView('captcha', CaptchaView);
  const { next, passed = false } = screen.params;
  const { state, ref, start, retry, reset } = useCaptcha();
  const succeeded = state.status === 'success';

  const goBack = useEffectEvent(() => screen.back());
  useEffect(() => {
    if (passed) goBack();
  }, [passed]);

  const preload = useEffectEvent(() => screen.preload(next.id));
  useEffect(() => preload(), []);

  // Runs while this screen shows; leaving it before success forgets the attempt.
  const leave = useEffectEvent(() => {
    if (!succeeded) reset();
  });
  useEffect(() => {
    if (passed) return;
    start();
    return () => leave();
  }, [passed, start]);

  // Success shows for 1 s, then the next screen (spec §4 'Captcha').
  const proceed = useEffectEvent(() => {
    screen.setParams({ next, passed: true });
    screen.navigate(next.id, next.params);
  });
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => proceed(), CAPTCHA_TIMING.successHoldMs);
    return () => clearTimeout(timer);
  }, [succeeded]);

  return <View status={viewStatus(state)} error={state.error} widgetRef={passed ? undefined : ref} onRetry={retry} />;
}
