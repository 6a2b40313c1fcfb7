/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
 */
// Isolated: the captcha script, loaded once per page, runs in a page of its own (JavaScript on).
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emulatorClient } from '../../../../test/support/emulatorClient.ts';
import { renderFoyerHook } from '../../../../test/support/renderWithFoyer.tsx';
import { useAppConfig } from './useAuth.ts';
import { useCaptcha } from './useCaptcha.ts';

const CAPTCHA_APP_ID = 'captcha-hook-app-00000001';
const url = () => inject('emulatorUrl');

describe('useCaptcha (wiring)', () => {
  beforeAll(async () => {
    await emulatorClient(url()).seed({
      apps: [{ id: CAPTCHA_APP_ID, captcha_enabled: true, captcha_site_key: 't:hook-key' }],
    });
  });

  it('stays disabled, loading nothing, for an app without a captcha', async () => {
    const { result } = renderFoyerHook(() => ({ captcha: useCaptcha(), config: useAppConfig() }));
    await waitFor(() => expect(result.current.config).not.toBeNull());
    act(() => result.current.captcha.start());
    expect(result.current.captcha).toMatchObject({ enabled: false, state: { status: 'disabled' } });
    expect(document.querySelector('script[data-foyer-captcha-script]')).toBeNull();
  });

  it('runs into the element given by ref, to success, and reset removes it', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const { result } = renderFoyerHook(() => useCaptcha(), {
      appId: CAPTCHA_APP_ID,
      captchaScriptUrl: `${url()}/captcha/v0/api.js`,
    });
    await waitFor(() => expect(result.current.enabled).toBe(true));
    act(() => {
      result.current.ref(element);
      result.current.start();
    });
    await waitFor(() => expect(result.current.state.status).toBe('loading'));
    await waitFor(() => expect(result.current.state.status).toBe('success'), { timeout: 5_000 });
    expect(result.current.state.result).toMatch(/^emu\./);
    expect(element.querySelector('[data-emulated-turnstile]')).not.toBeNull();
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.state.status).toBe('disabled'));
    expect(element.querySelector('[data-emulated-turnstile]')).toBeNull();
  });
});
