import type { AppRecord } from './config.ts';

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

/** An app with no `allowed_domains` admits any origin (local development); otherwise one entry must match. */
export function originAllowed(app: AppRecord, origin: string): boolean {
  return domainsAdmit(app.config.allowed_domains, origin);
}

/** The rule of `originAllowed` on the list itself (the wallet iframe applies it in the browser). */
export function domainsAdmit(domains: readonly string[], origin: string): boolean {
  if (domains.length === 0) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return domains.some((entry) => entryAdmits(entry, parsed));
}
