/**
 * @vitest-environment happy-dom
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
 */
import { signTelegramLogin, telegramBotToken } from '@foyer/emulator';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { emulatorClient } from '../../../../../test/support/emulatorClient.ts';
import { createFoyerCore, type FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { memoryStorage } from '../../core/storage.ts';
import { createTelegramLoginFlow } from './telegramLogin.flow.ts';

/** Spec §2: captcha before Telegram login when the app enables one (the emulator's test captcha). */
const APP = 'captcha-telegram-app-0001';
const BOT = '7000000077';
const url = () => inject('emulatorUrl');
const emulator = () => emulatorClient(url());

let core: FoyerCore | undefined;
afterEach(() => core?.stop());

async function signed(id: number) {
  const { now } = await emulator().clock.get();
  return signTelegramLogin(telegramBotToken(BOT), { id, first_name: 'Cap', auth_date: Math.floor(now / 1000) });
}

describe('Telegram login with a captcha', () => {
  beforeAll(async () => {
    await emulator().seed({
      apps: [
        {
          id: APP,
          telegram_auth: true,
          telegram_auth_config: {
            bot_id: BOT,
            bot_name: 'captcha_bot',
            link_enabled: true,
            seamless_auth_enabled: false,
          },
          captcha_enabled: true,
          captcha_site_key: 't:telegram-key',
        },
      ],
    });
  });

  it('runs the captcha first and sends its token with the proof', async () => {
    core = createFoyerCore({
      appId: APP,
      apiUrl: url(),
      storage: memoryStorage(),
      captchaScriptUrl: `${url()}/captcha/v0/api.js`,
      testing: { retryDelayMs: 1 },
    });
    await core.start();
    const flow = createTelegramLoginFlow(core);
    const settled = await flow.commands.login({ data: { authResult: await signed(300000001) } });
    expect(settled).toMatchObject({ status: 'done', result: { loginMethod: 'telegram' } });
  }, 10_000);

  it('the emulator refuses a Telegram login of a captcha app without a token (invalid_captcha)', async () => {
    const answer = await fetch(`${url()}/api/v1/telegram/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': APP },
      body: JSON.stringify({ telegram_auth_result: await signed(300000002) }),
    });
    expect(((await answer.json()) as { code: string }).code).toBe(ErrorCode.INVALID_CAPTCHA);
  });
});
