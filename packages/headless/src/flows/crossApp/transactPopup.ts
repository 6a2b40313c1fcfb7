import {
  CROSS_APP_TRANSACT_PATH,
  type CrossAppActionMessage,
  type CrossAppRpcRequest,
  type CrossAppTransactRequest,
} from '../../core/api/crossAppTransact.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { openOAuthPopup, POPUP_TIMEOUT_MS, watchPopup } from '../oauth/popup.ts';

const MESSAGE_TYPES: ReadonlySet<unknown> = new Set([
  'PRIVY_CROSS_APP_ACTION_RESPONSE',
  'PRIVY_CROSS_APP_ACTION_ERROR',
]);

/** A transact page's answer: a response with its result, or an error with its text. */
function readAnswer(data: unknown): CrossAppActionMessage | undefined {
  if (typeof data !== 'object' || data === null || !MESSAGE_TYPES.has((data as { type?: unknown }).type)) return;
  const message = data as CrossAppActionMessage;
  if (message.type === 'PRIVY_CROSS_APP_ACTION_RESPONSE')
    return typeof message.result === 'string' ? message : undefined;
  return typeof message.error === 'string' ? message : undefined;
}

/** JSON-RPC values with bigints as 0x hex (reference §5.13 `replaceBigInts`). */
function withHexBigints(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`;
  if (Array.isArray(value)) return value.map(withHexBigints);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withHexBigints(entry)]));
  }
  return value;
}

/** The transact page's address: the provider's API address, the token and the request (reference §5.13). */
export function transactUrl(apiUrl: string, token: string, request: CrossAppRpcRequest, now: number): string {
  const body: CrossAppTransactRequest = {
    content: { request: { request: withHexBigints(request) as CrossAppRpcRequest } },
    timestamp: now,
    callbackUrl: window.location.origin,
  };
  const url = new URL(CROSS_APP_TRANSACT_PATH, apiUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('request', JSON.stringify(body));
  return url.href;
}

const failed = (message: string) => new FoyerError(ErrorCode.CROSS_APP_REQUEST_FAILED, message);
const rejected = () => new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'User rejected request');

/** What the provider app's page answered: the result, and the token update it carried. */
export interface TransactAnswer {
  result: string;
  token: CrossAppActionMessage['token'];
}

/** The page's error as a `FoyerError`: the user's rejection, or the page's own text; with its token update. */
export class TransactRefusal extends FoyerError {
  constructor(
    message: string,
    readonly token: CrossAppActionMessage['token'],
  ) {
    super(
      message === 'User rejected request' ? ErrorCode.USER_REJECTED_REQUEST : ErrorCode.CROSS_APP_REQUEST_FAILED,
      message,
    );
  }
}

/**
 * The popup of cross-app requests (spec §4 'Cross-app signing', §9): opened in the click (440×680),
 * sent to the provider app's transact page, and watched: its answer from the provider's origin
 * only, 'User rejected request' when the user closes it, 'Request timeout' after 120 000 ms.
 */
export function createTransactPopup() {
  let opened: Window | null = null;
  return {
    /** Opens the blank popup. Call it in the click's task, before any await. */
    open() {
      opened = openOAuthPopup({ kept: true });
    },
    /** Closes a popup no request took (the command was refused before it). */
    discard() {
      opened?.close();
      opened = null;
    },
    /**
     * After a link: a popup its return page closed (its opener was severed, so it could not stay)
     * is let go, and `transact` opens a new one (which a popup blocker may refuse).
     */
    releaseClosed() {
      if (opened?.closed) opened = null;
    },
    /**
     * Sends the popup opened in the click (a link flow before it leaves it open, blank) to `url`
     * and waits for the page's answer. Rejects with the page's error (`TransactRefusal`),
     * `user_rejected_request` (also when the user closed the popup before the page came),
     * `client_request_timeout` or on abort.
     */
    async transact(
      url: string,
      options: { signal: AbortSignal; timeoutMs?: number | undefined },
    ): Promise<TransactAnswer> {
      const popup = opened ?? openOAuthPopup({ kept: true });
      opened = null;
      if (!popup) throw failed('Failed to initialize signature request');
      if (popup.closed) throw rejected();
      popup.location.href = url;
      const answer = await watchPopup(popup, {
        origin: new URL(url).origin,
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? POPUP_TIMEOUT_MS,
        read: readAnswer,
        closedError: rejected,
        timeoutError: () => new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'Request timeout'),
      });
      if (answer.type === 'PRIVY_CROSS_APP_ACTION_ERROR') throw new TransactRefusal(answer.error, answer.token);
      return { result: answer.result, token: answer.token };
    },
  };
}
