import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/codes.ts';
import { type CaptchaSettings, createCaptchaFlow } from './captcha.flow.ts';
import type { CaptchaProvider, CaptchaWidgetCallbacks } from './provider.ts';
import { CAPTCHA_TIMING } from './timing.ts';

/** A provider whose widgets answer when the test says so. */
function fakeProvider() {
  const widgets = new Map<string, { siteKey: string; element: HTMLElement; callbacks: CaptchaWidgetCallbacks }>();
  const calls: string[] = [];
  let next = 0;
  const provider: CaptchaProvider = {
    load: vi.fn(() => Promise.resolve()),
    render(element, siteKey, callbacks) {
      const id = `w${++next}`;
      widgets.set(id, { siteKey, element, callbacks });
      calls.push(`render ${id} ${siteKey}`);
      return id;
    },
    execute: (id) => void calls.push(`execute ${id}`),
    reset: (id) => void calls.push(`reset ${id}`),
    remove(id) {
      calls.push(`remove ${id}`);
      widgets.delete(id);
    },
  };
  const last = () => [...widgets.values()].at(-1);
  return {
    provider,
    calls,
    widgets,
    solve: (token: string) => last()?.callbacks.onToken(token),
    fail: (detail?: string) => last()?.callbacks.onError(detail),
    expire: () => last()?.callbacks.onExpired(),
  };
}

function setup(settings: CaptchaSettings = { enabled: true, siteKey: 't:site-key' }) {
  const fake = fakeProvider();
  const flow = createCaptchaFlow({ store: createStore() }, { provider: fake.provider, settings: () => settings });
  const captcha = { ...flow.commands, getSnapshot: flow.getSnapshot };
  return { ...fake, captcha, status: () => captcha.getSnapshot().status };
}

