import { type ApiClient, createApiClient } from './api/client.ts';
import * as analytics from './api/routes/analytics.ts';
import * as app from './api/routes/app.ts';
import { assertAppId, assertTokenTimeout, resolveAppConfig } from './config/appConfig.ts';
import type { FoyerConfig } from './config/types.ts';
import { DEFAULT_API_URL } from './constants.ts';
import { isFoyerError, toFoyerError } from './errors/FoyerError.ts';
import { type RecentLogin, readRecentLogin, recentLoginKey } from './recent.ts';
import { forgetProviderTokensAtSessionEnd } from './session/providerTokens.ts';
import { createSession, type Session } from './session/session.ts';
import type { TabLock } from './session/tabLock.ts';
import { browserStorage, type FoyerStorage } from './storage.ts';
import {
  appConfigAtom,
  configErrorAtom,
  createFoyerStore,
  type FoyerStore,
  readyAtom,
  recentLoginAtom,
} from './store/atoms.ts';

/**
 * Options for tests, stories and the in-process emulator only. Apps never need them: each one
 * replaces something the kit otherwise takes from the platform.
 */
export interface FoyerTestingOptions {
  /** Replaces `globalThis.fetch`, e.g. `createInProcessEmulator().fetch`. */
  fetch?: typeof fetch | undefined;
  /** Replaces `Date.now`, e.g. an emulator's clock, so token expiry follows it. */
  now?: (() => number) | undefined;
  /** Base delay of the 3 retries (default 500 ms), so tests need not wait 6.5 s. */
  retryDelayMs?: number | undefined;
  /** Per-request deadline (default 20 000 ms). */
  timeoutMs?: number | undefined;
  /** Replaces the cross-tab refresh lock (Web Locks, else a lease in storage). */
  lock?: TabLock | undefined;
  /**
   * Test mode, for a built app under end-to-end tests (set it from an env var): retries do not wait
   * (unless `retryDelayMs` says otherwise) and the waits meant for people (the modal's 'Success!'
   * screens, the after-login steps' holds) take no time. Never on in production.
   */
  fast?: boolean | undefined;
}

export interface FoyerCoreOptions {
  /** The app id: exactly 25 characters. */
  appId: string;
  clientId?: string | undefined;
  /** API base; defaults to the hosted provider. Point it at the emulator for local work. */
  apiUrl?: string | undefined;
  config?: FoyerConfig | undefined;
  /** Where the session is kept; default `localStorage` when the page has one, else memory. */
  storage?: FoyerStorage | undefined;
  /**
   * The longest `getAccessToken()` waits for the refresh it needs, retries included: default
   * 30 000 ms. Then it rejects with `client_request_timeout` and the session is kept.
   */
  tokenTimeoutMs?: number | undefined;
  /** Test-only replacements (fetch, clock, retry and timeout delays) and the test mode (`fast`). */
  testing?: FoyerTestingOptions | undefined;
  /**
   * Where the captcha's script comes from, when the app config enables one: Cloudflare Turnstile by
   * default; the emulator serves a test one at `{emulator}/captcha/v0/api.js`. Loaded only then.
   */
  captchaScriptUrl?: string | undefined;
  /**
   * Telegram's login page, where the Telegram login goes: Telegram's own by default; the emulator
   * serves a simulator at `{emulator}/telegram/auth`.
   */
  telegramAuthUrl?: string | undefined;
}

/** The framework-free kit: one per provider mount. React (or any framework) only wires it up. */
export interface FoyerCore {
  readonly appId: string;
  readonly clientId: string | undefined;
  /** The configured API base (the wallet iframe's origin), whatever the app config says later. */
  readonly apiUrl: string;
  /** The `captchaScriptUrl` option (unset: Cloudflare Turnstile's, resolved when a captcha loads). */
  readonly captchaScriptUrl: string | undefined;
  /** The `telegramAuthUrl` option (unset: Telegram's own page). */
  readonly telegramAuthUrl: string | undefined;
  /** Test mode (`testing.fast`): waits meant for people take no time. */
  readonly fast: boolean;
  readonly store: FoyerStore;
  readonly api: ApiClient;
  readonly session: Session;
  /** The `storage` option (default `localStorage`): what the kit keeps on the device, e.g. a guest's credential. */
  readonly storage: FoyerStorage;
  now(): number;
  /**
   * Fetch the app config and settle the stored session; `ready` turns true after. Construction does
   * nothing by itself: no request, timer or listener exists before `start()`.
   */
  start(): Promise<void>;
  /** Abort what `start()` has in flight and remove its listeners. `start()` may be called again. */
  stop(): void;
  /** Fetch the app config again (after a failure); concurrent calls share one request. */
  reloadConfig(): Promise<void>;
  /**
   * Remember a successful login, per app on this device: its method and the account it used (type,
   * wallet client, chain), for the 'Recent' chip (`recentLoginOf(method, account)`).
   */
  rememberLogin(recent: RecentLogin): void;
  /** Fire-and-forget analytics event: never retried, never throws. */
  track(eventName: string, payload?: Record<string, unknown>): void;
  /** One value per core and key, made by `create` on first use (parts loaded on demand, e.g. wallets). */
  memo<T>(key: symbol, create: () => T): T;
  /** Runs `listener` on every `stop()` (parts holding browser resources release them); returns its removal. */
  onStop(listener: () => void): () => void;
}

