import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError, TimeoutError } from '../../core/errors/FoyerError.ts';
import {
  IFRAME_EVENT_PREFIX,
  IFRAME_TIMEOUT_MS,
  type IframeEventName,
  type IframeRequestData,
  type IframeResponseData,
  WALLET_IFRAME_PATH,
  type WalletErrorType,
  walletErrorTypes,
} from '../../core/wallets/protocol.ts';
import { EmbeddedWalletError } from './errors.ts';

export interface IframeProxyOptions {
  /** The configured `apiUrl`: the iframe lives on its origin (never on the server-cookie `custom_api_url`). */
  apiUrl: string;
  appId: string;
  clientId?: string | undefined;
  /** The client analytics id (`caid`). */
  analyticsId: string;
}

export interface IframeRequestOptions {
  signal?: AbortSignal | undefined;
  /** Default: the event's deadline (`timeoutFor`). */
  timeoutMs?: number | undefined;
}

/** The parent side of the wallet iframe protocol (reference §6): one hidden iframe, requests and replies. */
export interface IframeProxy {
  readonly origin: string;
  /** Waits for the iframe to be ready, posts the event and resolves with the reply's `data`. */
  request<E extends IframeEventName>(
    event: E,
    data: IframeRequestData<E>,
    options?: IframeRequestOptions,
  ): Promise<IframeResponseData<E>>;
  /** Removes the iframe and its listener; whatever is pending rejects with an `AbortedError`. */
  destroy(): void;
}

/** Reference §6.2 and spec §9: the deadline of each event. */
export function timeoutFor(event: IframeEventName, data?: unknown): number {
  switch (event) {
    case 'privy:wallet:create':
    case 'privy:solana-wallet:create':
    case 'privy:wallets:add':
    case 'privy:delegated-actions:consent':
      return IFRAME_TIMEOUT_MS.create;
    case 'privy:user-signer:sign':
    case 'privy:farcaster:sign':
      return IFRAME_TIMEOUT_MS.sign;
    // The iframe loads the key and calls the provider (signer/init): as long as a creation.
    case 'privy:farcaster:init-signer':
      return IFRAME_TIMEOUT_MS.create;
    case 'privy:wallets:rpc':
      return (data as { chainType?: string } | undefined)?.chainType === 'solana'
        ? IFRAME_TIMEOUT_MS.solanaSign
        : IFRAME_TIMEOUT_MS.sign;
    case 'privy:wallets:import':
      return IFRAME_TIMEOUT_MS.import;
    case 'privy:wallets:recover':
    case 'privy:wallets:set-recovery':
      return IFRAME_TIMEOUT_MS.recover;
    default:
      return IFRAME_TIMEOUT_MS.default;
  }
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/** Spec §5: embedded wallets need HTTPS, except on localhost and IP addresses. */
export function isSecureWalletOrigin(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && (hostname === 'localhost' || hostname.endsWith('.localhost') || isIpAddress(hostname));
}

/** `<api origin>/apps/<appId>/embedded-wallets?caid=…&client_id=…` (reference §6.1). */
export function walletIframeUrl({ apiUrl, appId, clientId, analyticsId }: IframeProxyOptions): URL {
  const url = new URL(WALLET_IFRAME_PATH.replace(':app_id', encodeURIComponent(appId)), new URL(apiUrl).origin);
  url.searchParams.set('caid', analyticsId);
  if (clientId) url.searchParams.set('client_id', clientId);
  return url;
}

/** Events whose identical in-flight calls (same event, same data) share one reply. */
const shared: ReadonlySet<IframeEventName> = new Set(['privy:wallet:create', 'privy:solana-wallet:create']);

type Reply = { id: string; event: string; data?: unknown; error?: { type?: unknown; message?: unknown } };
type Waiter = { event: string; settle(reply: Reply): void };

function parseReply(raw: unknown): Reply | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, event } = value as Partial<Reply>;
  if (typeof id !== 'string' || typeof event !== 'string' || !event.startsWith(IFRAME_EVENT_PREFIX)) return null;
  return value as Reply;
}

function replyError(error: NonNullable<Reply['error']>): EmbeddedWalletError {
  const type = (walletErrorTypes as readonly unknown[]).includes(error.type)
    ? (error.type as WalletErrorType)
    : 'error';
  return new EmbeddedWalletError(type, typeof error.message === 'string' ? error.message : 'The wallet iframe failed');
}

/**
 * Mounts the hidden wallet iframe and speaks to it. Only messages whose origin is the iframe's, whose
 * source is the iframe's window and whose event starts with `privy:` are read; replies are matched by
 * id and event. Every wait has a deadline and follows an AbortSignal. Touches the DOM only when called.
 */
