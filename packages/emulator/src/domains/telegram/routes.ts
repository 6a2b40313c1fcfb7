import { ErrorCode, routeDomains as routes, type WireTelegramAccount } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { Registry } from '../../kernel/registry.ts';
import { checkCaptchaToken } from '../captcha/index.ts';
import { telegramBodies } from './schemas.ts';
import { registerTelegramSimulator } from './simulator.ts';
import { type TelegramIdentity, verifyTelegramProof } from './verify.ts';

function telegramAccount(identity: TelegramIdentity, nowSeconds: number): WireTelegramAccount {
  return {
    type: 'telegram',
    ...identity,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

function checkAllowed(app: AppRecord, link: boolean): void {
  const enabled = app.config.telegram_auth || (link && app.config.telegram_auth_config?.link_enabled === true);
  if (!enabled) throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with Telegram not allowed');
}

/** Reference §5.6: Telegram login and link with signed data; and the login simulator pages. */
export function registerTelegramRoutes(registry: Registry): void {
  const { core, route } = registry;
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));

  route(routes.telegram.authenticate, telegramBodies.authenticate, (request) => {
    const { body, app } = request;
    checkAllowed(app, false);
    checkCaptchaToken(core, app, body.captcha_token);
    const account = telegramAccount(verifyTelegramProof(core, app, body), nowSeconds(request.appId));
    return identity.logIn(request, account, { mode: body.mode, profile: true });
  });

  route(routes.telegram.link, telegramBodies.link, async (request) => {
    const { body, app } = request;
    const record = await identity.authenticate(request);
    checkAllowed(app, true);
    identity.requireRoom(record, 'telegram');
    const account = telegramAccount(verifyTelegramProof(core, app, body), nowSeconds(request.appId));
    return identity.link(record, account, { transfer: true });
  });

  registerTelegramSimulator(registry);
}
