import { ErrorCode, routeDomains as routes, type WireTelegramAccount } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { requireLinkable, requireRoomFor } from '../accounts/transfers.ts';
import type { AppRecord } from '../apps/config.ts';
import { checkCaptchaToken } from '../captcha/tokens.ts';
import { authenticate } from '../sessions/authenticate.ts';
import { logIn } from '../sessions/logIn.ts';
import { findAccountOwner, signUp, toWireUser } from '../users/users.ts';
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
  const nowSeconds = () => toUnixSeconds(core.clock.now());

  route(routes.telegram.authenticate, telegramBodies.authenticate, ({ body, appId, app, c }) => {
    checkAllowed(app, false);
    checkCaptchaToken(core, app, body.captcha_token);
    const identity = verifyTelegramProof(core, app, body);
    const existing = findAccountOwner(core, appId, telegramAccount(identity, 0));
    if (existing) {
      const account = existing.user.linked_accounts.find(
        (a) => a.type === 'telegram' && a.telegram_user_id === identity.telegram_user_id,
      );
      if (account) Object.assign(account, identity, { latest_verified_at: nowSeconds() });
      return logIn(core, { c, app }, existing, false);
    }
    if (body.mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    const created = signUp(core, appId, app, [telegramAccount(identity, nowSeconds())], nowSeconds());
    return logIn(core, { c, app }, created, true);
  });

  route(routes.telegram.link, telegramBodies.link, async ({ body, appId, app, c }) => {
    const { record } = await authenticate(core, appId, c.req.raw.headers);
    checkAllowed(app, true);
    requireRoomFor(record, 'telegram');
    const account = telegramAccount(verifyTelegramProof(core, app, body), nowSeconds());
    requireLinkable(core, record, account);
    record.user.linked_accounts.push(account);
    return toWireUser(record);
  });

  registerTelegramSimulator(registry);
}
