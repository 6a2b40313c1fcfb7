import type { Context } from 'hono';
import { escapeHtml } from '../../kernel/html.ts';
import type { Registry } from '../../kernel/registry.ts';
import { findApp } from '../apps/index.ts';
import { relayPage } from './relay.ts';
import { type FarcasterSignerRecord, farcasterSignersSlice } from './signerSlice.ts';

/** The relay's signer page: what the QR code and 'Open Farcaster app' open (the Farcaster app's side). */
export const FARCASTER_SIGNER_PATH = '/farcaster/signer';

/** What the page's buttons do: approve or reject a pending signer, revoke an approved one. */
export type SignerDecision = 'approve' | 'reject' | 'revoke';

const problem = (c: Context, message: string) =>
  c.html(relayPage('Farcaster', `<h1>Farcaster</h1><p role="alert">${escapeHtml(message)}</p>`), 400);

function signerPage(record: FarcasterSignerRecord, appName: string): string {
  const button = (decision: SignerDecision, label: string) =>
    `<button type="submit" name="decision" value="${decision}">${label}</button>`;
  const actions =
    record.status === 'pending_approval'
      ? button('approve', 'Approve') + button('reject', 'Reject')
      : record.status === 'approved'
        ? button('revoke', 'Revoke')
        : '';
  return relayPage(
    'Add a signer to Farcaster',
    `<h1>Add a signer</h1>
<p><strong>${escapeHtml(appName)}</strong> asks to act for Farcaster account fid <strong>${record.fid}</strong>: casts, likes, follows and more.</p>
<p>Signer key <code>${escapeHtml(record.public_key)}</code></p>
<p>Status: <strong data-status="${record.status}">${record.status.replace('_', ' ')}</strong></p>
<p class="note">Foyer emulator: approving records the key for the fid, as the Farcaster app's key registry would.</p>
<form method="post" action="${FARCASTER_SIGNER_PATH}">
<input type="hidden" name="token" value="${escapeHtml(record.token)}">
<div>${actions}</div>
</form>`,
  );
}

/** The user's Farcaster account of the signer's fid, whose `signer_public_key` the decision sets or clears. */
function accountOf(registry: Registry, record: FarcasterSignerRecord) {
  return registry.core.identity
    .user(record.user_id)
    ?.user.linked_accounts.find((account) => account.type === 'farcaster' && account.fid === record.fid);
}

/** Applies `decision`; false when the signer's status does not allow it. */
function decide(registry: Registry, record: FarcasterSignerRecord, decision: SignerDecision): boolean {
  const account = accountOf(registry, record);
  if (decision === 'approve' && record.status === 'pending_approval') {
    record.status = 'approved';
    if (account?.type === 'farcaster') account.signer_public_key = record.public_key;
    return true;
  }
  const refusable = decision === 'reject' ? 'pending_approval' : decision === 'revoke' ? 'approved' : null;
  if (record.status !== refusable) return false;
  record.status = 'revoked';
  if (decision === 'reject') record.rejected = true;
  if (account?.type === 'farcaster' && account.signer_public_key === record.public_key) {
    delete account.signer_public_key;
  }
  return true;
}

/**
 * `GET /farcaster/signer?token=` shows the signer request as the Farcaster app would; its POST
 * (`decision`: approve, reject, revoke) answers it. Tests post the form (`decideFarcasterSigner`).
 */
export function registerSignerPage(registry: Registry): void {
  const { core, hono } = registry;
  const find = (token: string) => core.slice(farcasterSignersSlice).get(token);

  hono.get(FARCASTER_SIGNER_PATH, (c) => {
    const record = find(c.req.query('token') ?? '');
    if (!record) return problem(c, 'Unknown signer request.');
    return c.html(signerPage(record, findApp(core, record.app_id)?.config.name ?? record.app_id));
  });

  hono.post(FARCASTER_SIGNER_PATH, async (c) => {
    const form = await c.req.parseBody();
    const record = find(typeof form.token === 'string' ? form.token : '');
    if (!record) return problem(c, 'Unknown signer request.');
    const decision = form.decision;
    if (decision !== 'approve' && decision !== 'reject' && decision !== 'revoke') {
      return problem(c, 'decision must be approve, reject or revoke.');
    }
    if (!decide(registry, record, decision)) return problem(c, `This signer is ${record.status.replace('_', ' ')}.`);
    return c.html(signerPage(record, findApp(core, record.app_id)?.config.name ?? record.app_id));
  });
}
