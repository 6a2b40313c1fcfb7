import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CodeOf } from '../../core/flow/failures.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import type { OAuthReturn } from './oauthReturn.ts';
import { createPkce, type PkceParameters } from './pkce.ts';
import { awaitPopupReturn, openOAuthPopup } from './popup.ts';

/** A popup's return, with what the run keeps to check and exchange it (its state and code verifier). */
export interface PopupReturn {
  returned: OAuthReturn;
  stored: { stateCode: string; codeVerifier: string };
}

/** One popup + PKCE authorization: opened in a click, started by the init effect, awaited by the next. */
export interface PopupAuthorization {
  /** Opens the blank popup. Call it in the click's task, before any await (browsers block later popups). */
  open(): void;
  /** Closes a popup no init took (the command was refused before its init): call it once the command settled. */
  discard(): void;
  /**
   * The init effect: fresh PKCE secrets, then `authorize` (the init call, sending the challenge and
   * the state) answers with the provider's URL, where the popup goes. Rejects with `oauth_unexpected`
   * when the browser blocked the popup; closes the popup when anything fails.
   */
  start<Answer extends { url: string }>(authorize: (pkce: PkceParameters) => Promise<Answer>): Promise<Answer>;
  /**
   * The await effect: the provider's return, relayed by the popup's page (`awaitPopupReturn`), with
   * the run's secrets, which never leave this page's memory. Rejects when the popup is closed first
   * (the user exited), after the timeout, or on abort.
   */
  awaitReturn(
    options: {
      signal: AbortSignal;
      timeoutMs?: number | undefined;
    } & (
      | {
          /** A login exits the auth flow, a link the link flow (`exited_auth_flow`, `exited_link_flow`). */
          intent: FlowIntent;
          /** The message of the error for a popup the user closed. */
          closedMessage: string;
        }
      | {
          /** The error for a popup the user closed (not a login: a cloud's consent). */
          closedError: () => FoyerError;
        }
    ),
  ): Promise<PopupReturn>;
}

const blocked = (name: string) =>
  new FoyerError(ErrorCode.OAUTH_UNEXPECTED, `The browser blocked the ${name} popup; open it from a click`);
const noPopup = (name: string) => new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, `No ${name} popup is open`);
const exited = (intent: FlowIntent, message: string) =>
  intent === 'link'
    ? new FoyerError(ErrorCode.USER_EXITED_LINK_FLOW, message)
    : new FoyerError(ErrorCode.USER_EXITED_AUTH_FLOW, message);

/**
 * What a popup run fails with beside its init call's: blocked, none open, closed by the user, no
 * answer in time (`client_request_timeout`), aborted.
 */
export type PopupFailureCode =
  | CodeOf<ReturnType<typeof blocked | typeof noPopup | typeof exited>>
  | 'client_request_timeout'
  | 'aborted';

/**
 * The popup + PKCE run of OAuth and cross-app login (spec §4, §9): one at a time per flow. `name`
 * names the popup in developer messages (`'OAuth'`, `'cross-app'`). A `kept` popup stays open once
 * it returned, for its opener to send on (`openOAuthPopup({ kept })`); others close.
 */
export function createPopupAuthorization(name: string, { kept = false }: { kept?: boolean } = {}): PopupAuthorization {
  /** Opened in the click, not yet taken by an init. */
  let opened: Window | null = null;
  /** The run the init started: its window and secrets. */
  let run: { window: Window; pkce: PkceParameters } | null = null;
  return {
    open() {
      opened = openOAuthPopup({ kept });
    },
    discard() {
      opened?.close();
      opened = null;
    },
    async start(authorize) {
      const popup = opened;
      opened = null;
      if (!popup) throw blocked(name);
      try {
        const pkce = await createPkce();
        const answer = await authorize(pkce);
        run = { window: popup, pkce };
        popup.location.href = answer.url;
        return answer;
      } catch (error) {
        popup.close();
        throw error;
      }
    },
    async awaitReturn(options) {
      const { signal, timeoutMs } = options;
      const closedError =
        'closedError' in options ? options.closedError : () => exited(options.intent, options.closedMessage);
      const current = run;
      if (!current) throw noPopup(name);
      try {
        const returned = await awaitPopupReturn(current.window, {
          origin: window.location.origin,
          signal,
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
          closedError,
          keepOpen: kept,
        });
        const { stateCode, codeVerifier } = current.pkce;
        return { returned, stored: { stateCode, codeVerifier } };
      } finally {
        if (run === current) run = null;
      }
    },
  };
}
