import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { IFRAME_TIMEOUT_MS } from '../../core/wallets/protocol.ts';
import { createIframeProxy, isSecureWalletOrigin, timeoutFor, walletIframeUrl } from './iframeProxy.ts';

const ORIGIN = 'https://wallets.example';
const options = { apiUrl: `${ORIGIN}/api/base`, appId: 'app-id', clientId: 'client-1', analyticsId: 'ca-1' };

type Posted = { id: string; event: string; data: unknown };

/**
 * A fake wallet iframe: happy-dom loads no cross-origin page, so the iframe's window is this object.
 * It records what the parent posts and answers through `reply` as the real iframe would: a `message`
 * event on the parent window, from the iframe's origin and window.
 */
function fakeIframe({ readyAfter = 0, loads = true } = {}) {
  const posted: Posted[] = [];
  const targets: string[] = [];
  const frameWindow = {
    postMessage(message: Posted, targetOrigin: string) {
      posted.push(message);
      targets.push(targetOrigin);
      if (
        message.event === 'privy:iframe:ready' &&
        posted.filter((m) => m.event === message.event).length > readyAfter
      ) {
        queueMicrotask(() => reply({ id: message.id, event: message.event, data: {} }));
      }
    },
  } as unknown as Window;
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow);
  vi.spyOn(HTMLIFrameElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLIFrameElement, value) {
    this.setAttribute('src', value);
    // The page loads after the iframe is mounted, as in a browser (unless the test loads it).
    if (loads) queueMicrotask(() => this.dispatchEvent(new Event('load')));
  });
  const load = () => document.querySelector('iframe')!.dispatchEvent(new Event('load'));
  function reply(data: unknown, { origin = ORIGIN, source = frameWindow as unknown } = {}) {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  }
  const requests = () => posted.filter((message) => message.event !== 'privy:iframe:ready');
  return { posted, targets, reply, requests, frameWindow, load };
}

