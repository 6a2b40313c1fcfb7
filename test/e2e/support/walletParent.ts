import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/**
 * A bare parent page for the wallet iframe, served from its own origin (`http://localhost:<port>`,
 * another site than the emulator's `127.0.0.1`). It embeds the iframe and speaks the raw protocol:
 * `window.walletSend(event, data)` posts a request and resolves with the reply (null after a
 * timeout); every message the page receives, from any origin, is kept in `window.walletReceived`.
 */
function parentHtml(iframeUrl: string): string {
  const walletOrigin = new URL(iframeUrl).origin;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Parent</title></head><body>
<iframe id="wallet" src="${iframeUrl}" style="display:none"></iframe>
<script>
const walletOrigin = ${JSON.stringify(walletOrigin)};
const pending = new Map();
let counter = 0;
window.walletReceived = [];
window.addEventListener('message', (event) => {
  window.walletReceived.push({ origin: event.origin, data: event.data });
  if (event.origin !== walletOrigin || typeof event.data !== 'object' || !event.data) return;
  const resolve = pending.get(event.data.id);
  if (resolve) { pending.delete(event.data.id); resolve(event.data); }
});
window.walletSend = (event, data, timeoutMs = 20000) => new Promise((resolve) => {
  const id = 'id-' + ++counter;
  pending.set(id, resolve);
  document.getElementById('wallet').contentWindow.postMessage({ id, event, data }, walletOrigin);
  setTimeout(() => { if (pending.delete(id)) resolve(null); }, timeoutMs);
});
window.walletReady = async (deadlineMs = 15000) => {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const reply = await window.walletSend('privy:iframe:ready', {}, 150);
    if (reply) return reply;
  }
  return null;
};
</script></body></html>`;
}

export interface WalletParent {
  /** `http://localhost:<port>`. */
  origin: string;
  /**
   * The parent page embedding the iframe of `appId`, at `localhost` or at another host name that
   * reaches the same server (`parent.test`: see `launchChromium`), another site than any loopback one.
   */
  url(appId: string, host?: string): string;
  close(): Promise<void>;
}

export async function serveWalletParent(emulatorUrl: string): Promise<WalletParent> {
  const server = createServer((request, response) => {
    const appId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('app') ?? '';
    const iframeUrl = `${emulatorUrl}/apps/${encodeURIComponent(appId)}/embedded-wallets?caid=e2e&client_id=e2e-client`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(parentHtml(iframeUrl));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (appId, host = 'localhost') => {
      const url = new URL(`/?app=${encodeURIComponent(appId)}`, origin);
      url.hostname = host;
      return url.href;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export interface Reply {
  id: string;
  event: string;
  data?: Record<string, unknown>;
  error?: { type: string; message: string };
}

declare global {
  interface Window {
    walletSend(event: string, data: unknown, timeoutMs?: number): Promise<Reply | null>;
    walletReady(deadlineMs?: number): Promise<Reply | null>;
    walletReceived: { origin: string; data: unknown }[];
  }
}

/** The parent page's side of the protocol, driven from the test. */
export function walletProtocol(page: Page) {
  return {
    ready: (deadlineMs?: number) => page.evaluate((ms) => window.walletReady(ms), deadlineMs),
    send: (event: string, data: unknown) =>
      page.evaluate(([name, payload]) => window.walletSend(name as string, payload), [event, data] as const),
    received: () => page.evaluate(() => window.walletReceived),
  };
}
