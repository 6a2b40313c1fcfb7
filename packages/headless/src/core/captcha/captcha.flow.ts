import { sleep } from '../api/retry.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { ErrorCode } from '../errors/codes.ts';
import { AbortedError, FoyerError } from '../errors/FoyerError.ts';
import { createFlow, type Flow } from '../flow/createFlow.ts';
import type { NoCallbacks } from '../flow/types.ts';
import {
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaSnapshot,
  captchaMachine,
  initialCaptchaSnapshot,
} from './captcha.machine.ts';
import type { CaptchaProvider } from './provider.ts';

/** Whether the app uses a captcha, and its site key (with the 't:' prefix), read when a run starts. */
export interface CaptchaSettings {
  enabled: boolean;
  siteKey: string | null;
}

export interface CaptchaFlowOptions {
  provider: CaptchaProvider;
  settings(): CaptchaSettings;
}

export interface CaptchaCommands {
  /**
   * Where widgets render (the captcha screen's box); null for the default, a box the flow adds at
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

/** The captcha of one core: the machine on the flow runtime, with the widget as its effects' resource. */
export interface CaptchaFlow extends Flow<CaptchaSnapshot, CaptchaEvent, NoCallbacks> {
  commands: CaptchaCommands;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createCaptchaFlow(
  core: Pick<FoyerCore, 'store'>,
  { provider, settings }: CaptchaFlowOptions,
): CaptchaFlow {
  let host: HTMLElement | null = null;
  let fallbackHost: HTMLElement | null = null;
  let widget: string | null = null;

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

  async function render(run: number, siteKey: string, signal: AbortSignal): Promise<void> {
    await provider.load().catch(() => {
      throw new Error('the script did not load');
    });
    if (signal.aborted) return;
    widget = provider.render(renderInto(), siteKey, {
      onToken: (token) => void flow.send({ type: 'solved', run, token }),
      onError: (detail) => void flow.send({ type: 'failed', run, ...(detail ? { detail } : {}) }),
      onExpired: () => void flow.send({ type: 'expired', run }),
    });
  }

  const flow = createFlow<CaptchaSnapshot, CaptchaEvent, CaptchaEffect, NoCallbacks>(core, {
    initial: initialCaptchaSnapshot,
    machine: captchaMachine,
    failed: (effect, error): CaptchaEvent =>
      effect.type === 'render' || effect.type === 'execute'
        ? { type: 'failed', run: effect.run, detail: detailOf(error) }
        : { type: 'settled' },
    async run(effect, { signal }): Promise<CaptchaEvent> {
      switch (effect.type) {
        case 'render':
          // The script loads and the widget renders during the first wait.
          await Promise.all([render(effect.run, effect.siteKey, signal), sleep(effect.atLeastMs, signal)]);
          return { type: 'rendered', run: effect.run };
        case 'execute':
          if (widget !== null) provider.execute(widget);
          return { type: 'settled' };
        case 'remove':
          removeWidget();
          return { type: 'settled' };
        case 'wait':
          await sleep(effect.ms, signal);
          return effect.event;
      }
    },
  });

  const get = flow.getSnapshot;
  const start = () => {
    const { enabled, siteKey } = settings();
    void flow.send({ type: 'start', enabled, siteKey });
  };
  const stop = () => void flow.send({ type: 'stop' });
  const retry = () => void flow.send({ type: 'retry', siteKey: settings().siteKey });
  /** Hand out the unused token: it is single-use, so the machine forgets it. */
  const take = (token: string) => {
    void flow.send({ type: 'consume' });
    return token;
  };

  const commands: CaptchaCommands = {
    attach(element) {
      if (element === host) return;
      host = element;
      // A widget lives in one element: a running captcha starts over in the new one.
      const { status } = get();
      if (status !== 'disabled' && status !== 'success') {
        stop();
        start();
      }
    },
    start,
    retry,
    token({ signal } = {}) {
      if (signal?.aborted) return Promise.reject(new AbortedError('The captcha'));
      const current = get();
      if (current.status === 'success' && current.result) return Promise.resolve(take(current.result));
      if (current.status === 'error') {
        if (current.canRetry) retry();
        else {
          stop();
          start();
        }
      } else if (current.status === 'disabled') start();
      void flow.send({ type: 'want' });
      return new Promise<string>((resolve, reject) => {
        const settle = () => {
          const snapshot = get();
          if (snapshot.status === 'success' && snapshot.result) {
            done();
            resolve(take(snapshot.result));
          } else if (snapshot.status === 'error' || snapshot.status === 'disabled') {
            done();
            reject(snapshot.error ?? new FoyerError(ErrorCode.CAPTCHA_DISABLED, 'The app has no captcha'));
          }
        };
        const onAbort = () => {
          done();
          reject(new AbortedError('The captcha'));
        };
        const unsubscribe = flow.subscribe(settle);
        const done = () => {
          unsubscribe();
          signal?.removeEventListener('abort', onAbort);
        };
        signal?.addEventListener('abort', onAbort);
        settle();
      });
    },
    stop,
  };
  return Object.assign(flow, { commands });
}