/** Lets queued microtasks and the ready ping's reply run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the wallet iframe proxy', () => {
  it('mounts one hidden 0×0 iframe on the API origin with caid and client_id', () => {
    fakeIframe();
    const proxy = createIframeProxy(options);
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/apps/app-id/embedded-wallets?caid=ca-1&client_id=client-1`);
    expect(frame.style.display).toBe('none');
    expect([frame.width, frame.height]).toEqual(['0', '0']);
    expect(proxy.origin).toBe(ORIGIN);
    proxy.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('repeats privy:iframe:ready every 150 ms until answered, then posts the request to the iframe origin', async () => {
    const frame = fakeIframe({ readyAfter: 3 });
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:wallets:connect', {
      accessToken: 't',
      entropyId: '0xabc',
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    await flush();
    expect(frame.posted.map((m) => m.event)).toEqual(['privy:iframe:ready']);
    await vi.advanceTimersByTimeAsync(IFRAME_TIMEOUT_MS.readyPollInterval * 3);
    const pings = frame.posted.filter((m) => m.event === 'privy:iframe:ready');
    expect(pings).toHaveLength(4);
    expect(new Set(pings.map((m) => m.id)).size).toBe(4);
    expect(frame.targets.every((target) => target === ORIGIN)).toBe(true);
    const [request] = frame.requests();
    expect(request).toMatchObject({ id: expect.stringMatching(/^id-\d+$/), event: 'privy:wallets:connect' });
    frame.reply({ id: request!.id, event: request!.event, data: { entropyId: '0xabc' } });
    await expect(pending).resolves.toEqual({ entropyId: '0xabc' });
    // Readiness is settled once: no more pings.
    await vi.advanceTimersByTimeAsync(1000);
    expect(frame.posted.filter((m) => m.event === 'privy:iframe:ready')).toHaveLength(4);
    proxy.destroy();
  });

  it('posts nothing before the iframe has loaded (about:blank would refuse it), then starts the handshake', async () => {
    const frame = fakeIframe({ loads: false });
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:wallet:create', { accessToken: 't' });
    await vi.advanceTimersByTimeAsync(IFRAME_TIMEOUT_MS.readyPollInterval * 4);
    expect(frame.posted).toEqual([]);
    frame.load();
    await flush();
    expect(frame.posted.map((m) => m.event)).toEqual(['privy:iframe:ready', 'privy:wallet:create']);
    const [request] = frame.requests();
    frame.reply({ id: request!.id, event: request!.event, data: { address: '0x1' } });
    await expect(pending).resolves.toEqual({ address: '0x1' });
    proxy.destroy();
  });

  it('bounds the wait for load by the 15 s readiness deadline', async () => {
    const frame = fakeIframe({ loads: false });
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:wallet:create', { accessToken: 't' });
    const settled = expect(pending).rejects.toMatchObject({
      code: ErrorCode.CLIENT_REQUEST_TIMEOUT,
      timeoutMs: 15_000,
    });
    await vi.advanceTimersByTimeAsync(IFRAME_TIMEOUT_MS.ready);
    await settled;
    expect(frame.posted).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    proxy.destroy();
  });

  it('gives up on readiness after 15 s', async () => {
    const frame = fakeIframe({ readyAfter: Number.POSITIVE_INFINITY });
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:iframe:ready', {});
    const settled = expect(pending).rejects.toMatchObject({
      code: ErrorCode.CLIENT_REQUEST_TIMEOUT,
      timeoutMs: 15_000,
    });
    await vi.advanceTimersByTimeAsync(IFRAME_TIMEOUT_MS.ready);
    await settled;
    expect(frame.posted.length).toBeGreaterThanOrEqual(100);
    expect(vi.getTimerCount()).toBe(0);
    proxy.destroy();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: window }],
  ])('ignores a reply from %s, and one with the wrong event or no privy: prefix', async (_, from) => {
    const frame = fakeIframe();
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:wallet:create', { accessToken: 't' });
    let result: unknown = 'pending';
    pending.then((value) => {
      result = value;
    });
    await flush();
    const [request] = frame.requests();
    frame.reply({ id: request!.id, event: request!.event, data: { address: '0xevil' } }, from);
    frame.reply({ id: request!.id, event: 'privy:wallets:add', data: { address: '0xwrong-event' } });
    frame.reply(JSON.stringify({ id: request!.id, event: 'wallet:create', data: { address: '0xno-prefix' } }));
    await flush();
    expect(result).toBe('pending');
    frame.reply({ id: request!.id, event: request!.event, data: { address: '0xgood' } });
    await expect(pending).resolves.toEqual({ address: '0xgood' });
    proxy.destroy();
  });

  it('matches replies by id, in any order', async () => {
    const frame = fakeIframe();
    const proxy = createIframeProxy(options);
    const ref = { accessToken: 't', entropyIdVerifier: 'ethereum-address-verifier' as const };
    const a = proxy.request('privy:wallets:connect', { ...ref, entropyId: 'a' });
    const b = proxy.request('privy:wallets:connect', { ...ref, entropyId: 'b' });
    await flush();
    const [first, second] = frame.requests();
    frame.reply({ id: second!.id, event: second!.event, data: { entropyId: 'b' } });
    frame.reply({ id: first!.id, event: first!.event, data: { entropyId: 'a' } });
    await expect(a).resolves.toEqual({ entropyId: 'a' });
    await expect(b).resolves.toEqual({ entropyId: 'b' });
    proxy.destroy();
  });

  it('turns an error reply into an EmbeddedWalletError with the mapped code', async () => {
    const frame = fakeIframe();
    const proxy = createIframeProxy(options);
    const pending = proxy.request('privy:wallets:connect', {
      accessToken: 't',
      entropyId: 'a',
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    const settled = expect(pending).rejects.toMatchObject({
      name: 'EmbeddedWalletError',
      code: ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
      walletErrorType: 'wallet_not_on_device',
      message: 'No device share',
    });
    await flush();
    const [request] = frame.requests();
    frame.reply({
      id: request!.id,
      event: request!.event,
      error: { type: 'wallet_not_on_device', message: 'No device share' },
    });
    await settled;
    proxy.destroy();
  });

  it('shares one request between identical in-flight creates, not between different ones', async () => {
    const frame = fakeIframe();
    const proxy = createIframeProxy(options);
    const a = proxy.request('privy:wallet:create', { accessToken: 't' });
    const b = proxy.request('privy:wallet:create', { accessToken: 't' });
    const c = proxy.request('privy:wallet:create', { accessToken: 't', solanaAddress: 'Sol' });
    await flush();
    expect(b).toBe(a);
    const creates = frame.requests();
    expect(creates).toHaveLength(2);
    frame.reply({ id: creates[0]!.id, event: creates[0]!.event, data: { address: '0x1' } });
    frame.reply({ id: creates[1]!.id, event: creates[1]!.event, data: { address: '0x2' } });
    await expect(Promise.all([a, b, c])).resolves.toEqual([{ address: '0x1' }, { address: '0x1' }, { address: '0x2' }]);
    // Settled: the next identical create is a new request.
    void proxy.request('privy:wallet:create', { accessToken: 't' }).catch(() => undefined);
    await flush();
    expect(frame.requests()).toHaveLength(3);
    proxy.destroy();
  });

  it.each([
    ['privy:wallet:create', {}, 30_000],
    ['privy:wallets:rpc', { chainType: 'ethereum' }, 30_000],
    ['privy:wallets:rpc', { chainType: 'solana' }, 15_000],
    ['privy:wallets:import', {}, 15_000],
    ['privy:wallets:recover', {}, 60_000],
    ['privy:delegated-actions:consent', {}, 30_000],
    ['privy:user-signer:sign', {}, 30_000],
    ['privy:farcaster:init-signer', {}, 30_000],
    ['privy:farcaster:sign', {}, 30_000],
  ] as const)('times %s out after its deadline', async (event, data, ms) => {
    expect(timeoutFor(event, data)).toBe(ms);
    fakeIframe();
    const proxy = createIframeProxy(options);
    const pending = proxy.request(event, data as never);
    const settled = expect(pending).rejects.toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT, timeoutMs: ms });
    await vi.advanceTimersByTimeAsync(ms - 1);
    let done = false;
    pending.catch(() => {
      done = true;
    });
    await flush();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    proxy.destroy();
  });

  it('follows an AbortSignal, and destroy() rejects what is pending and removes its listener', async () => {
    const frame = fakeIframe();
    const remove = vi.spyOn(window, 'removeEventListener');
    const proxy = createIframeProxy(options);
    const controller = new AbortController();
    const aborted = proxy.request('privy:wallet:create', { accessToken: 'a' }, { signal: controller.signal });
    const pending = proxy.request('privy:wallet:create', { accessToken: 'b' });
    await flush();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: ErrorCode.ABORTED });
    proxy.destroy();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.ABORTED });
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
    await expect(proxy.request('privy:wallet:create', { accessToken: 'c' })).rejects.toMatchObject({
      code: ErrorCode.ABORTED,
    });
    // A late reply to a destroyed proxy is ignored.
    const [request] = frame.requests();
    frame.reply({ id: request!.id, event: request!.event, data: { address: '0x1' } });
  });

  it('refuses an insecure provider origin', () => {
    expect(() => createIframeProxy({ ...options, apiUrl: 'http://wallets.example' })).toThrow(
      expect.objectContaining({ code: ErrorCode.INSECURE_ORIGIN }),
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});

describe('isSecureWalletOrigin', () => {
  it.each([
    ['https://auth.example.com', true],
    ['http://localhost:8787', true],
    ['http://app.localhost:3000', true],
    ['http://127.0.0.1:4000', true],
    ['http://192.168.1.20', true],
    ['http://[::1]:4000', true],
    ['http://auth.example.com', false],
    ['ftp://localhost', false],
  ])('%s → %s', (url, secure) => {
    expect(isSecureWalletOrigin(url)).toBe(secure);
  });

  it('builds the iframe URL on the API origin, without client_id when there is none', () => {
    expect(walletIframeUrl({ apiUrl: 'http://127.0.0.1:9/x', appId: 'a b', analyticsId: 'c' }).href).toBe(
      'http://127.0.0.1:9/apps/a%20b/embedded-wallets?caid=c',
    );
  });
});
