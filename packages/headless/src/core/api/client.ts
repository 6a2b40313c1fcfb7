import { API_TIMEOUT_MS, CLIENT_VERSION, HEADER, STORAGE_KEY } from '../constants.ts';
import { AbortedError, ApiError, NetworkError, TimeoutError } from '../errors/FoyerError.ts';
import type { FoyerStorage } from '../storage.ts';
import { uuid } from '../uuid.ts';
import { sleep as defaultSleep, retryDelay, shouldRetry } from './retry.ts';
import { buildPath, type RouteDef, type RouteParams, type RouteRequest, type RouteResponse } from './route.ts';
import type { ApiErrorBody } from './wire.ts';

export interface ApiClientOptions {
  appId: string;
  clientId?: string | undefined;
  /** API base, e.g. the emulator's URL. */
  apiUrl: string;
  storage: FoyerStorage;
  /** The bearer to send: called before each request; may refresh the session when `refreshFirst`. */
  getBearer: (route: RouteDef) => Promise<string | null>;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  retryDelayMs?: number | undefined;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type CallOptions<R extends RouteDef> = {
  signal?: AbortSignal | undefined;
  /** Extra headers, e.g. `privy-ui: t` on init calls made from the kit's own UI. */
  headers?: Record<string, string> | undefined;
  /** Send this bearer instead of asking `getBearer` (the refresh call sends the expired token). */
  bearer?: string | null;
  /** Call the configured `apiUrl` even when the app config moved the API (the app config itself). */
  fallbackBase?: boolean;
  /** Query parameters (a GET's inputs, e.g. `token_price`'s `chainId` and `tokenSymbol`). */
  query?: Record<string, string> | undefined;
} & (RouteRequest<R> extends undefined ? { body?: undefined } : { body: RouteRequest<R> }) &
  (keyof RouteParams<R> extends never ? { params?: undefined } : { params: RouteParams<R> });

export interface ApiClient {
  /** Calls a route definition (from `routes/<domain>.ts`) with its typed body and path parameters. */
  call<R extends RouteDef>(route: R, options: CallOptions<R>): Promise<RouteResponse<R>>;
  /** The full URL `call` requests for a route (what a wallet-API authorization signature covers). */
  urlOf<R extends RouteDef>(route: R, params?: RouteParams<R>): string;
  /** The client analytics id (UUID v4 kept in storage), sent as `privy-ca-id`. */
  analyticsId(): string;
  /** Move every call but `fallbackBase` ones to `url` (the app config's `custom_api_url`); null: back to `apiUrl`. */
  setBaseUrl(url: string | null): void;
}

/**
 * fetch with the provider's headers, credentials included, a 20 s deadline per attempt covering the
 * whole response (headers and body), and 3 retries (500 ms, tripling) on 408/409/425/500/502/503/504
 * only. Every failure comes out as a FoyerError: ApiError (with the server's `{error, code, cause}`),
 * TimeoutError, NetworkError or AbortedError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    appId,
    clientId,
    storage,
    getBearer,
    timeoutMs = API_TIMEOUT_MS,
    retryDelayMs,
    sleep = defaultSleep,
  } = options;
  const trim = (url: string) => url.replace(/\/+$/, '');
  const fallback = trim(options.apiUrl);
  let base = fallback;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function analyticsId(): string {
    let id = storage.getItem(STORAGE_KEY.analyticsId);
    if (!id) {
      id = uuid();
      storage.setItem(STORAGE_KEY.analyticsId, id);
    }
    return id;
  }

  /** One request and its whole body, within the deadline: a stalled body times out like stalled headers. */
  async function attempt(
    def: RouteDef,
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; text: string }> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const onAbort = () => deadline.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await untilAborted(doFetch(url, { ...init, signal: deadline.signal }), deadline.signal);
      return { response, text: await readText(response, deadline.signal) };
    } catch (error) {
      if (signal?.aborted) throw new AbortedError(def.path);
      if (deadline.signal.aborted) throw new TimeoutError(def.path, timeoutMs);
      throw new NetworkError(def.path, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function call<R extends RouteDef>(def: R, callOptions: CallOptions<R>): Promise<RouteResponse<R>> {
    const { signal, body } = callOptions;
    const url =
      (callOptions.fallbackBase ? fallback : base) +
      buildPath(def.path, callOptions.params as Record<string, string> | undefined) +
      (callOptions.query ? `?${new URLSearchParams(callOptions.query)}` : '');
    const bearer = callOptions.bearer !== undefined ? callOptions.bearer : await getBearer(def);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADER.appId]: appId,
      [HEADER.client]: CLIENT_VERSION,
      [HEADER.analyticsId]: analyticsId(),
      ...callOptions.headers,
    };
    if (clientId) headers[HEADER.clientId] = clientId;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const init: RequestInit = { method: def.method, headers, credentials: 'include' };
    if (def.method !== 'GET') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }

    for (let tries = 1; ; tries++) {
      if (signal?.aborted) throw new AbortedError(def.path);
      const { response, text } = await attempt(def, url, init, signal);
      if (response.ok) {
        // A body that is not JSON counts as a network failure, like a dropped connection.
        try {
          return parseJson(text) as RouteResponse<R>;
        } catch (error) {
          throw new NetworkError(def.path, error);
        }
      }
      if (def.retry && shouldRetry(response.status, tries)) {
        try {
          await sleep(retryDelay(tries, retryDelayMs), signal);
        } catch {
          throw new AbortedError(def.path);
        }
        continue;
      }
      throw new ApiError(response.status, toErrorBody(parseJsonOrNull(text)), def.path);
    }
  }

  return {
    call,
    urlOf: (def, params) => base + buildPath(def.path, params as Record<string, string> | undefined),
    analyticsId,
    setBaseUrl(url) {
      base = url ? trim(url) : fallback;
    },
  };
}

const parseJson = (text: string): unknown => (text ? JSON.parse(text) : null);

/** An error body that is not JSON (a proxy's HTML page) is no provider error body. */
function parseJsonOrNull(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return null;
  }
}

/** `promise`, or the abort reason as soon as `signal` aborts (for a fetch that ignores its signal). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The body as text; an abort of `signal` cancels the stream and rejects, even if the body never ends. */
async function readText(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      // A cancelled reader ends the loop as if the body had ended; the abort check below tells them apart.
      const { done, value } = await reader.read();
      if (done || signal.aborted) break;
      text += decoder.decode(value, { stream: true });
    }
    if (signal.aborted) throw signal.reason;
    return text + decoder.decode();
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

function toErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const body: ApiErrorBody = { error: typeof record.error === 'string' ? record.error : '' };
  if (typeof record.code === 'string') body.code = record.code;
  if (typeof record.cause === 'string') body.cause = record.cause;
  if ('data' in record) body.data = record.data;
  return body;
}
