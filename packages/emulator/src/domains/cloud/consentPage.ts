import type { CloudRecoveryProvider } from '@foyer/headless/contract';
import { escapeHtml } from '../../kernel/html.ts';
import { CONSENT_STYLE, hidden } from '../oauth/index.ts';
import { CLOUD_PREFIX } from './paths.ts';
import type { CloudRequest } from './slice.ts';

/** The clouds' names, as their pages show them. */
export const cloudNames: Record<CloudRecoveryProvider, string> = {
  'google-drive': 'Google Drive',
  icloud: 'Apple iCloud',
};

/**
 * The stand-in's consent page for one recovery authorization: the account to use (typed, first the
 * user's e-mail) and approve, or deny. No script; every value from the request is escaped.
 */
export function renderCloudConsentPage(request: CloudRequest): string {
  const name = cloudNames[request.provider];
  const action = escapeHtml(`${CLOUD_PREFIX}/consent/${encodeURIComponent(request.id)}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} (Foyer emulator)</title><style>${CONSENT_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(name)}</h1>
<p class="note">Foyer emulator: a stand-in for ${escapeHtml(name)}, not the real one. The app at ${escapeHtml(new URL(request.redirect_to).origin)} asks to keep its wallet recovery file in your account.</p>
<form method="post" action="${action}">
<label for="account">${escapeHtml(name)} account (e-mail)</label><input id="account" name="account" type="email" required value="${escapeHtml(request.account ?? '')}">
${hidden('outcome', 'approve')}<button type="submit" class="primary">Allow</button>
</form>
<form method="post" action="${action}">${hidden('outcome', 'deny')}<button type="submit">Deny</button></form>
</main></body></html>`;
}
