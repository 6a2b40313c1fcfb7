import type { Context } from 'hono';
import { escapeHtml } from '../../kernel/html.ts';
import type { Registry } from '../../kernel/registry.ts';
import { type FarcasterIdentity, farcasterTestIdentities } from './identities.ts';
import { approveChannel } from './siwf.ts';
import { type FarcasterChannel, farcasterSlice } from './slice.ts';

/** The relay's approve page: what the QR code and the mobile link open (the Farcaster app's side). */
export const FARCASTER_CONNECT_PATH = '/farcaster/connect';

export const relayPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
label{display:block;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin:14px 8px 0 0;padding:10px 14px;font:inherit;cursor:pointer}.note{color:#666;font-size:13px}</style>
</head><body>${body}</body></html>`;

const problem = (c: Context, message: string, status: 400 | 410 = 400) =>
  c.html(relayPage('Farcaster', `<h1>Farcaster</h1><p role="alert">${escapeHtml(message)}</p>`), status);

function approvePage(channel: FarcasterChannel): string {
  const presets = farcasterTestIdentities
    .map(
      (who, index) =>
        `<button type="submit" name="preset" value="${index}">Approve as ${escapeHtml(who.display_name)} (@${escapeHtml(who.username)})</button>`,
    )
    .join('');
  return relayPage(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in with your Farcaster account.</p>
<p class="note">Foyer emulator: the message is signed with the fid's emulated custody key.</p>
<form method="post" action="${FARCASTER_CONNECT_PATH}">
<input type="hidden" name="channelToken" value="${escapeHtml(channel.channel_token)}">
<div>${presets}</div>
<fieldset><legend>Or another account</legend>
<label for="fid">fid</label><input id="fid" name="fid" inputmode="numeric" value="2001">
<label for="username">Username</label><input id="username" name="username" value="carol">
<button type="submit" name="preset" value="typed">Approve</button></fieldset>
</form>`,
  );
}

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * `GET /farcaster/connect?channelToken=` asks which Farcaster account approves; its POST signs the
 * Sign In With Farcaster message with that account's custody key (viem) and completes the channel,
 * as the Farcaster app does through the relay.
 */
export function registerFarcasterRelay(
  { core, hono }: Registry,
  { isExpired }: { isExpired(channel: FarcasterChannel): boolean },
): void {
  const find = (c: Context, token: string) => {
    const channel = core.slice(farcasterSlice).get(token);
    if (!channel) return { error: problem(c, 'Unknown or used channel.') };
    if (isExpired(channel)) return { error: problem(c, 'This sign-in request has expired.', 410) };
    if (channel.completed) return { error: problem(c, 'This sign-in request was already approved.') };
    return { channel };
  };

  hono.get(FARCASTER_CONNECT_PATH, (c) => {
    const found = find(c, c.req.query('channelToken') ?? '');
    return found.error ?? c.html(approvePage(found.channel));
  });

  hono.post(FARCASTER_CONNECT_PATH, async (c) => {
    const form = await c.req.parseBody();
    const found = find(c, text(form, 'channelToken'));
    if (found.error) return found.error;
    const preset = text(form, 'preset');
    const fid = Number(text(form, 'fid'));
    const username = text(form, 'username');
    const who: FarcasterIdentity | undefined =
      farcasterTestIdentities[Number(preset)] ??
      (Number.isSafeInteger(fid) && fid > 0 && username !== '' ? { fid, username, display_name: username } : undefined);
    if (!who) return problem(c, 'A fid (a positive integer) and a username are required.');
    found.channel.completed = await approveChannel(found.channel, who, new Date(core.clock.now(found.channel.app_id)));
    return c.html(relayPage('Approved', '<h1>Approved</h1><p>You can return to the app.</p>'));
  });
}