export function createFoyerCore(options: FoyerCoreOptions): FoyerCore {
  assertAppId(options.appId);
  assertTokenTimeout(options.tokenTimeoutMs);
  const { appId, clientId, testing = {} } = options;
  const now = testing.now ?? Date.now;
  const fast = !!testing.fast;
  const retryDelayMs = testing.retryDelayMs ?? (fast ? 0 : undefined);
  const store = createFoyerStore();
  const storage = options.storage ?? browserStorage();
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL;
  const api = createApiClient({
    appId,
    clientId,
    apiUrl,
    storage,
    fetch: testing.fetch,
    retryDelayMs,
    timeoutMs: testing.timeoutMs,
    // `session` is created below; the API never asks for a bearer before then.
    getBearer: (route) => (route.refreshFirst ? session.getAccessToken() : Promise.resolve(session.bearer())),
  });
  const session: Session = createSession({
    appId,
    api,
    storage,
    store,
    now,
    lock: testing.lock,
    retryDelayMs,
    tokenTimeoutMs: options.tokenTimeoutMs,
  });

  function track(eventName: string, payload: Record<string, unknown> = {}): void {
    api
      .call(analytics.event, {
        body: {
          event_name: eventName,
          client_id: clientId ?? null,
          payload: { ...payload, clientTimestamp: new Date(now()).toISOString() },
        },
      })
      .catch(() => undefined);
  }

  const parts = new Map<symbol, unknown>();
  const stopListeners = new Set<() => void>();

  /** Aborted by `stop()`; a new one per `start()`. */
  let lifetime = new AbortController();
  /** The config fetch in flight, shared by concurrent calls of the same lifetime only. */
  let loading: { signal: AbortSignal; promise: Promise<void> } | null = null;

  /** Never throws: a failure lands in `configErrorAtom` (and the console, for the app's developer). */
  function loadConfig(): Promise<void> {
    const { signal } = lifetime;
    // A fetch a stop() aborted is not reused by the next start() (StrictMode mounts twice).
    if (loading?.signal === signal) return loading.promise;
    const promise: Promise<void> = (async () => {
      store.set(configErrorAtom, null);
      try {
        const wire = await api.call(app.config, { params: { app_id: appId }, signal, fallbackBase: true });
        const { config, warnings } = resolveAppConfig(wire, options.config);
        for (const warning of warnings) console.warn(`[foyer] ${warning}`);
        api.setBaseUrl(config.serverCookies.apiUrl);
        session.setServerCookies(config.serverCookies.enabled);
        store.set(appConfigAtom, config);
        track('sdk_initialize', { config: options.config ?? {} });
      } catch (error) {
        if (signal.aborted && isFoyerError(error, 'aborted')) return;
        const failure = toFoyerError(error);
        console.error(`[foyer] The app config could not be loaded (${failure.code}): ${failure.message}`);
        store.set(configErrorAtom, failure);
      }
    })().finally(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { signal, promise };
    return promise;
  }

  let started: Promise<void> | null = null;
  /** The session was settled without an app config (it failed): settle it again once one loads. */
  let settledWithoutConfig = false;
  function start(): Promise<void> {
    if (lifetime.signal.aborted) lifetime = new AbortController();
    started ??= (async () => {
      const { signal } = lifetime;
      store.set(recentLoginAtom, readRecentLogin(storage, appId));
      // The app config first: it says where the API is and whether the server keeps the refresh token.
      await loadConfig();
      if (signal.aborted) return;
      session.start();
      signal.addEventListener('abort', forgetProviderTokensAtSessionEnd(store, storage));
      settledWithoutConfig = !store.get(appConfigAtom);
      await session.init();
      // A stop() during start leaves `ready` as it was; the next start() settles again.
      if (!signal.aborted) store.set(readyAtom, true);
    })();
    return started;
  }

  async function reloadConfig(): Promise<void> {
    await loadConfig();
    if (settledWithoutConfig && store.get(appConfigAtom) && !lifetime.signal.aborted) {
      settledWithoutConfig = false;
      await session.init();
    }
  }

  return {
    appId,
    clientId,
    apiUrl,
    captchaScriptUrl: options.captchaScriptUrl,
    telegramAuthUrl: options.telegramAuthUrl,
    fast,
    store,
    api,
    session,
    storage,
    now,
    start,
    stop() {
      lifetime.abort();
      session.stop();
      started = null;
      for (const listener of stopListeners) listener();
    },
    reloadConfig,
    rememberLogin(recent) {
      storage.setItem(recentLoginKey(appId), JSON.stringify(recent));
      store.set(recentLoginAtom, recent);
    },
    track,
    memo<T>(key: symbol, create: () => T): T {
      if (!parts.has(key)) parts.set(key, create());
      return parts.get(key) as T;
    },
    onStop(listener) {
      stopListeners.add(listener);
      return () => stopListeners.delete(listener);
    },
  };
}
