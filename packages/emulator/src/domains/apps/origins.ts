import type { AppRecord } from '../../kernel/app.ts';

/**
 * Whether one `allowed_domains` entry admits a browser origin. Entries are full origins
 * (`https://app.example.com`, `http://localhost:5173`: scheme, host and port must match), hosts with an
 * optional port (`app.example.com`, any scheme), or subdomain wildcards (`*.example.com`).
 */
function entryAdmits(entry: string, origin: URL): boolean {
  const wanted = entry.trim().toLowerCase().replace(/\/+$/, '');
  if (wanted.includes('://')) return wanted === origin.origin;
  if (wanted.startsWith('*.')) return origin.hostname.endsWith(wanted.slice(1));
  return wanted === origin.host || wanted === origin.hostname;
}

/** `localhost`, `*.localhost`, `127.0.0.0/8` and `[::1]`, over http or https, on any port. */
function isLoopback(origin: URL): boolean {
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
  const host = origin.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The one rule for "this origin may act for this app" (CORS, the wallet iframe, server cookies, OAuth
 * `redirect_to`, Farcaster's `relying_party`, Telegram's `return_to`, passkeys, SIWE): an origin listed
 * in `allowed_domains`; with an empty list (local development), only a loopback origin.
 */
export function originAllowed(app: AppRecord, origin: string): boolean {
  return domainsAdmit(app.config.allowed_domains, origin);
}

/** The rule of `originAllowed` on the list itself (the wallet iframe applies it in the browser). */
export function domainsAdmit(domains: readonly string[], origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (domains.length === 0) return isLoopback(parsed);
  return domains.some((entry) => entryAdmits(entry, parsed));
}

/** What the emulator says, once per app, about an app with no `allowed_domains` (console and developer page). */
export function loopbackOnlyNotice(appId: string): string {
  return (
    `App ${appId} has no allowed_domains, so it is answered only from loopback origins ` +
    `(http://localhost:<port>, http://127.0.0.1:<port>, http://[::1]:<port>). ` +
    `To use it from any other origin, add that origin to the app's allowed_domains.`
  );
}

/** The 403 message of a refused origin: what to do about it. */
export function originRefused(app: AppRecord, origin: string): string {
  const id = app.config.id;
  return app.config.allowed_domains.length === 0
    ? `Origin ${origin} is not allowed for app ${id}: with no allowed_domains only loopback origins are answered; add ${origin} to the app's allowed_domains`
    : `Origin ${origin} is not in the allowed_domains of app ${id}; add it to use the app from there`;
}
