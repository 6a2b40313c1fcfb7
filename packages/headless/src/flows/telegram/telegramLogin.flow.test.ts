import {
  createEmulator,
  createSession,
  type Emulator,
  signTelegramLogin,
  signTelegramWebAppData,
  TELEGRAM_AUTH_PATH,
  telegramBotToken,
} from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { accountTransferData } from '../../core/accounts/transferData.ts';
import { unlinkAccount } from '../../core/accounts/unlink.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import { readTelegramAuth } from './telegramAddress.ts';
import { createTelegramLoginFlow } from './telegramLogin.flow.ts';

const APP = 'foyer-telegram-flow-app-1';
const BOT = '7000000001';
const AUTHENTICATE = '/api/v1/telegram/authenticate';
const RETURN_TO = 'https://app.example/login?tab=1';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      {
        id: APP,
        telegram_auth: true,
        allowed_domains: ['https://app.example'],
        telegram_auth_config: {
          bot_id: BOT,
          bot_name: 'foyer_test_bot',
          link_enabled: true,
          seamless_auth_enabled: true,
        },
      },
    ],
  });
});

const nowSeconds = () => Math.floor(emulator.clock.now() / 1000);
const signed = (id: number, first_name = 'Ada') =>
  signTelegramLogin(telegramBotToken(BOT), { id, first_name, username: `user${id}`, auth_date: nowSeconds() });

async function setup<Intent extends FlowIntent = 'login'>(
  intent?: Intent,
  authToken?: Parameters<typeof persistSession>[1],
) {
  const test = createTestCore(emulator, { appId: APP, telegramAuthUrl: `${emulator.url}${TELEGRAM_AUTH_PATH}` });
  if (authToken) persistSession(test.storage, authToken);
  await test.core.start();
  const navigate = vi.fn<(url: string) => void>();
  const flow = createTelegramLoginFlow(test.core, { intent, navigate });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  return { ...test, flow, navigate, onComplete, onError };
}