export function createIframeProxy(options: IframeProxyOptions): IframeProxy {
  if (typeof document === 'undefined') {
    throw new FoyerError(ErrorCode.NOT_SUPPORTED, 'Embedded wallets need a browser page to host the wallet iframe');
  }
  const url = walletIframeUrl(options);
  for (const checked of [url.href, globalThis.location?.href]) {
    if (checked && /^https?:/.test(checked) && !isSecureWalletOrigin(checked)) {
      throw new FoyerError(ErrorCode.INSECURE_ORIGIN, `Embedded wallets need HTTPS (or localhost): ${checked}`);
    }
  }
  const { origin } = url;
  const iframe = document.createElement('iframe');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.width = '0';
  iframe.height = '0';
  iframe.style.cssText = 'display:none;width:0;height:0;border:0';
  iframe.src = url.href;
  /**
   * Until its page has loaded, the frame holds about:blank on the host's origin: a post to it then is
   * refused and Chromium logs a warning. The handshake starts at `load` (within its own deadline).
   */
  let loaded = false;
  iframe.addEventListener('load', () => (loaded = true), { once: true });
  document.body.appendChild(iframe);

  let counter = 0;
  let destroyed = false;
  const waiters = new Map<string, Waiter>();
  /** Rejects every wait when the proxy is destroyed. */
  const lifetime = new AbortController();
  const inFlightCreates = new Map<string, Promise<unknown>>();
  let ready: Promise<void> | null = null;

  function onMessage(message: MessageEvent): void {
    const frame = iframe.contentWindow;
    if (message.origin !== origin || !frame || message.source !== frame) return;
    const reply = parseReply(message.data);
    const waiter = reply && waiters.get(reply.id);
    if (!reply || !waiter || waiter.event !== reply.event) return;
    waiters.delete(reply.id);
    waiter.settle(reply);
  }
  window.addEventListener('message', onMessage);

  function post(event: string, data: unknown, settle: Waiter['settle']): string {
    counter += 1;
    const id = `id-${counter}`;
    waiters.set(id, { event, settle });
    iframe.contentWindow?.postMessage({ id, event, data }, origin);
    return id;
  }

  /**
   * Settles with `start(done)`'s outcome, or rejects on the deadline, on `signal` and on destroy;
   * `cleanup` runs in every case.
   */
  function wait<T>(
    what: string,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    start: (resolve: (value: T) => void, reject: (error: unknown) => void) => () => void,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const signals = signal ? [signal, lifetime.signal] : [lifetime.signal];
      if (signals.some((s) => s.aborted)) {
        reject(new AbortedError(what));
        return;
      }
      let cleanup: () => void = () => undefined;
      const finish = () => {
        clearTimeout(timer);
        for (const s of signals) s.removeEventListener('abort', onAbort);
        cleanup();
      };
      const onAbort = () => {
        finish();
        reject(new AbortedError(what));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new TimeoutError(what, timeoutMs));
      }, timeoutMs);
      for (const s of signals) s.addEventListener('abort', onAbort);
      cleanup = start(
        (value) => {
          finish();
          resolve(value);
        },
        (error) => {
          finish();
          reject(error);
        },
      );
    });
  }

  /**
   * Once the frame has loaded, repeats `privy:iframe:ready` every 150 ms until one is answered; at
   * most 15 s in all, the wait for `load` included.
   */
  function whenReady(signal: AbortSignal | undefined): Promise<void> {
    ready ??= wait<void>('privy:iframe:ready', IFRAME_TIMEOUT_MS.ready, undefined, (resolve) => {
      const pings: string[] = [];
      let interval: ReturnType<typeof setInterval> | undefined;
      const ping = () => pings.push(post('privy:iframe:ready', {}, () => resolve()));
      const start = () => {
        ping();
        interval = setInterval(ping, IFRAME_TIMEOUT_MS.readyPollInterval);
      };
      if (loaded) start();
      else iframe.addEventListener('load', start, { once: true });
      return () => {
        iframe.removeEventListener('load', start);
        clearInterval(interval);
        for (const id of pings) waiters.delete(id);
      };
    }).catch((error: unknown) => {
      // The next request starts the handshake again.
      ready = null;
      throw error;
    });
    if (!signal) return ready;
    return wait<void>('privy:iframe:ready', IFRAME_TIMEOUT_MS.ready, signal, (resolve, reject) => {
      ready?.then(resolve, reject);
      return () => undefined;
    });
  }

  async function send<E extends IframeEventName>(
    event: E,
    data: IframeRequestData<E>,
    { signal, timeoutMs = timeoutFor(event, data) }: IframeRequestOptions,
  ): Promise<IframeResponseData<E>> {
    await whenReady(signal);
    return wait<IframeResponseData<E>>(event, timeoutMs, signal, (resolve, reject) => {
      const id = post(event, data, (reply) =>
        reply.error ? reject(replyError(reply.error)) : resolve(reply.data as IframeResponseData<E>),
      );
      return () => waiters.delete(id);
    });
  }

  return {
    origin,
    request(event, data, requestOptions = {}) {
      if (destroyed) return Promise.reject(new AbortedError(event));
      if (!shared.has(event)) return send(event, data, requestOptions);
      const key = `${event} ${JSON.stringify(data)}`;
      const existing = inFlightCreates.get(key);
      if (existing) return existing as Promise<IframeResponseData<typeof event>>;
      const promise = send(event, data, requestOptions).finally(() => inFlightCreates.delete(key));
      inFlightCreates.set(key, promise);
      return promise;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      lifetime.abort();
      window.removeEventListener('message', onMessage);
      waiters.clear();
      inFlightCreates.clear();
      iframe.remove();
    },
  };
}
