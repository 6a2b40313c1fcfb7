import type { StoredAppConfig } from '../../kernel/app.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { CROSS_APP_DEFAULT_EMAIL } from './crossApp.ts';
import type { AuthRequest } from './slice.ts';

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
main { max-width: 380px; margin: 2rem auto; background: #fff; border: 1px solid #d0d7de; border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
p.note { color: #57606a; margin: 0 0 1rem; }
form { margin: 0 0 .75rem; }
label { display: block; margin: .35rem 0 .1rem; font-size: .85rem; }
input[type=email] { width: 100%; box-sizing: border-box; padding: .4rem; border: 1px solid #d0d7de; border-radius: 6px; }
button { width: 100%; padding: .55rem; border-radius: 8px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; font: inherit; margin-top: .4rem; }
button.primary { background: #1f883d; border-color: #1f883d; color: #fff; }
`;

/**
 * The provider app's side of a cross-app login, at the emulator: sign in to the provider app as a
 * test account (an e-mail; the account is created there if new) and approve sharing it with the
 * requesting app, or reject. Every value from the request or the config is escaped.
 */
export function renderCrossAppPage(
  request: AuthRequest,
  provider: StoredAppConfig,
  requester: StoredAppConfig,
): string {
  const action = escapeHtml(`/oauth/consent/${encodeURIComponent(request.id)}`);
  const name = escapeHtml(provider.name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (Foyer emulator)</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p class="note">Foyer emulator: ${escapeHtml(requester.name)} (${escapeHtml(new URL(request.redirect_to).origin)}) asks to use your ${name} account.</p>
<form method="post" action="${action}">
<label for="email">${name} account (e-mail)</label><input id="email" name="email" type="email" required value="${escapeHtml(CROSS_APP_DEFAULT_EMAIL)}">
<input type="hidden" name="outcome" value="approve"><button type="submit" class="primary">Approve</button>
</form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="deny"><button type="submit">Reject</button></form>
</main></body></html>`;
}
