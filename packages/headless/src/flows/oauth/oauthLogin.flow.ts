import * as oauth from '../../core/api/routes/oauth.ts';
import type { OAuthProvider } from '../../core/api/wire.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import { type FoyerStore, readyAtom } from '../../core/store/atoms.ts';
import { oauthExchange } from './oauthExchange.ts';
import {
  initialOAuthLoginSnapshot,
  type OAuthLoginEffect,
  type OAuthLoginErrorCode,
  type OAuthLoginEvent,
  type OAuthLoginSnapshot,
  oauthLoginMachine,
} from './oauthLogin.machine.ts';
import {
  clearPending,
  type OAuthReturn,
  type PendingStorage,
  parseOAuthReturn,
  readPending,
  relayToOpener,
  returnAddress,
  savePending,
  tabStorage,
  takeOAuthReturn,
} from './oauthReturn.ts';
import { grantTokens, type OAuthTokenGrant } from './oauthTokens.ts';
import { createPkce, type PkceParameters } from './pkce.ts';
import { createPopupAuthorization } from './popupAuthorization.ts';

export type OAuthFlowCallbacks<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  OAuthProvider,
  OAuthLoginErrorCode
> & {
  /** The provider's own tokens, when it returned some (one call per token set). */
  onOAuthTokenGrant?: ((grant: OAuthTokenGrant) => void) | undefined;
};

/**
 * The OAuth flow's commands. None rejects: each resolves with the snapshot once settled (a
 * redirect's `initOAuth` resolves with `awaiting-provider` as the page leaves).
 */
export interface OAuthLoginCommands {
  /**
   * Starts a login (or link) with `provider`: PKCE S256, the init call, then the provider's page:
   * this page goes there and comes back (redirect, the default), or, with `popup: true`, a 440×680
   * popup does (call it from the click handler, or the browser blocks the popup).
   */
  initOAuth(args: { provider: OAuthProvider; popup?: boolean; disableSignup?: boolean }): Promise<OAuthLoginSnapshot>;
  /**
   * Finishes a redirect: the provider's return (default: read from this page's address, and removed
   * from it) is checked against what this tab stored, then exchanged. A no-op without a return.
   */
  completeRedirect(returned?: OAuthReturn | null): Promise<OAuthLoginSnapshot>;
  reset(): void;
}

export interface OAuthLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default) or 'link' (add the provider's account to the signed-in user). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4). */
  kitUi?: boolean | undefined;
  /** Where the provider sends the user back (default: this page's address). */
  redirectUrl?: string | undefined;
  /** Replaces `location.assign` for the redirect (tests). */
  navigate?: ((url: string) => void) | undefined;
  /** Replaces this tab's `sessionStorage` for the pending run (tests). */
  pendingStorage?: PendingStorage | null | undefined;
}

export interface OAuthLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<OAuthLoginSnapshot, OAuthLoginEvent, OAuthFlowCallbacks<Intent>> {
  commands: OAuthLoginCommands;
}

