import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** What WalletConnect's sign client reaches, as docs/external-wallets.md lists it: its relay and its verify service. */
const walletConnect = { connect: 'wss://relay.walletconnect.org', frame: 'https://verify.walletconnect.org' };

/**
 * A strict policy: no 'unsafe-inline', no 'unsafe-eval'; the kit may talk only to its API (in the
 * demo's server-cookie mode, the app config's custom_api_url is that same origin) and, for an app
 * with a WalletConnect project id, to WalletConnect. The one script from elsewhere is the captcha's
 * (the emulator's test Turnstile; Cloudflare's in production).
 */
export function contentSecurityPolicy(apiUrl: string): string {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${api}/captcha/v0/api.js`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${api} ${walletConnect.connect}`,
    `frame-src ${api} ${walletConnect.frame}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Serves a production build of the demo with the strict CSP header on every response. */
export async function serveDemo({ dir, apiUrl, port = 0 }: { dir: string; apiUrl: string; port?: number }) {
  const rootDir = resolve(dir);
  const csp = contentSecurityPolicy(apiUrl);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(rootDir, path);
    if (!file.startsWith(rootDir)) file = rootDir;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-security-policy': csp, 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-security-policy': csp,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
