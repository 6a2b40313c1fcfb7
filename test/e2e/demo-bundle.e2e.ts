import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteDomain, routeDomains } from '@foyer/headless/contract';
import { describe, expect, inject, it } from 'vitest';

/**
 * The domains the demo calls (its two pages: session, config, analytics, accepting terms, e-mail and
 * SMS login, link and update, the accounts section's unlink and transfer of every account type, and
 * the custom-UI page's custom JWT, guest login and Sign-In With Solana and Ethereum, the modal's
 * Telegram, Farcaster and wallet screens, social and passkey login on both pages, and cross-app
 * login: the modal's privy: rows and the custom page's panel, the Security panel's cloud backups
 * (recovery OAuth), the Send panels' prices, scans and
 * SPL token info, and the Add funds panel's on-ramps (funding).
 */
const used: readonly RouteDomain[] = [
  'app',
  'session',
  'users',
  'analytics',
  'email',
  'sms',
  'accounts',
  'customJwt',
  'guest',
  'siws',
  'telegram',
  'farcaster',
  'siwe',
  'oauth',
  'passkey',
  'mfa',
  'recovery',
  'crossApp',
  'transactions',
  'funding',
  'solana',
];

const paths = (domain: RouteDomain) => Object.values(routeDomains[domain]).map((route) => route.path);

/**
 * Issue 5 §3: route definitions are imported per domain, so the demo's production build (every
 * chunk, the modal's included) holds only the paths it calls.
 */
describe("the demo's built JavaScript", () => {
  const dir = join(inject('demoDir'), 'assets');
  const js = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');

  it('holds the paths of the routes the demo calls', () => {
    expect(used.flatMap(paths).filter((path) => !js.includes(path))).toEqual([]);
  });

  it("holds no path of another domain's routes", () => {
    const others = (Object.keys(routeDomains) as RouteDomain[]).filter((domain) => !used.includes(domain));
    expect(others.flatMap(paths).filter((path) => js.includes(path))).toEqual([]);
  });
});