/** Lets the script load (a resolved promise) and the widget render. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('captcha flow (spec §4 Captcha, §9 timings)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('is disabled when the app has no captcha', () => {
    const { captcha, calls, status } = setup({ enabled: false, siteKey: null });
    captcha.start();
    expect(status()).toBe('disabled');
    expect(calls).toEqual([]);
  });

  it('renders with the site key without its t: prefix, waits 1 s, is ready, and executes 0.5 s later', async () => {
    const { captcha, calls, status } = setup();
    captcha.start();
    expect(status()).toBe('loading');
    await flush();
    expect(calls).toEqual(['render w1 site-key']);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs - 1);
    expect(status()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('ready');
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.autoExecuteMs - 1);
    expect(calls).toEqual(['render w1 site-key']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['render w1 site-key', 'execute w1']);
    expect(status()).toBe('loading');
  });

  it('renders in a box at the end of the page without a screen, and in the attached element with one', async () => {
    const { captcha, widgets } = setup();
    captcha.start();
    await flush();
    const box = [...widgets.values()][0]?.element;
    expect(box?.parentElement).toBe(document.body);
    expect(box?.hasAttribute('data-foyer-captcha')).toBe(true);
    const screen = document.createElement('div');
    captcha.attach(screen);
    await flush();
    expect([...widgets.values()].map((widget) => widget.element)).toEqual([screen]);
    expect(box?.isConnected).toBe(false);
  });

  it('succeeds with the token the widget gives', async () => {
    const { captcha, solve } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    solve('token-1');
    expect(captcha.getSnapshot()).toMatchObject({ status: 'success', result: 'token-1', error: null });
  });

  it("waits 20 s for the result, polling every 200 ms, then fails with captcha_timeout ('Captcha failed')", async () => {
    const { captcha, status } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.pollMs);
    expect(captcha.getSnapshot().polls).toBe(1);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.resultWaitMs - 2 * CAPTCHA_TIMING.pollMs);
    expect(status()).toBe('loading');
    expect(captcha.getSnapshot().polls).toBe(99);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.pollMs);
    expect(captcha.getSnapshot()).toMatchObject({ status: 'error', canRetry: true });
    expect(captcha.getSnapshot().error).toMatchObject({ code: ErrorCode.CAPTCHA_TIMEOUT });
    expect(captcha.getSnapshot().error?.message).toMatch(/^Captcha failed/);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with captcha_failure when the widget reports an error, and allows 3 retries, no more', async () => {
    const { captcha, fail, calls } = setup();
    captcha.start();
    for (let retries = 0; retries <= CAPTCHA_TIMING.maxRetries; retries += 1) {
      await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
      fail('300030');
      expect(captcha.getSnapshot()).toMatchObject({
        status: 'error',
        retries,
        canRetry: retries < CAPTCHA_TIMING.maxRetries,
      });
      expect(captcha.getSnapshot().error).toMatchObject({ code: ErrorCode.CAPTCHA_FAILURE });
      captcha.retry();
    }
    // The fourth failure (after 3 retries) stays: no new widget.
    expect(captcha.getSnapshot().status).toBe('error');
    expect(calls.filter((call) => call.startsWith('render'))).toHaveLength(4);
    expect(calls.filter((call) => call.startsWith('remove'))).toHaveLength(3);
  });

  it("refuses a site key without the 't:' prefix (invalid_config, 'Unsupported captcha site key'), with no retry", async () => {
    const { captcha, calls } = setup({ enabled: true, siteKey: 'x:site-key' });
    captcha.start();
    expect(captcha.getSnapshot()).toMatchObject({ status: 'error', canRetry: false });
    expect(captcha.getSnapshot().error).toMatchObject({
      code: ErrorCode.INVALID_CONFIG,
      message: 'Unsupported captcha site key',
    });
    await expect(captcha.token()).rejects.toMatchObject({ code: ErrorCode.INVALID_CONFIG });
    expect(calls).toEqual([]);
  });

  it('hands out a token once: the widget goes, and the next request runs a new one', async () => {
    const { captcha, solve, calls } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    solve('token-1');
    await expect(captcha.token()).resolves.toBe('token-1');
    expect(captcha.getSnapshot()).toMatchObject({ status: 'disabled', result: null });
    expect(calls.at(-1)).toBe('remove w1');
    const second = captcha.token();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs);
    expect(calls.slice(-2)).toEqual(['render w2 site-key', 'execute w2']);
    solve('token-2');
    await expect(second).resolves.toBe('token-2');
  });

  it('ignores a late answer of a widget it no longer runs', async () => {
    const { captcha, widgets } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    const old = [...widgets.values()][0]?.callbacks;
    captcha.stop();
    captcha.start();
    old?.onToken('stale');
    expect(captcha.getSnapshot()).toMatchObject({ status: 'loading', result: null });
  });

  it('a token request runs the captcha and executes as soon as it is ready, without the 0.5 s delay', async () => {
    const { captcha, solve, calls } = setup();
    const token = captcha.token();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs);
    expect(calls).toEqual(['render w1 site-key', 'execute w1']);
    solve('token-1');
    await expect(token).resolves.toBe('token-1');
  });

  it('a token request after an error retries, and after the last retry starts a new series', async () => {
    const { captcha, fail, solve } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    fail();
    const retried = captcha.token();
    expect(captcha.getSnapshot()).toMatchObject({ status: 'loading', retries: 1 });
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs);
    fail();
    await expect(retried).rejects.toMatchObject({ code: ErrorCode.CAPTCHA_FAILURE });
    for (let retry = 2; retry <= CAPTCHA_TIMING.maxRetries; retry += 1) {
      captcha.retry();
      await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
      fail();
    }
    expect(captcha.getSnapshot().canRetry).toBe(false);
    const fresh = captcha.token();
    expect(captcha.getSnapshot()).toMatchObject({ status: 'loading', retries: 0 });
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs);
    solve('token-after');
    await expect(fresh).resolves.toBe('token-after');
  });

  it('an expired token is dropped and the widget executes again 0.5 s later', async () => {
    const { captcha, solve, expire, calls } = setup();
    captcha.start();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.firstWaitMs + CAPTCHA_TIMING.autoExecuteMs);
    solve('token-1');
    expire();
    expect(captcha.getSnapshot()).toMatchObject({ status: 'ready', result: null });
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMING.autoExecuteMs);
    expect(calls.filter((call) => call === 'execute w1')).toHaveLength(2);
  });

  it('stops waiting when the signal aborts, and stop() removes the widget and its timers', async () => {
    const { captcha, calls } = setup();
    const controller = new AbortController();
    const token = captcha.token({ signal: controller.signal });
    await flush();
    controller.abort();
    await expect(token).rejects.toMatchObject({ code: ErrorCode.ABORTED });
    captcha.stop();
    expect(captcha.getSnapshot().status).toBe('disabled');
    expect(calls.at(-1)).toBe('remove w1');
    expect(vi.getTimerCount()).toBe(0);
    expect(document.querySelector('[data-foyer-captcha]')).toBeNull();
  });

  it('a script that does not load is a captcha_failure', async () => {
    const { captcha, provider } = setup();
    vi.mocked(provider.load).mockRejectedValueOnce(new Error('blocked'));
    const token = captcha.token();
    await expect(token).rejects.toMatchObject({ code: ErrorCode.CAPTCHA_FAILURE });
    expect(captcha.getSnapshot().canRetry).toBe(true);
  });
});