function whenReady(store: FoyerStore): Promise<void> {
  if (store.get(readyAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.sub(readyAtom, () => {
      if (!store.get(readyAtom)) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Social OAuth login and link (spec §4 'OAuth'; reference §5.4): the machine plus its three effects. */
export function createOAuthLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: OAuthLoginFlowOptions<Intent> = {},
): OAuthLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api, appId } = core;
  const storage = options.pendingStorage === undefined ? tabStorage() : options.pendingStorage;
  const call = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};
  const popup = createPopupAuthorization('OAuth');
  const facts = () => runFacts(store, intent);

  /** The init call, with this run's PKCE challenge and state: answers with the provider's URL. */
  async function authorize(provider: OAuthProvider, pkce: PkceParameters, signal: AbortSignal) {
    const captcha = await visitorCaptcha(core, intent, signal);
    return api.call(oauth.init, {
      body: {
        provider,
        redirect_to: options.redirectUrl ?? returnAddress(),
        code_challenge: pkce.codeChallenge,
        state_code: pkce.stateCode,
        ...captcha,
      },
      signal,
      ...call,
    });
  }

  /** The page goes to the provider, leaving what its return needs in this tab's storage. */
  async function redirect(effect: Extract<OAuthLoginEffect, { type: 'init' }>, signal: AbortSignal): Promise<void> {
    const pkce = await createPkce();
    const { url } = await authorize(effect.provider, pkce, signal);
    const { provider, disableSignup } = effect;
    savePending(storage, appId, {
      provider,
      intent,
      codeVerifier: pkce.codeVerifier,
      stateCode: pkce.stateCode,
      disableSignup,
    });
    (options.navigate ?? ((to: string) => window.location.assign(to)))(url);
  }

  async function awaitPopup(signal: AbortSignal): Promise<OAuthLoginEvent> {
    const { provider, disableSignup } = flow.getSnapshot();
    const closedMessage = 'The OAuth popup was closed before the provider answered';
    const { returned, stored } = await popup.awaitReturn({ signal, intent, closedMessage });
    return { type: 'returned', provider: provider as OAuthProvider, returned, stored, disableSignup, facts: facts() };
  }

  const flow = createFlow<OAuthLoginSnapshot, OAuthLoginEvent, OAuthLoginEffect, OAuthFlowCallbacks<Intent>>(core, {
    initial: initialOAuthLoginSnapshot,
    machine: oauthLoginMachine,
    failed: (_effect, error): OAuthLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<OAuthLoginEvent> {
      switch (effect.type) {
        case 'init':
          if (effect.popup) await popup.start((pkce) => authorize(effect.provider, pkce, signal));
          else await redirect(effect, signal);
          return { type: 'opened' };
        case 'awaitPopup':
          return awaitPopup(signal);
        case 'authenticate': {
          const { provider } = effect;
          const type = `${provider}_oauth`;
          const result = await verify(
            core,
            { intent: effect.intent, signal, afterLogin: !options.kitUi },
            {
              method: provider,
              /** The account this run verified: the newest of the provider's type (one per type may be linked). */
              isAccount: (account) => account.type === type,
              ...oauthExchange(api, effect, { name: provider, inBody: false }, signal),
              verified(verified, answer) {
                clearPending(storage, appId);
                grantTokens(core, flow.callbacks.onOAuthTokenGrant, answer.oauth_tokens, verified.user);
              },
            },
          );
          return { type: 'authenticated', result };
        }
      }
    },
  });

  /** The page's own return, if it belongs to this flow's intent (another hook may own the other). */
  function takeOwnReturn(): OAuthReturn | null {
    if (typeof window === 'undefined' || !parseOAuthReturn(window.location.search)) return null;
    const pending = readPending(storage, appId);
    if (pending && pending.intent !== intent) return null;
    const returned = takeOAuthReturn();
    return returned && !relayToOpener(returned) ? returned : null;
  }

  const commands: OAuthLoginCommands = {
    initOAuth: async ({ provider, popup: inPopup = false, disableSignup = false }) => {
      // The popup opens now, in the click's task: after an await the browser would block it.
      if (inPopup) popup.open();
      const settled = await flow.send({ type: 'start', provider, popup: inPopup, disableSignup, facts: facts() });
      popup.discard(); // refused before init (intent rules): the popup is not needed
      return settled;
    },
    async completeRedirect(given) {
      const returned = given === undefined ? takeOwnReturn() : given;
      if (!returned) return flow.getSnapshot();
      const pending = readPending(storage, appId);
      // A link's return needs the restored session: wait for the kit to be ready.
      await whenReady(store);
      const provider = (pending?.provider ?? returned.provider ?? '') as OAuthProvider;
      return flow.send({
        type: 'returned',
        provider,
        returned,
        stored: pending,
        disableSignup: pending?.disableSignup ?? false,
        facts: facts(),
      });
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
