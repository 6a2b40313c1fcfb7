import type { Context } from 'hono';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { escapeHtml } from '../../kernel/html.ts';
import type { Registry } from '../../kernel/registry.ts';
import { allApps, originAllowed } from '../apps/index.ts';
import { signTelegramLogin, telegramBotToken } from './signing.ts';

/** Where the simulator of Telegram's login page is served: the kit's `telegramAuthUrl` option points here. */
export const TELEGRAM_AUTH_PATH = '/telegram/auth';

/** Identities offered on the page (any other can be typed). */
export const telegramTestIdentities = [
  { id: 100000001, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' },
  { id: 100000002, first_name: 'Alan', last_name: 'Turing', username: 'alan' },
] as const;

function botApp(core: EmulatorCore, botId: string) {
  return allApps(core).find((app) => app.config.telegram_auth_config?.bot_id === botId);
}

/** `return_to` must be an http(s) address of `origin` (Telegram returns only to the bot's site); `check` also wants its app to allow it. */
function returnAddress(origin: string, returnTo: string): URL | null {
  try {
    const url = new URL(returnTo);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
label{display:block;margin:10px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin-top:14px;padding:10px 14px;font:inherit;cursor:pointer}.preset{margin-right:8px}
.note{color:#666;font-size:13px}</style></head><body>${body}</body></html>`;

function problem(c: Context, message: string) {
  return c.html(page('Telegram login', `<h1>Telegram login</h1><p role="alert">${escapeHtml(message)}</p>`), 400);
}

interface Request {
  botId: string;
  origin: string;
  returnTo: string;
}

function consentPage(core: EmulatorCore, request: Request, botName: string): string {
  const hidden = Object.entries({ bot_id: request.botId, origin: request.origin, return_to: request.returnTo })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const presets = telegramTestIdentities
    .map(
      (who, index) =>
        `<button class="preset" type="submit" name="preset" value="${index}">Log in as ${escapeHtml(who.first_name)} (@${escapeHtml(who.username)})</button>`,
    )
    .join('');
  const field = (name: string, label: string, value = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Log in with Telegram',
    `<h1>Log in with Telegram</h1>
<p><strong>${escapeHtml(request.origin)}</strong> wants to log you in with your Telegram account via @${escapeHtml(botName)}.</p>
<p class="note">Foyer emulator: the data is signed with the emulator's bot token (auth_date ${toUnixSeconds(core.clock.now())}).</p>
<form method="post" action="${TELEGRAM_AUTH_PATH}">${hidden}
<div>${presets}</div>
<fieldset><legend>Or another identity</legend>
${field('id', 'Telegram user id', '100000099')}${field('first_name', 'First name', 'Grace')}
${field('last_name', 'Last name')}${field('username', 'Username')}${field('photo_url', 'Photo URL')}
<button type="submit" name="preset" value="typed">Log in</button></fieldset>
</form>`,
  );
}

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The Telegram login simulator: `GET /telegram/auth?bot_id&origin&return_to` asks which identity to
 * log in as; the form's POST returns to `return_to` with the login widget's fields, signed with the
 * bot's token (`hash`), as Telegram does.
 */
export function registerTelegramSimulator({ core, hono }: Registry): void {
  const read = (source: Record<string, unknown>) => ({
    botId: field(source, 'bot_id'),
    origin: field(source, 'origin'),
    returnTo: field(source, 'return_to'),
  });
  const check = (c: Context, request: Request) => {
    const app = botApp(core, request.botId);
    if (!app?.config.telegram_auth_config) return { error: problem(c, 'Unknown bot: no app has this bot_id.') };
    const back = returnAddress(request.origin, request.returnTo);
    if (!back) return { error: problem(c, 'return_to must be an http(s) address of origin.') };
    if (!originAllowed(app, back.origin)) {
      return {
        error: problem(c, `${back.origin} is not an allowed origin of the bot's app: add it to allowed_domains.`),
      };
    }
    return { back, botName: app.config.telegram_auth_config.bot_name };
  };

  hono.get(TELEGRAM_AUTH_PATH, (c) => {
    const request = read(c.req.query());
    const checked = check(c, request);
    return checked.error ?? c.html(consentPage(core, request, checked.botName));
  });

  hono.post(TELEGRAM_AUTH_PATH, async (c) => {
    const form = await c.req.parseBody();
    const request = read(form);
    const checked = check(c, request);
    if (checked.error) return checked.error;
    const preset = field(form, 'preset');
    const chosen = telegramTestIdentities[Number(preset)];
    const typed = { id: Number(field(form, 'id')), first_name: field(form, 'first_name') };
    if (!chosen && (!Number.isSafeInteger(typed.id) || typed.id <= 0 || typed.first_name === '')) {
      return problem(c, 'A Telegram user id (a positive integer) and a first name are required.');
    }
    const user: Record<string, string | number> = chosen ? { ...chosen } : { ...typed };
    if (!chosen) {
      for (const name of ['last_name', 'username', 'photo_url']) {
        const value = field(form, name);
        if (value !== '') user[name] = value;
      }
    }
    const signed = signTelegramLogin(telegramBotToken(request.botId), {
      ...(user as { id: number; first_name: string }),
      auth_date: toUnixSeconds(core.clock.now()),
    });
    const back = checked.back;
    for (const [key, value] of Object.entries(signed)) back.searchParams.set(key, String(value));
    return c.redirect(back.href, 302);
  });
}
