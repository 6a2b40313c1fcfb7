import type { EmulatorControls } from '../controls.ts';
import { allApps, loopbackOnlyNotice } from '../domains/apps/index.ts';
import { cloudAccounts } from '../domains/cloud/index.ts';
import { bridgeRequests, fundingPayments } from '../domains/funding/index.ts';
import { allUsers } from '../domains/identity/index.ts';
import { currentTotpCode } from '../domains/mfa/index.ts';
import { embeddedWallets, entropyOfUser, registeredDevices } from '../domains/wallets/index.ts';
import type { EmulatorCore } from '../kernel/core.ts';
import { DEV_PREFIX } from '../kernel/devRoute.ts';
import { escapeHtml, table } from '../kernel/html.ts';

/** No scripts at all; inline styles only (see the CSP header sent with the page). */
export const DEV_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
th { background: #f6f8fa; } td { font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all; }
.code { font-size: 1.1rem; font-weight: 700; letter-spacing: .15em; } .empty, .meta { color: #59636e; }
nav a { margin-right: 1rem; } .notice { background: #fff8c5; border: 1px solid #d4a72c; padding: .5rem .75rem; }
`;

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

function enabledLogins(config: Record<string, unknown>): string {
  return Object.entries(config)
    .filter(([key, value]) => value === true && /_(auth|oauth)$/.test(key))
    .map(([key]) => key)
    .join(', ');
}

/** The user's MFA methods, with their authenticator app's current code (as their phone would show it). */
function mfaOf(core: EmulatorCore, user: { id: string; mfa_methods: { type: string }[] }): string {
  const methods = user.mfa_methods.map((method) => method.type);
  if (!methods.includes('totp')) return methods.join(', ');
  return `${methods.join(', ')} (authenticator code ${currentTotpCode(core, user.id)})`;
}

export function renderDevPage(core: EmulatorCore, controls: EmulatorControls): string {
  const { clock } = core;
  const messages = controls.outbox();
  const outbox = table(
    ['sent at', 'channel', 'to', 'code', 'id'],
    messages.map((m) => [m.sentAt, m.channel, m.to, { value: m.code, className: 'code' }, m.id]),
    'Nothing sent yet.',
  );
  const users = table(
    ['id', 'app', 'accounts', 'created', 'accepted terms', 'MFA'],
    allUsers(core).map(({ app_id, user }) => [
      user.id,
      app_id,
      user.linked_accounts.map((a) => ('address' in a ? `${a.type}: ${a.address}` : a.type)).join(', '),
      iso(user.created_at),
      user.has_accepted_terms ? 'yes' : 'no',
      mfaOf(core, user),
    ]),
    'No users.',
  );
  const wallets = table(
    ['user', 'app', 'chain', 'index', 'address', 'entropy id', 'devices'],
    allUsers(core).flatMap((record) => {
      const entropy = entropyOfUser(core, record.user.id);
      const devices = registeredDevices(core, record.user.id).map((device) => device.registered_by);
      return embeddedWallets(record.user).map((wallet) => [
        record.user.id,
        record.app_id,
        wallet.chain_type,
        wallet.wallet_index ?? 0,
        wallet.address,
        entropy?.entropy_id ?? '',
        devices.join(', '),
      ]);
    }),
    'No embedded wallets.',
  );
  const clouds = table(
    ['app', 'cloud', 'account', 'files'],
    cloudAccounts(core).map((entry) => [entry.app_id, entry.provider, entry.account, entry.names.join(', ')]),
    'No cloud backups.',
  );
  const payments = table(
    ['provider', 'app', 'id', 'status', 'address', 'currency', 'amount', 'transaction'],
    fundingPayments(core).map((p) => [
      p.provider,
      p.app_id,
      p.id,
      p.status,
      p.address ?? '',
      p.currency ?? '',
      p.amount ?? '',
      p.transaction ?? '',
    ]),
    'No on-ramp payments.',
  );
  const bridge = table(
    ['deposit', 'from chain', 'to chain', 'recipient', 'status', 'out'],
    bridgeRequests(core).map((r) => [
      r.deposit,
      r.origin_chain_id,
      r.destination_chain_id,
      r.recipient,
      r.status,
      r.out_txs.map((tx) => `${tx.chainId}: ${tx.hash}`).join(', '),
    ]),
    'No bridge requests.',
  );
  const appRecords = allApps(core);
  const loopbackOnly = appRecords
    .filter(({ config }) => config.allowed_domains.length === 0)
    .map(({ config }) => `<p class="notice">${escapeHtml(loopbackOnlyNotice(config.id))}</p>`)
    .join('\n');
  const apps = table(
    ['id', 'name', 'logins', 'allowed origins', 'plus e-mails', 'allowlist', 'max users', 'app secret (wallet API)'],
    appRecords.map(({ config, allowlist, max_users, app_secret }) => [
      config.id,
      config.name,
      enabledLogins(config as unknown as Record<string, unknown>),
      config.allowed_domains.join(', ') || 'loopback only',
      config.disable_plus_emails ? 'disabled' : 'allowed',
      config.allowlist_enabled ? allowlist.join(', ') || '(empty)' : 'off',
      max_users ?? 'unlimited',
      app_secret,
    ]),
    'No apps.',
  );
  const faults = table(
    ['id', 'method', 'path', 'status', 'delay ms', 'drop', 'after handler', 'stall body', 'remaining', 'hits'],
    controls.faults
      .list()
      .map((f) => [
        f.id,
        f.method ?? 'any',
        f.path,
        f.status ?? '',
        f.delayMs ?? '',
        f.drop ? 'yes' : '',
        f.afterHandler ? 'yes' : '',
        f.stallBody === undefined ? '' : f.stallBody === true ? 'forever' : `${f.stallBody} ms`,
        f.remaining ?? 'until cleared',
        f.hits,
      ]),
    'No faults.',
  );
  const analytics = table(
    ['received at', 'app', 'event', 'client id', 'payload'],
    controls
      .analytics()
      .slice(0, 100)
      .map((e) => [e.receivedAt, e.app_id, e.event_name, e.client_id ?? '', JSON.stringify(e.payload)]),
    'No events.',
  );
  const link = (path: string, label: string) =>
    `<a href="${escapeHtml(`${DEV_PREFIX}${path}`)}">${escapeHtml(label)}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3">
<title>Foyer emulator</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Foyer emulator</h1>
<p class="meta">Emulator time ${escapeHtml(new Date(clock.now()).toISOString())} (offset ${escapeHtml(clock.offset())} ms). Refreshes every 3 s.</p>
<nav>${link('/outbox', 'outbox JSON')}${link('/analytics', 'analytics JSON')}${link('/faults', 'faults JSON')}${link('/state', 'state JSON')}</nav>
<h2>Outbox (newest first)</h2>
${outbox}
<h2>Users</h2>
${users}
<h2>Embedded wallets</h2>
${wallets}
<h2>Cloud backups</h2>
${clouds}
<h2>On-ramp payments</h2>
${payments}
<h2>Bridge requests</h2>
${bridge}
<h2>Apps</h2>
${loopbackOnly}
${apps}
<h2>Faults</h2>
${faults}
<h2>Analytics (newest first)</h2>
${analytics}
</body>
</html>
`;
}
