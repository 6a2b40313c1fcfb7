import type { OAuthProvider } from '@foyer/headless/contract';
import type { EmulatorContext } from '../../kernel/context.ts';
import { escapeHtml } from '../../kernel/html.ts';
import { presetIdentities, providerNames } from './identities.ts';
import type { AuthRequest, OAuthIdentity } from './slice.ts';

/**
 * The consent page's policy: nothing but its inline style, and forms that post to the emulator and
 * may be redirected to the app (`form-action` also covers the redirect that follows).
 */
export function consentPageCsp(redirectOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${redirectOrigin}`;
}

/** The consent pages' only style (inline, as their policy allows). */
export const CONSENT_STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
main { max-width: 380px; margin: 2rem auto; background: #fff; border: 1px solid #d0d7de; border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
p.note { color: #57606a; margin: 0 0 1rem; }
form { margin: 0 0 .75rem; }
fieldset { border: 1px solid #d0d7de; border-radius: 8px; padding: .75rem; margin: 0 0 .75rem; }
label { display: block; margin: .35rem 0 .1rem; font-size: .85rem; }
input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .4rem; border: 1px solid #d0d7de; border-radius: 6px; }
button { width: 100%; padding: .55rem; border-radius: 8px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; font: inherit; margin-top: .4rem; }
button.primary { background: #1f883d; border-color: #1f883d; color: #fff; }
.row { display: flex; gap: .5rem; }
`;

export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

function identityFields(identity: OAuthIdentity): string {
  return Object.entries(identity)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => hidden(name, value))
    .join('');
}

/**
 * The simulated consent page of `provider` for one authorization: pick or type a test identity,
 * approve or deny, or end in a provider failure (suspended account, rate limit). Every value from
 * the request or the identities is escaped.
 */
export function renderConsentPage(request: AuthRequest, provider: OAuthProvider): string {
  const name = providerNames[provider];
  const action = `/oauth/consent/${encodeURIComponent(request.id)}`;
  const form = (body: string) => `<form method="post" action="${escapeHtml(action)}">${body}</form>`;
  const presets = presetIdentities(provider)
    .map((identity) =>
      form(
        `${hidden('outcome', 'approve')}${identityFields(identity)}<button type="submit" class="primary">Continue as ${escapeHtml(identity.name)} (${escapeHtml(identity.email)})</button>`,
      ),
    )
    .join('\n');
  const typed = form(`<fieldset><legend>Another test identity</legend>
<label for="subject">Subject (provider user id)</label><input id="subject" name="subject" type="text" required>
<label for="email">E-mail</label><input id="email" name="email" type="email">
<label for="name">Name</label><input id="name" name="name" type="text">
<label for="username">Username</label><input id="username" name="username" type="text">
${hidden('outcome', 'approve')}<button type="submit">Continue as this identity</button></fieldset>`);
  const outcome = (value: string, label: string) =>
    form(
      `${hidden('outcome', value)}${identityFields(presetIdentities(provider)[0] as OAuthIdentity)}<button type="submit">${escapeHtml(label)}</button>`,
    );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(name)} (Foyer emulator)</title><style>${CONSENT_STYLE}</style></head>
<body><main>
<h1>Sign in with ${escapeHtml(name)}</h1>
<p class="note">Foyer emulator: a simulated ${escapeHtml(name)} consent page. The app at ${escapeHtml(new URL(request.redirect_to).origin)} asks for your profile.</p>
${presets}
${typed}
${outcome('deny', 'Deny')}
${outcome('suspended', 'Simulate a suspended account')}
${outcome('rate-limited', 'Simulate a provider rate limit')}
</main></body></html>`;
}

/** A consent page's (or a stand-in page's) refusal: plain text under a policy that allows nothing. */
export function consentError(c: EmulatorContext, status: 400 | 401 | 403 | 404 | 500 | 501, message: string): Response {
  c.header('content-security-policy', "default-src 'none'");
  return c.text(message, status);
}
