import { ErrorCode } from '../errors/codes.ts';
import { AbortedError, FoyerError } from '../errors/FoyerError.ts';
import {
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaSnapshot,
  type CaptchaTimer,
  captchaMachine,
  initialCaptchaSnapshot,
} from './captcha.machine.ts';
import type { CaptchaProvider } from './provider.ts';

/** Whether the app uses a captcha, and its site key (with the 't:' prefix), read when a run starts. */
export interface CaptchaSettings {
  enabled: boolean;
  siteKey: string | null;
}

export interface CaptchaRuntimeOptions {
  provider: CaptchaProvider;
  settings(): CaptchaSettings;
}

/** The captcha of one core: the machine, its timers and the widget. */
export interface CaptchaRuntime {
  getSnapshot(): CaptchaSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Where widgets render (the captcha screen's box); null for the default, a box the runtime adds at
   * the end of `document.body` while a widget lives. A change moves a running captcha there.
   */
  attach(element: HTMLElement | null): void;
  /** Start a run when none is going (the captcha screen shows, or a token is needed). */
  start(): void;
  /** Another attempt after an error, while `canRetry`. */
  retry(): void;
  /**
   * A fresh single-use token: the unused one, else the captcha runs (at once) and this waits for
   * it. Rejects with the run's error (captcha_failure, captcha_timeout, invalid_config) or when
   * `signal` aborts. After an error a request tries again: a retry, or a new series after the last.
   */
  token(options?: { signal?: AbortSignal | undefined }): Promise<string>;
  /** Remove the widget and forget everything (the modal closed, the core stopped). */
  stop(): void;
}

export function createCaptchaRuntime({ provider, settings }: CaptchaRuntimeOptions): CaptchaRuntime {
  let snapshot = initialCaptchaSnapshot;
  const listeners = new Set<() => void>();
  const timers = new Map<CaptchaTimer, ReturnType<typeof setTimeout>>();
  let host: HTMLElement | null = null;
  let fallbackHost: HTMLElement | null = null;
  let widget: string | null = null;

  function send(event: CaptchaEvent): void {
    const step = captchaMachine(snapshot, event);
    const changed = step.snapshot !== snapshot;
    snapshot = step.snapshot;
    for (const effect of step.effects) run(effect);
    if (changed) for (const listener of [...listeners]) listener();
  }

  function clearTimer(timer: CaptchaTimer): void {
    clearTimeout(timers.get(timer));
    timers.delete(timer);
  }

  function removeWidget(): void {
    const id = widget;
    widget = null;
    if (id !== null) {
      try {
        provider.remove(id);
      } catch {
        // The widget is gone already (its element left the page).
      }
    }
    fallbackHost?.remove();
    fallbackHost = null;
  }

  function renderInto(): HTMLElement {
    if (host) return host;
    fallbackHost = document.createElement('div');
    fallbackHost.setAttribute('data-foyer-captcha', '');
    document.body.append(fallbackHost);
    return fallbackHost;
  }

  function render(runId: number, siteKey: string): void {
    const current = () => snapshot.run === runId;
    provider.load().then(
      () => {
        if (!current()) return;
        try {
          widget = provider.render(renderInto(), siteKey, {
            onToken: (token) => send({ type: 'solved', run: runId, token }),
            onError: (detail) => send({ type: 'failed', run: runId, ...(detail ? { detail } : {}) }),
            onExpired: () => send({ type: 'expired', run: runId }),
          });
        } catch (error) {
          return send({ type: 'failed', run: runId, detail: error instanceof Error ? error.message : String(error) });
        }
        send({ type: 'rendered', run: runId });
      },
      () => {
        if (current()) send({ type: 'failed', run: runId, detail: 'the script did not load' });
      },
    );
  }

  function run(effect: CaptchaEffect): void {
    switch (effect.type) {
      case 'render':
        render(effect.run, effect.siteKey);
        return;
      case 'execute': {
        if (widget === null) return;
        try {
          provider.execute(widget);
        } catch (error) {
          send({ type: 'failed', run: effect.run, detail: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      case 'remove':
        removeWidget();
        return;
      case 'schedule': {
        clearTimer(effect.timer);
        const { event } = effect;
        timers.set(
          effect.timer,
          setTimeout(() => {
            timers.delete(effect.timer);
            send(event);
          }, effect.ms),
        );
        return;
      }
      case 'cancel':
        clearTimer(effect.timer);
        return;
    }
  }

  function start(): void {
    const { enabled, siteKey } = settings();
    send({ type: 'start', enabled, siteKey });
  }

  function stop(): void {
    send({ type: 'stop' });
  }

  /** Hand out the unused token: it is single-use, so the machine forgets it. */
  function take(token: string): string {
    send({ type: 'consume' });
    return token;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(element) {
      if (element === host) return;
      host = element;
      // A widget lives in one element: a running captcha starts over in the new one.
      if (snapshot.status !== 'disabled' && snapshot.status !== 'success') {
        stop();
        start();
      }
    },
    start,
    retry: () => send({ type: 'retry', siteKey: settings().siteKey }),
    token({ signal } = {}) {
      if (signal?.aborted) return Promise.reject(new AbortedError('The captcha'));
      if (snapshot.status === 'success' && snapshot.token) return Promise.resolve(take(snapshot.token));
      if (snapshot.status === 'error') {
        if (snapshot.canRetry) send({ type: 'retry', siteKey: settings().siteKey });
        else {
          stop();
          start();
        }
      } else if (snapshot.status === 'disabled') start();
      send({ type: 'want' });
      return new Promise<string>((resolve, reject) => {
        const settle = () => {
          if (snapshot.status === 'success' && snapshot.token) {
            done();
            resolve(take(snapshot.token));
          } else if (snapshot.status === 'error' || snapshot.status === 'disabled') {
            done();
            reject(snapshot.error ?? new FoyerError(ErrorCode.CAPTCHA_DISABLED, 'The app has no captcha'));
          }
        };
        const onAbort = () => {
          done();
          reject(new AbortedError('The captcha'));
        };
        listeners.add(settle);
        const done = () => {
          listeners.delete(settle);
          signal?.removeEventListener('abort', onAbort);
        };
        signal?.addEventListener('abort', onAbort);
        settle();
      });
    },
    stop,
  };
}