describe('Telegram login flow against the emulator', () => {
  it("goes to the emulator's Telegram page, comes back signed, and signs the visitor up", async () => {
    const { core, flow, navigate, onComplete, requests } = await setup();
    expect((await flow.commands.redirectToTelegram({ returnTo: RETURN_TO })).status).toBe('loading');
    const telegramPage = new URL(navigate.mock.calls[0]![0]);
    expect(telegramPage.pathname).toBe(TELEGRAM_AUTH_PATH);
    expect(telegramPage.searchParams.get('bot_id')).toBe(BOT);
    expect(telegramPage.searchParams.get('return_to')).toBe(RETURN_TO);
    expect((await fetch(telegramPage)).status).toBe(200);

    // The visitor approves as the first test identity: the simulator returns to the app with signed fields.
    const approve = await fetch(`${emulator.url}${TELEGRAM_AUTH_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ bot_id: BOT, origin: 'https://app.example', return_to: RETURN_TO, preset: '0' }),
      redirect: 'manual',
    });
    expect(approve.status).toBe(302);
    const back = approve.headers.get('location')!;
    expect(back.startsWith('https://app.example/login?tab=1&id=')).toBe(true);
    const data = readTelegramAuth(back);
    expect(data?.authResult).toMatchObject({ id: 100000001, first_name: 'Ada', username: 'ada' });

    const statuses: string[] = [];
    const unsubscribe = flow.subscribe(() => statuses.push(flow.getSnapshot().status));
    const settled = await flow.commands.login({ data: data! });
    unsubscribe();
    expect(statuses).toEqual(['loading', 'done']);
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'login', isNewUser: true, loginMethod: 'telegram' },
    });
    expect(settled.result?.intent === 'login' && settled.result.loginAccount).toMatchObject({
      type: 'telegram',
      telegramUserId: '100000001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(core.store.get(userAtom)?.telegram?.telegramUserId).toBe('100000001');
    expect(core.store.get(recentLoginMethodAtom)).toBe('telegram');
    expect(requests.find((r) => r.path === AUTHENTICATE)?.body).toEqual({
      telegram_auth_result: data!.authResult,
      mode: 'login-or-sign-up',
    });
  });

  it('logs a returning Telegram user in', async () => {
    await (await setup()).flow.commands.login({ data: { authResult: signed(11) } });
    const again = await (await setup()).flow.commands.login({ data: { authResult: signed(11) } });
    expect(again).toMatchObject({ status: 'done', result: { isNewUser: false } });
  });

  it('refuses a tampered hash and a tampered field (invalid_credentials)', async () => {
    const { flow, onError } = await setup();
    const good = signed(12);
    const flipped = `${good.hash.slice(0, -1)}${good.hash.endsWith('0') ? '1' : '0'}`;
    expect(await flow.commands.login({ data: { authResult: { ...good, hash: flipped } } })).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
    });
    expect(await flow.commands.login({ data: { authResult: { ...good, id: 13 } } })).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
    });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('refuses data signed more than a day ago (emulator clock)', async () => {
    const { flow } = await setup();
    const old = signed(14);
    emulator.clock.advance(86_401_000);
    expect(await flow.commands.login({ data: { authResult: old } })).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS },
    });
  });

  it('logs in from Mini App init data (its own key derivation)', async () => {
    const { flow } = await setup();
    const webAppData = signTelegramWebAppData(telegramBotToken(BOT), {
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      auth_date: nowSeconds(),
      user: { id: 15, first_name: 'Mini', username: 'mini' },
    });
    expect(await flow.commands.login({ data: { webAppData } })).toMatchObject({
      status: 'done',
      result: { loginAccount: { type: 'telegram', telegramUserId: '15', firstName: 'Mini' } },
    });
    // Signed the login widget's way, the same init data does not verify.
    const widgetKeyed = { ...webAppData, hash: signed(15).hash };
    expect((await (await setup()).flow.commands.login({ data: { webAppData: widgetKeyed } })).status).toBe('error');
  });

  it('fails with invalid_data when there is nothing to verify, and without a bot cannot redirect', async () => {
    const { flow } = await setup();
    expect(await flow.commands.login()).toMatchObject({ status: 'error', error: { code: ErrorCode.INVALID_DATA } });
    const other = createTestCore(emulator); // the default app: no Telegram bot
    await other.core.start();
    const noBot = createTelegramLoginFlow(other.core, { navigate: vi.fn() });
    expect(await noBot.commands.redirectToTelegram({ returnTo: RETURN_TO })).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CONFIG },
    });
  });

  it('links Telegram to a signed-in user, who can unlink it again', async () => {
    const auth = await createSession(emulator, {
      app_id: APP,
      linked_accounts: [{ type: 'email', address: 'tg@example.com' }],
    });
    const { core, flow } = await setup('link', auth);
    const settled = await flow.commands.login({ data: { authResult: signed(16) } });
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'link', linkMethod: 'telegram', linkedAccount: { type: 'telegram', telegramUserId: '16' } },
    });
    const account = core.store.get(userAtom)!.telegram!;
    const user = await unlinkAccount(core, account);
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email']);
  });

  it("a link of another user's Telegram account asks for a transfer, with the proof to re-send", async () => {
    await (await setup()).flow.commands.login({ data: { authResult: signed(17) } });
    const auth = await createSession(emulator, {
      app_id: APP,
      linked_accounts: [{ type: 'email', address: 'b@example.com' }],
    });
    const { flow } = await setup('link', auth);
    const proof = signed(17);
    const settled = await flow.commands.login({ data: { authResult: proof } });
    expect(settled.error?.code).toBe(ErrorCode.ACCOUNT_TRANSFER_REQUIRED);
    expect(accountTransferData(settled.error!)).toMatchObject({
      account: { type: 'telegram', telegramUserId: '17' },
      telegramAuthResult: proof,
    });
  });
});
