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
 * SPL token info, the Add funds panel's on-ramps (funding), and the Offline access panel's revoke.
 * The Smart wallet panel reads the app's smart-wallet config (its link is a SIWE route).
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

/**
 * Domains the demo calls only part of, with the routes it calls: of the wallet API, the Offline
 * access panel's revoke, and the session signers' read and change of a wallet, which its delegation
 * operation loads on demand (the wallet iframe delegates; the rest is for apps' servers); of
 * Farcaster's, the login's and the signer's status poll (the wallet iframe calls `signerInit`).
 */
const partly: Partial<Record<RouteDomain, readonly string[]>> = {
  walletApi: ['revoke', 'getWallet', 'updateWallet'],
  farcaster: ['init', 'status', 'authenticate', 'link', 'signerStatus'],
  smartWallets: ['config'],
};

const paths = (domain: RouteDomain) =>
  Object.entries(routeDomains[domain])
    .filter(([name]) => !partly[domain] || partly[domain].includes(name))
    .map(([, route]) => route.path);
const otherPaths = (domain: RouteDomain) =>
  Object.entries(routeDomains[domain])
    .filter(([name]) => !partly[domain]?.includes(name))
    .map(([, route]) => route.path);
/** A path as a string literal of the bundle (so `/api/v1/wallets` is not found in `/api/v1/wallets/revoke`). */
const literal = (path: string) => new RegExp(`["'\`]${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'\`]`);

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
    const called = [...used, ...(Object.keys(partly) as RouteDomain[])];
    expect(called.flatMap(paths).filter((path) => !literal(path).test(js))).toEqual([]);
  });

  it("holds no path of another domain's routes", () => {
    const others = (Object.keys(routeDomains) as RouteDomain[]).filter((domain) => !used.includes(domain));
    expect(others.flatMap(otherPaths).filter((path) => literal(path).test(js))).toEqual([]);
  });
});
