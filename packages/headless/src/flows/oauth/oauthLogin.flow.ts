import { withTransferContext } from '../../core/accounts/transferContext.ts';
import * as oauth from '../../core/api/routes/oauth.ts';
import type { OAuthProvider, WireOAuthTokens } from '../../core/api/wire.ts';
import { captchaTokenFor } from '../../core/captcha/captchaToken.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { completeAuth } from '../../core/flow/completeAuth.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { afterLoginAtom, type FoyerStore, readyAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount, User } from '../../core/user.ts';
import {
  initialOAuthLoginSnapshot,
  type OAuthLoginEffect,
  type OAuthLoginEvent,
  type OAuthLoginSnapshot,
  type OAuthRunFacts,
  oauthLoginMachine,
} from './oauthLogin.machine.ts';
import {
  clearPending,
  type OAuthPending,
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
import { createPkce, type PkceParameters } from './pkce.ts';
import { awaitPopupReturn, openOAuthPopup } from './popup.ts';

/** An OAuth token as apps get it (reference §7.3 `OAuthTokens`, camelCase). */
export interface OAuthTokens {
  provider: string;
  accessToken: string;
  accessTokenExpiresInSeconds?: number;
  refreshToken?: string;
  refreshTokenExpiresInSeconds?: number;
  scopes?: string[];
}

/** Reference §3.15 `oAuthAuthorization.onOAuthTokenGrant`: the provider's tokens after a login or link. */
export interface OAuthTokenGrant {
  oAuthTokens: OAuthTokens;
  user: User;
}

export type OAuthFlowCallbacks<Intent extends FlowIntent = 'login'> = FlowCallbacks<Intent, OAuthProvider> & {
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

const toTokens = (wire: WireOAuthTokens): OAuthTokens => {
  const tokens: OAuthTokens = { provider: wire.provider, accessToken: wire.access_token };
  if (wire.access_token_expires_in_seconds !== undefined)
    tokens.accessTokenExpiresInSeconds = wire.access_token_expires_in_seconds;
  if (wire.refresh_token !== undefined) tokens.refreshToken = wire.refresh_token;
  if (wire.refresh_token_expires_in_seconds !== undefined)
    tokens.refreshTokenExpiresInSeconds = wire.refresh_token_expires_in_seconds;
  if (wire.scopes !== undefined) tokens.scopes = wire.scopes;
  return tokens;
};

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
  const initHeaders = options.kitUi ? { [HEADER.ui]: 't' } : undefined;
  /** The popup run in progress: its window and secrets (never stored: the popup reports to this page). */
  let popupRun: { window: Window; pkce: PkceParameters } | null = null;
  let pendingWindow: Window | null = null;

  const flow = createFlow<OAuthLoginSnapshot, OAuthLoginEvent, OAuthLoginEffect, OAuthFlowCallbacks<Intent>>(core, {
    initial: initialOAuthLoginSnapshot,
    machine: oauthLoginMachine,
    failed: (_effect, error): OAuthLoginEvent => ({ type: 'failed', error }),
    async run(effect, { signal }): Promise<OAuthLoginEvent> {
      if (effect.type === 'init') {
        const popup = effect.popup ? pendingWindow : null;
        pendingWindow = null;
        if (effect.popup && !popup) {
          throw new FoyerError(ErrorCode.OAUTH_UNEXPECTED, 'The browser blocked the OAuth popup; open it from a click');
        }
        try {
          const pkce = await createPkce();
          const token = effect.intent === 'login' ? await captchaTokenFor(core, { signal }) : undefined;
          const { url } = await api.call(oauth.init, {
            body: {
              provider: effect.provider,
              redirect_to: options.redirectUrl ?? returnAddress(),
              code_challenge: pkce.codeChallenge,
              state_code: pkce.stateCode,
              ...(token === undefined ? {} : { token }),
            },
            signal,
            ...(initHeaders ? { headers: initHeaders } : {}),
          });
          if (popup) {
            popupRun = { window: popup, pkce };
            popup.location.href = url;
          } else {
            const pending: OAuthPending = {
              provider: effect.provider,
              intent: effect.intent,
              codeVerifier: pkce.codeVerifier,
              stateCode: pkce.stateCode,
              disableSignup: effect.disableSignup,
            };
            savePending(storage, appId, pending);
            (options.navigate ?? ((to: string) => window.location.assign(to)))(url);
          }
          return { type: 'opened' };
        } catch (error) {
          popup?.close();
          throw error;
        }
      }
      if (effect.type === 'awaitPopup') {
        const run = popupRun;
        if (!run) throw new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, 'No OAuth popup is open');
        const snapshot = flow.getSnapshot();
        const returned = await awaitPopupReturn(run.window, {
          origin: window.location.origin,
          signal,
          closedError: () =>
            new FoyerError(
              intent === 'link' ? ErrorCode.USER_EXITED_LINK_FLOW : ErrorCode.USER_EXITED_AUTH_FLOW,
              'The OAuth popup was closed before the provider answered',
            ),
        }).finally(() => {
          if (popupRun === run) popupRun = null;
        });
        return {
          type: 'returned',
          provider: snapshot.provider as OAuthProvider,
          returned,
          stored: { stateCode: run.pkce.stateCode, codeVerifier: run.pkce.codeVerifier },
          disableSignup: snapshot.disableSignup,
          facts: facts(),
        };
      }
      const { provider } = effect;
      const body = {
        authorization_code: effect.code,
        state_code: effect.stateCode,
        code_verifier: effect.codeVerifier,
      };
      const type = `${provider}_oauth`;
      /** The account this run verified: the newest of the provider's type (one per type may be linked). */
      const isAccount = (account: LinkedAccount) => account.type === type;
      if (effect.intent === 'link') {
        const { oauth_tokens, ...user } = await api.call(oauth.link, { body, signal }).catch((error: unknown) => {
          // The server names the account (its subject) in the transfer data; the transfer screen needs it.
          const subject = (error as { body?: { data?: { subject?: unknown } } }).body?.data?.subject;
          throw withTransferContext(error, {
            account: { type: 'oauth', provider, subject: typeof subject === 'string' ? subject : '' },
            linkMethod: provider,
          });
        });
        clearPending(storage, appId);
        const result = completeAuth(core, { intent: 'link', user }, provider, isAccount);
        grant(oauth_tokens, result.user);
        return { type: 'authenticated', result };
      }
      const response = await api.call(oauth.authenticate, { body: { ...body, mode: effect.mode }, signal });
      const result = completeAuth(core, { intent: 'login', response }, provider, isAccount);
      clearPending(storage, appId);
      grant(response.oauth_tokens, result.user);
      const afterLogin = store.get(afterLoginAtom);
      if (options.kitUi || result.intent !== 'login' || !afterLogin) return { type: 'authenticated', result };
      return { type: 'authenticated', result: await afterLogin.run(result) };
    },
  });

  function grant(tokens: WireOAuthTokens | undefined, user: User): void {
    const onGrant = flow.callbacks.onOAuthTokenGrant;
    if (!onGrant || !tokens) return;
    try {
      onGrant({ oAuthTokens: toTokens(tokens), user });
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  const facts = (): OAuthRunFacts => ({ intent, session: sessionFacts(store) });

  /** The page's own return, if it belongs to this flow's intent (another hook may own the other). */
  function takeOwnReturn(): OAuthReturn | null {
    if (typeof window === 'undefined' || !parseOAuthReturn(window.location.search)) return null;
    const pending = readPending(storage, appId);
    if (pending && pending.intent !== intent) return null;
    const returned = takeOAuthReturn();
    return returned && !relayToOpener(returned) ? returned : null;
  }

  const commands: OAuthLoginCommands = {
    initOAuth: async ({ provider, popup = false, disableSignup = false }) => {
      // The popup opens now, in the click's task: after an await the browser would block it.
      if (popup) {
        pendingWindow = openOAuthPopup();
      }
      const settled = await flow.send({ type: 'start', provider, popup, disableSignup, facts: facts() });
      if (pendingWindow) {
        pendingWindow.close(); // refused before init (intent rules): the popup is not needed
        pendingWindow = null;
      }
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
