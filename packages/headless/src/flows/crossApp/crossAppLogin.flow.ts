import { withTransferContext } from '../../core/accounts/transferContext.ts';
import * as crossApp from '../../core/api/routes/crossApp.ts';
import * as oauth from '../../core/api/routes/oauth.ts';
import { captchaTokenFor } from '../../core/captcha/captchaToken.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { completeAuth } from '../../core/flow/completeAuth.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { afterLoginAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount } from '../../core/user.ts';
import { returnAddress } from '../oauth/oauthReturn.ts';
import { createPkce, type PkceParameters } from '../oauth/pkce.ts';
import { awaitPopupReturn, openOAuthPopup, POPUP_TIMEOUT_MS } from '../oauth/popup.ts';
import {
  CROSS_APP_ACCOUNT_TYPE,
  type CrossAppLoginEffect,
  type CrossAppLoginEvent,
  type CrossAppLoginSnapshot,
  type CrossAppMethod,
  type CrossAppRunFacts,
  crossAppLoginMachine,
  initialCrossAppLoginSnapshot,
} from './crossAppLogin.machine.ts';

export type CrossAppFlowCallbacks<Intent extends FlowIntent = 'login'> = FlowCallbacks<Intent, CrossAppMethod>;

/** The cross-app flow's commands. None rejects: each resolves with the settled snapshot. */
export interface CrossAppLoginCommands {
  /**
   * Logs in (or links) with the user's account at the provider app `appId`: PKCE S256, the init call
   * with provider `privy:<appId>` and the provider app's details, then the provider app's page in a
   * 440×680 popup. Call it from the click handler, or the browser blocks the popup.
   */
  initCrossAppLogin(args: { appId: string; disableSignup?: boolean }): Promise<CrossAppLoginSnapshot>;
  reset(): void;
}

export interface CrossAppLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default) or 'link' (add the provider app's account to the signed-in user). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4). */
  kitUi?: boolean | undefined;
  /** Where the provider app sends the popup back (default: this page's address); a page of this origin. */
  redirectUrl?: string | undefined;
  /** How long the popup may stay without an answer (default 120 000 ms, spec §9). */
  timeoutMs?: number | undefined;
}

export interface CrossAppLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<CrossAppLoginSnapshot, CrossAppLoginEvent, CrossAppFlowCallbacks<Intent>> {
  commands: CrossAppLoginCommands;
}

/** Cross-app login and link (spec §4, §9; reference §5.4 and §5.13): the machine plus its three effects. */
export function createCrossAppLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: CrossAppLoginFlowOptions<Intent> = {},
): CrossAppLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const initHeaders = options.kitUi ? { [HEADER.ui]: 't' } : undefined;
  let pendingWindow: Window | null = null;
  let popupRun: { window: Window; pkce: PkceParameters } | null = null;

  const facts = (): CrossAppRunFacts => ({ intent, session: sessionFacts(store) });

  const flow = createFlow<
    CrossAppLoginSnapshot,
    CrossAppLoginEvent,
    CrossAppLoginEffect,
    CrossAppFlowCallbacks<Intent>
  >(core, {
    initial: initialCrossAppLoginSnapshot,
    machine: crossAppLoginMachine,
    failed: (_effect, error): CrossAppLoginEvent => ({ type: 'failed', error }),
    async run(effect, { signal }): Promise<CrossAppLoginEvent> {
      if (effect.type === 'init') {
        const popup = pendingWindow;
        pendingWindow = null;
        if (!popup) {
          throw new FoyerError(
            ErrorCode.OAUTH_UNEXPECTED,
            'The browser blocked the cross-app popup; open it from a click',
          );
        }
        try {
          const pkce = await createPkce();
          const token = effect.intent === 'login' ? await captchaTokenFor(core, { signal }) : undefined;
          const [details, { url }] = await Promise.all([
            api
              .call(crossApp.details, { params: { app_id: effect.appId }, signal })
              .then((wire) => ({ name: wire.name, iconUrl: wire.icon_url }))
              .catch(() => null),
            api.call(oauth.init, {
              body: {
                provider: `privy:${effect.appId}`,
                redirect_to: options.redirectUrl ?? returnAddress(),
                code_challenge: pkce.codeChallenge,
                state_code: pkce.stateCode,
                ...(token === undefined ? {} : { token }),
              },
              signal,
              ...(initHeaders ? { headers: initHeaders } : {}),
            }),
          ]);
          popupRun = { window: popup, pkce };
          popup.location.href = url;
          return { type: 'opened', details };
        } catch (error) {
          popup.close();
          throw error;
        }
      }
      if (effect.type === 'awaitPopup') {
        const run = popupRun;
        if (!run) throw new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, 'No cross-app popup is open');
        const returned = await awaitPopupReturn(run.window, {
          origin: window.location.origin,
          signal,
          timeoutMs: options.timeoutMs ?? POPUP_TIMEOUT_MS,
          closedError: () =>
            new FoyerError(
              intent === 'link' ? ErrorCode.USER_EXITED_LINK_FLOW : ErrorCode.USER_EXITED_AUTH_FLOW,
              'User canceled flow',
            ),
        }).finally(() => {
          if (popupRun === run) popupRun = null;
        });
        return {
          type: 'returned',
          returned,
          stored: { stateCode: run.pkce.stateCode, codeVerifier: run.pkce.codeVerifier },
          facts: facts(),
        };
      }
      const method: CrossAppMethod = `privy:${effect.appId}`;
      const body = {
        authorization_code: effect.code,
        state_code: effect.stateCode,
        code_verifier: effect.codeVerifier,
        provider: method,
      };
      /** The account this run verified: the provider app's (one cross-app account per type may be linked). */
      const isAccount = (account: LinkedAccount) =>
        account.type === CROSS_APP_ACCOUNT_TYPE && account.providerAppId === effect.appId;
      if (effect.intent === 'link') {
        const { oauth_tokens: _tokens, ...user } = await api
          .call(oauth.link, { body, signal })
          .catch((error: unknown) => {
            const subject = (error as { body?: { data?: { subject?: unknown } } }).body?.data?.subject;
            throw withTransferContext(error, {
              account: { type: 'oauth', provider: method, subject: typeof subject === 'string' ? subject : '' },
              linkMethod: method,
            });
          });
        return { type: 'authenticated', result: completeAuth(core, { intent: 'link', user }, method, isAccount) };
      }
      const response = await api.call(oauth.authenticate, { body: { ...body, mode: effect.mode }, signal });
      const result = completeAuth(core, { intent: 'login', response }, method, isAccount);
      const afterLogin = store.get(afterLoginAtom);
      if (options.kitUi || result.intent !== 'login' || !afterLogin) return { type: 'authenticated', result };
      return { type: 'authenticated', result: await afterLogin.run(result) };
    },
  });

  const commands: CrossAppLoginCommands = {
    initCrossAppLogin: async ({ appId, disableSignup = false }) => {
      // The popup opens now, in the click's task: after an await the browser would block it.
      pendingWindow = openOAuthPopup();
      const settled = await flow.send({ type: 'start', appId, disableSignup, facts: facts() });
      if (pendingWindow) {
        pendingWindow.close(); // refused before init (intent rules, a run in progress): no popup needed
        pendingWindow = null;
      }
      return settled;
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
