import * as telegram from '../../core/api/routes/telegram.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { type CodeOf, reported } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify } from '../../core/flow/verify.ts';
import {
  TELEGRAM_AUTH_URL,
  type TelegramAuthData,
  takeTelegramAuthFromAddress,
  telegramLoginUrl,
  telegramUserIdOf,
} from './telegramAddress.ts';
import { fetchTelegramBot } from './telegramBot.ts';
import {
  initialTelegramLoginSnapshot,
  type TelegramLoginEffect,
  type TelegramLoginErrorCode,
  type TelegramLoginEvent,
  type TelegramLoginSnapshot,
  telegramLoginMachine,
} from './telegramLogin.machine.ts';

/**
 * The Telegram flow's commands. None of them rejects: each resolves with the snapshot once its call
 * has settled, and a failure is in that snapshot (`status: 'error'`) and in `onError`.
 */
export interface TelegramLoginCommands {
  /**
   * Verifies a Telegram proof with the server and logs in (or links). `data` defaults to what the
   * page's address holds (spec §2: the login widget's or a login URL's fields, which are then
   * removed from the address, or a Mini App's `#tgWebAppData`); none: `invalid_data`.
   */
  login(args?: {
    data?: TelegramAuthData | undefined;
    disableSignup?: boolean | undefined;
  }): Promise<TelegramLoginSnapshot>;
  /**
   * Sends the visitor to Telegram's login page for the app's bot; Telegram returns to `returnTo`
   * (default: this page) with the signed fields, and `login()` there finishes. Stays `loading`.
   */
  redirectToTelegram(args?: { returnTo?: string | undefined }): Promise<TelegramLoginSnapshot>;
  reset(): void;
}

export interface TelegramLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default) or 'link' (add the Telegram account to the signed-in user). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its modal runs the after-login steps itself. */
  kitUi?: boolean | undefined;
  /** How the page goes to Telegram (default `location.assign`); tests replace it. */
  navigate?: ((url: string) => void) | undefined;
}

export interface TelegramLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<TelegramLoginSnapshot, TelegramLoginEvent, FlowCallbacks<Intent, 'telegram', TelegramLoginErrorCode>> {
  commands: TelegramLoginCommands;
}

const noBot = () => new FoyerError(ErrorCode.INVALID_CONFIG, 'The app has no Telegram bot (telegram_auth_config)');

/** What the redirect fails with beside its call: an app without a bot. */
export type TelegramEffectFailureCode = CodeOf<ReturnType<typeof noBot>>;

const proofOf = (data: TelegramAuthData) =>
  data.authResult ? { telegram_auth_result: data.authResult } : { telegram_web_app_data: data.webAppData };

/** Telegram login and link (reference §5.6): the machine plus its two effects (verify, redirect). */
export function createTelegramLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: TelegramLoginFlowOptions<Intent> = {},
): TelegramLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));

  const flow = createFlow<
    TelegramLoginSnapshot,
    TelegramLoginEvent,
    TelegramLoginEffect,
    FlowCallbacks<Intent, 'telegram', TelegramLoginErrorCode>
  >(core, {
    initial: initialTelegramLoginSnapshot,
    machine: telegramLoginMachine,
    failed: (_effect, error): TelegramLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<TelegramLoginEvent> {
      if (effect.type === 'redirect') {
        const bot = await fetchTelegramBot(core, { signal });
        if (!bot) throw noBot();
        navigate(
          telegramLoginUrl({
            authUrl: core.telegramAuthUrl ?? TELEGRAM_AUTH_URL,
            botId: bot.botId,
            origin: new URL(effect.returnTo).origin,
            returnTo: effect.returnTo,
          }),
        );
        return { type: 'redirected' };
      }
      const { data, mode } = effect;
      const userId = telegramUserIdOf(data);
      const result = await verify(
        core,
        // Spec §2: the captcha comes first when the app uses one (its token rides on the login call).
        { intent: effect.intent, signal, captcha: true, afterLogin: !options.kitUi },
        {
          method: 'telegram',
          isAccount: (account) => account.type === 'telegram' && account.telegramUserId === userId,
          login: (token) =>
            api.call(telegram.authenticate, {
              body: { ...proofOf(data), mode, ...(token === undefined ? {} : { captcha_token: token }) },
              signal,
            }),
          link: () => api.call(telegram.link, { body: proofOf(data), signal }),
          transfer: () => ({
            account: { type: 'telegram', telegramUserId: userId ?? '' },
            linkMethod: 'telegram',
            ...(data.authResult ? { telegramAuthResult: data.authResult } : { telegramWebAppData: data.webAppData }),
          }),
        },
      );
      return { type: 'verified', result };
    },
  });

  const facts = () => runFacts(store, intent);
  const commands: TelegramLoginCommands = {
    login: ({ data, disableSignup = false } = {}) =>
      flow.send({
        type: 'authenticate',
        data: data ?? takeTelegramAuthFromAddress(),
        disableSignup,
        facts: facts(),
      }),
    redirectToTelegram: ({ returnTo = window.location.href } = {}) =>
      flow.send({ type: 'redirect', returnTo, facts: facts() }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
