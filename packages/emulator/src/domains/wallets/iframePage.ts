import { WALLET_EXPORT_PATH, WALLET_IFRAME_PATH } from '@foyer/headless/contract';
import type { EmulatorApp, EmulatorContext } from '../../kernel/context.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { findAppOr404 } from '../apps/index.ts';

/** The wallet iframe's script (one for every app), on the emulator's origin. */
export const WALLET_IFRAME_SCRIPT_PATH = '/embedded-wallets/iframe.js';
/** The cross-app transact page's script (`domains/oauth/transactPage.ts`). */
export const CROSS_APP_TRANSACT_SCRIPT_PATH = '/embedded-wallets/cross-app-transact.js';
/** The export page's script and stylesheet. */
export const WALLET_EXPORT_SCRIPT_PATH = '/embedded-wallets/export.js';
export const WALLET_EXPORT_STYLE_PATH = '/embedded-wallets/export.css';

/** The wallet origin's browser scripts: the wallet iframe's (`src/walletIframe/main.ts`), the export page's. */
export type WalletScript = 'wallet-iframe' | 'wallet-export' | 'cross-app-transact';
/** Their browser bundles; only a server (`createEmulator`) has them. */
export type WalletIframeScript = (script: WalletScript) => Promise<string>;

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

/** The wallet iframe's: framed by the app's domains, and by the wallet's own pages (the cross-app transact page). */
export function walletIframeCsp(allowedDomains: readonly string[]): string {
  const parents = frameAncestors(allowedDomains);
  return `default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'${parents === "'none'" ? '' : ` ${parents}`}`;
}

/** The export page's: its own script and stylesheet only, no network at all (it asks the wallet iframe). */
export function exportPageCsp(allowedDomains: readonly string[]): string {
  return `default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors(allowedDomains)}`;
}

const EXPORT_STYLE = [
  'body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#fff;color:#111}',
  'body[data-theme=dark]{background:#1c1c1e;color:#f2f2f2}',
  '.row{display:flex;gap:8px;flex-wrap:wrap}',
  'button{font:inherit;padding:8px 12px;border-radius:8px;border:1px solid #8886;background:transparent;color:inherit;cursor:pointer}',
  'textarea{box-sizing:border-box;width:100%;margin-top:8px;font:12px/1.4 ui-monospace,monospace;resize:none;background:transparent;color:inherit;border:1px solid #8886;border-radius:8px;padding:8px}',
  '[hidden]{display:none!important}',
  '.error{color:#d33}',
].join('');

function securityHeaders(c: EmulatorContext, csp: string): void {
  c.header('content-security-policy', csp);
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
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
    securityHeaders(c, walletIframeCsp(domains));
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title></head>` +
        `<body data-app-id="${escapeHtml(app.config.id)}" data-client-id="${escapeHtml(c.req.query('client_id'))}"` +
        ` data-allowed-domains="${escapeHtml(JSON.stringify(domains))}">` +
        `<script src="${WALLET_IFRAME_SCRIPT_PATH}" defer></script></body></html>`,
    );
  });
  // The export page (ExportQuery; the token in the fragment, which the server never sees): shows the
  // key its script gets from the wallet iframe of the same page; the app's page cannot read it.
  hono.get(WALLET_EXPORT_PATH, (c) => {
    const app = findAppOr404(core, c.req.param('app_id'));
    const domains = app.config.allowed_domains;
    securityHeaders(c, exportPageCsp(domains));
    const theme = c.req.query('theme') === 'dark' ? 'dark' : 'light';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Export wallet</title>` +
        `<link rel="stylesheet" href="${WALLET_EXPORT_STYLE_PATH}"></head>` +
        `<body data-app-id="${escapeHtml(app.config.id)}" data-theme="${theme}"` +
        ` data-allowed-domains="${escapeHtml(JSON.stringify(domains))}">` +
        `<script src="${WALLET_EXPORT_SCRIPT_PATH}" defer></script></body></html>`,
    );
  });
  hono.get(WALLET_EXPORT_STYLE_PATH, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('x-content-type-options', 'nosniff');
    return c.body(EXPORT_STYLE);
  });
  const serveScript = (path: string, name: WalletScript) =>
    hono.get(path, async (c) => {
      if (!script)
        throw new ApiError(404, undefined, 'The wallet scripts are served only by createEmulator (a server)');
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'no-cache');
      c.header('x-content-type-options', 'nosniff');
      return c.body(await script(name));
    });
  serveScript(WALLET_IFRAME_SCRIPT_PATH, 'wallet-iframe');
  serveScript(WALLET_EXPORT_SCRIPT_PATH, 'wallet-export');
  serveScript(CROSS_APP_TRANSACT_SCRIPT_PATH, 'cross-app-transact');
}
