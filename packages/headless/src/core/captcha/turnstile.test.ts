/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
 */
// Isolated: the loader's first load of the captcha script, run in a page of its own (JavaScript on).
import { afterEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import type { CaptchaWidgetCallbacks } from './provider.ts';
import { createTurnstileProvider } from './turnstile.ts';

/** The Turnstile loader against the emulator's test captcha script, in a simulated page. */
const url = () => inject('emulatorUrl');
const scriptUrl = () => `${url()}/captcha/v0/api.js`;

function callbacks() {
  const onToken = vi.fn<CaptchaWidgetCallbacks['onToken']>();
  const onError = vi.fn<CaptchaWidgetCallbacks['onError']>();
  const onExpired = vi.fn<CaptchaWidgetCallbacks['onExpired']>();
  return { onToken, onError, onExpired };
}

describe('createTurnstileProvider with the emulator script', () => {
  afterEach(async () => {
    await emulatorClient(url()).faults.clear();
    document.body.replaceChildren();
  });

  it('loads the script once, as a plain external script', async () => {
    const provider = createTurnstileProvider(scriptUrl());
    await Promise.all([provider.load(), provider.load(), createTurnstileProvider(scriptUrl()).load()]);
    const scripts = document.head.querySelectorAll('script[data-foyer-captcha-script]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(scriptUrl());
    expect(scripts[0]?.textContent).toBe('');
    expect(window.turnstile).toBeDefined();
  });

  it('renders without running, executes into a token, resets and removes', async () => {
    const provider = createTurnstileProvider(scriptUrl());
    await provider.load();
    const element = document.createElement('div');
    document.body.append(element);
    const widget = callbacks();
    const id = provider.render(element, 'provider-key', widget);
    expect(element.querySelector('[data-emulated-turnstile]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(widget.onToken).not.toHaveBeenCalled();
    provider.execute(id);
    await vi.waitFor(() => expect(widget.onToken).toHaveBeenCalledWith(expect.stringMatching(/^emu\./)));
    provider.reset(id);
    provider.remove(id);
    expect(element.querySelector('[data-emulated-turnstile]')).toBeNull();
  });

  it('reports a failed challenge through onError', async () => {
    await emulatorClient(url()).faults.add({ path: '/captcha/v0/challenge', status: 403, times: 1 });
    const provider = createTurnstileProvider(scriptUrl());
    await provider.load();
    const widget = callbacks();
    const id = provider.render(document.body, 'provider-key', widget);
    provider.execute(id);
    await vi.waitFor(() => expect(widget.onError).toHaveBeenCalledWith('403'));
    expect(widget.onToken).not.toHaveBeenCalled();
  });

  it('a script that does not load rejects with captcha_failure', async () => {
    const loaded = window.turnstile;
    delete window.turnstile; // a page that has Turnstile already never loads a second script
    onTestFinished(() => {
      if (loaded) window.turnstile = loaded;
    });
    await expect(createTurnstileProvider(`${url()}/captcha/v0/missing.js`).load()).rejects.toMatchObject({
      code: 'captcha_failure',
    });
  });
});
