import { type ApiClient, createApiClient } from './api/client.ts';
import { assertAppId, resolveAppConfig } from './config/appConfig.ts';
import type { FoyerConfig } from './config/types.ts';
import { DEFAULT_API_URL, STORAGE_KEY } from './constants.ts';
import { toFoyerError } from './errors/FoyerError.ts';
import { createSession, type Session } from './session/session.ts';
import { browserStorage, type FoyerStorage } from './storage.ts';
import {
  appConfigAtom,
  configErrorAtom,
  createFoyerStore,
  type FoyerStore,
  readyAtom,
  recentLoginMethodAtom,
} from './store/atoms.ts';

export interface FoyerCoreOptions {
  /** The app id: exactly 25 characters. */
  appId: string;
  clientId?: string;
  /** API base; defaults to the hosted provider. Point it at the emulator for local work. */
  apiUrl?: string;
  config?: FoyerConfig;
  storage?: FoyerStorage;
  fetch?: typeof fetch;
  /** Clock, injectable for tests. */
  now?: () => number;
  /** Retry base delay, injectable so tests need not wait 6.5 s. */
  retryDelayMs?: number;
  timeoutMs?: number;
  store?: FoyerStore;
}

/** The framework-free kit: one per provider mount. React (or any framework) only wires it up. */
export interface FoyerCore {
  appId: string;
  store: FoyerStore;
  api: ApiClient;
  session: Session;
  now: () => number;
  /** Fetch the app config and settle the stored session, once; `ready` turns true after. */
  start(): Promise<void>;
  /** Fetch the app config again (after a failure); concurrent calls share one request. */
  reloadConfig(): Promise<void>;
  /** Remember the method of a successful login, for the 'Recent' chip. */
  rememberLoginMethod(method: string): void;
  /** Fire-and-forget analytics event: never retried, never throws. */
  track(eventName: string, payload?: Record<string, unknown>): void;
}

export function createFoyerCore(options: FoyerCoreOptions): FoyerCore {
  assertAppId(options.appId);
  const { appId, clientId } = options;
  const now = options.now ?? Date.now;
  const store = options.store ?? createFoyerStore();
  const storage = options.storage ?? browserStorage();
  const recentKey = `${STORAGE_KEY.recentLoginMethod}:${appId}`;
  const api = createApiClient({
    appId,
    ...(clientId ? { clientId } : {}),
    apiUrl: options.apiUrl ?? DEFAULT_API_URL,
    storage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    // `session` is created below; the API never asks for a bearer before then.
    getBearer: (route) => (route.refreshFirst ? session.getAccessToken() : Promise.resolve(session.bearer())),
  });
  const session: Session = createSession({ appId, api, storage, store, now });

  function track(eventName: string, payload: Record<string, unknown> = {}): void {
    api
      .call('analyticsEvent', {
        body: { event_name: eventName, client_id: clientId ?? null, payload: { ...payload, clientTimestamp: new Date(now()).toISOString() } },
      })
      .catch(() => undefined);
  }

  let loading: Promise<void> | null = null;
  /** Never throws: a failure lands in `configErrorAtom` (and the console, for the app's developer). */
  function loadConfig(): Promise<void> {
    loading ??= (async () => {
      store.set(configErrorAtom, null);
      try {
        const wire = await api.call('appConfig', { params: { app_id: appId } });
        const { config, warnings } = resolveAppConfig(wire, options.config);
        for (const warning of warnings) console.warn(`[foyer] ${warning}`);
        store.set(appConfigAtom, config);
        track('sdk_initialize', { config: options.config ?? {} });
      } catch (error) {
        const failure = toFoyerError(error);
        console.error(`[foyer] The app config could not be loaded (${failure.code}): ${failure.message}`);
        store.set(configErrorAtom, failure);
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  let started: Promise<void> | undefined;
  function start(): Promise<void> {
    started ??= (async () => {
      store.set(recentLoginMethodAtom, storage.getItem(recentKey));
      await Promise.all([loadConfig(), session.init()]);
      store.set(readyAtom, true);
    })();
    return started;
  }

  return {
    appId,
    store,
    api,
    session,
    now,
    start,
    reloadConfig: loadConfig,
    rememberLoginMethod(method) {
      storage.setItem(recentKey, method);
      store.set(recentLoginMethodAtom, method);
    },
    track,
  };
}
