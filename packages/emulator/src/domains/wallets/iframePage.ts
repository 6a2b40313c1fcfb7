import { WALLET_IFRAME_PATH } from '@foyer/headless/contract';
import type { EmulatorApp } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { findAppOr404 } from '../apps/index.ts';

/** The wallet iframe's script (one for every app), on the emulator's origin. */
export const WALLET_IFRAME_SCRIPT_PATH = '/embedded-wallets/iframe.js';

/** The browser bundle of `src/walletIframe/main.ts`; only a server (`createEmulator`) has one. */
export type WalletIframeScript = () => Promise<string>;

/** An `allowed_domains` entry as a CSP source (`https://a.example`, `a.example:8080`, `*.example.com`); others dropped. */
const CSP_SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i;

/**
 * The loopback origins as CSP sources, for an app with no allowed domains (the rule of `domainsAdmit`).
 * CSP cannot name `[::1]` or the rest of `127.0.0.0/8`: those parents are not framed, which is safe.
 */
const LOOPBACK_SOURCES = ['localhost', '*.localhost', '127.0.0.1'].flatMap((host) =>
  ['http', 'https'].map((scheme) => `${scheme}://${host}:*`),
);

/** Who may frame the iframe: the app's allowed domains, or the loopback origins when it has none. */
export function frameAncestors(allowedDomains: readonly string[]): string {
  if (allowedDomains.length === 0) return LOOPBACK_SOURCES.join(' ');
  const sources = allowedDomains
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => CSP_SOURCE.test(entry));
  return sources.length > 0 ? sources.join(' ') : "'none'";
}

export function walletIframeCsp(allowedDomains: readonly string[]): string {
  return `default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors(allowedDomains)}`;
}

/**
 * `GET /apps/:app_id/embedded-wallets` (query `caid`, `client_id`): a blank page with a strict CSP
 * that loads the iframe script; the app's id, client id and allowed domains travel in `data-*`
 * attributes. `GET /embedded-wallets/iframe.js`: the script (404 where there is none, in-process).
 */
export function registerWalletIframe(hono: EmulatorApp, core: EmulatorCore, script?: WalletIframeScript): void {
  hono.get(WALLET_IFRAME_PATH, (c) => {
    const app = findAppOr404(core, c.req.param('app_id'));
    const domains = app.config.allowed_domains;
    c.header('content-security-policy', walletIframeCsp(domains));
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    c.header('x-content-type-options', 'nosniff');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title></head>` +
        `<body data-app-id="${escapeHtml(app.config.id)}" data-client-id="${escapeHtml(c.req.query('client_id'))}"` +
        ` data-allowed-domains="${escapeHtml(JSON.stringify(domains))}">` +
        `<script src="${WALLET_IFRAME_SCRIPT_PATH}" defer></script></body></html>`,
    );
  });
  hono.get(WALLET_IFRAME_SCRIPT_PATH, async (c) => {
    if (!script) throw new ApiError(404, undefined, 'The wallet iframe is served only by createEmulator (a server)');
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    c.header('x-content-type-options', 'nosniff');
    return c.body(await script());
  });
}
