import * as crossApp from '../../core/api/routes/crossApp.ts';
import * as oauth from '../../core/api/routes/oauth.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import { storeProviderToken } from '../../core/session/providerTokens.ts';
import { oauthExchange } from '../oauth/oauthExchange.ts';
import { returnAddress } from '../oauth/oauthReturn.ts';
import type { PkceParameters } from '../oauth/pkce.ts';
import { POPUP_TIMEOUT_MS } from '../oauth/popup.ts';
import { createPopupAuthorization } from '../oauth/popupAuthorization.ts';
import {
  CROSS_APP_ACCOUNT_TYPE,
  type CrossAppLoginEffect,
  type CrossAppLoginErrorCode,
  type CrossAppLoginEvent,
  type CrossAppLoginSnapshot,
  type CrossAppMethod,
  crossAppLoginMachine,
  initialCrossAppLoginSnapshot,
} from './crossAppLogin.machine.ts';

export type CrossAppFlowCallbacks<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  CrossAppMethod,
  CrossAppLoginErrorCode
>;

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
  /**
   * With `intent: 'link'`: the user may already hold a cross-app account, which the link renews (its
   * provider access token), as cross-app signing does when it has no token (spec §4).
   */
  relink?: boolean | undefined;
  /**
   * Leave the popup open once the provider app returned: cross-app signing's link goes on to the
   * transact page in the same popup (a new one, opened after the link without a click, is blocked).
   */
  keepPopup?: boolean | undefined;
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
  const call = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};
  const popup = createPopupAuthorization('cross-app', { kept: options.keepPopup === true });
  const facts = () => {
    const current = runFacts(store, intent);
    if (!options.relink) return current;
    const linkedTypes = current.session.linkedTypes.filter((type) => type !== CROSS_APP_ACCOUNT_TYPE);
    return { ...current, session: { ...current.session, linkedTypes } };
  };

  /** The provider app's details (null when they do not come) and the init call's provider URL, together. */
  async function authorize(appId: string, pkce: PkceParameters, signal: AbortSignal) {
    const captcha = await visitorCaptcha(core, intent, signal);
    const [details, { url }] = await Promise.all([
      api
        .call(crossApp.details, { params: { app_id: appId }, signal })
        .then((wire) => ({ name: wire.name, iconUrl: wire.icon_url }))
        .catch(() => null),
      api.call(oauth.init, {
        body: {
          provider: `privy:${appId}`,
          redirect_to: options.redirectUrl ?? returnAddress(),
          code_challenge: pkce.codeChallenge,
          state_code: pkce.stateCode,
          ...captcha,
        },
        signal,
        ...call,
      }),
    ]);
    return { details, url };
  }

  const flow = createFlow<
    CrossAppLoginSnapshot,
    CrossAppLoginEvent,
    CrossAppLoginEffect,
    CrossAppFlowCallbacks<Intent>
  >(core, {
    initial: initialCrossAppLoginSnapshot,
    machine: crossAppLoginMachine,
    failed: (_effect, error): CrossAppLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<CrossAppLoginEvent> {
      switch (effect.type) {
        case 'init': {
          const { details } = await popup.start((pkce) => authorize(effect.appId, pkce, signal));
          return { type: 'opened', details };
        }
        case 'awaitPopup': {
          const timeoutMs = options.timeoutMs ?? POPUP_TIMEOUT_MS;
          const closedMessage = 'User canceled flow';
          const { returned, stored } = await popup.awaitReturn({ signal, timeoutMs, intent, closedMessage });
          return { type: 'returned', returned, stored, facts: facts() };
        }
        case 'authenticate': {
          const method: CrossAppMethod = `privy:${effect.appId}`;
          const result = await verify(
            core,
            { intent: effect.intent, signal, afterLogin: !options.kitUi },
            {
              method,
              /** The account this run verified: the provider app's (one cross-app account per type may be linked). */
              isAccount: (account) => account.type === CROSS_APP_ACCOUNT_TYPE && account.providerAppId === effect.appId,
              ...oauthExchange(api, effect, { name: method, inBody: true }, signal),
              // The provider app's access token, for cross-app signing (none: a read-only connection).
              verified(_result, answer) {
                const tokens = 'oauth_tokens' in answer ? answer.oauth_tokens : undefined;
                if (tokens?.provider === method) storeProviderToken(core.storage, effect.appId, tokens.access_token);
              },
            },
          );
          return { type: 'authenticated', result };
        }
      }
    },
  });

  const commands: CrossAppLoginCommands = {
    initCrossAppLogin: async ({ appId, disableSignup = false }) => {
      // The popup opens now, in the click's task: after an await the browser would block it.
      popup.open();
      const settled = await flow.send({ type: 'start', appId, disableSignup, facts: facts() });
      popup.discard(); // refused before init (intent rules, a run in progress): no popup needed
      return settled;
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
