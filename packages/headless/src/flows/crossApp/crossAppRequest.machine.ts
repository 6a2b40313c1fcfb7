import type { CrossAppRpcRequest } from '../../core/api/crossAppTransact.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode, CodeOf } from '../../core/flow/failures.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { AccountByType, User } from '../../core/user.ts';
import type { CrossAppLoginErrorCode, CrossAppProviderApp } from './crossAppLogin.machine.ts';

/**
 * A cross-app request's states, in order (spec §4 'Cross-app signing'): the provider app's
 * connection and the stored provider token, the link flow when there is no token, the provider
 * app's transact page in the popup, then done (the signature or the transaction's hash) or error.
 */
export const crossAppRequestStatuses = [
  'initial',
  'connecting',
  'linking',
  'awaiting-provider',
  'done',
  'error',
] as const;
export type CrossAppRequestStatus = (typeof crossAppRequestStatuses)[number];

/** The provider app's connection, as the requesting app's `cross-app/connections` lists it (reference §5.13). */
export interface CrossAppConnection {
  name: string;
  iconUrl: string | null;
  /** Where its transact page is: its own API address, or the kit's. */
  apiUrl: string;
  readOnly: boolean;
}

const refusals = {
  unauthenticated: () => new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'User must be authenticated to sign'),
  message: () => new FoyerError(ErrorCode.INVALID_MESSAGE, 'Message must be a non-empty string'),
  transaction: () => new FoyerError(ErrorCode.INVALID_REQUEST, 'Invalid transaction request'),
  wallet: () =>
    new FoyerError(ErrorCode.CROSS_APP_WALLET_NOT_FOUND, 'Cannot request a signature with this wallet address'),
  connection: () => new FoyerError(ErrorCode.INVALID_CONNECTED_APP, 'Invalid connected app'),
  readOnly: () => new FoyerError(ErrorCode.CROSS_APP_READ_ONLY, 'Cannot transact against a read-only provider app'),
  noToken: () => new FoyerError(ErrorCode.CROSS_APP_TOKEN_REQUIRED, 'Transactions require a valid token'),
};

/**
 * What the transact popup fails with: closed by the user (`user_rejected_request`), no answer in
 * 120 s (`client_request_timeout`), the page's error or a popup that could not open
 * (`cross_app_request_failed`); and an abort.
 */
export type CrossAppPopupFailureCode =
  | 'user_rejected_request'
  | 'client_request_timeout'
  | 'cross_app_request_failed'
  | 'aborted';

/**
 * The codes a cross-app request gives (`state.error.code`, `onError`): the machine's refusals, the
 * connections call's, the link flow's (its own codes, as it reports them), the popup's.
 */
export type CrossAppRequestErrorCode =
  | CodeOf<ReturnType<(typeof refusals)[keyof typeof refusals]>>
  | CallFailureCode
  | CrossAppPopupFailureCode
  | CrossAppLoginErrorCode;

interface Common {
  /** The provider app of the wallet (null before the first request); its name once connected. */
  providerApp: CrossAppProviderApp | null;
  /** The JSON-RPC request sent to the provider app (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`). */
  request: CrossAppRpcRequest | null;
  address: string | null;
  /** Where the provider app's transact page is, once connected. */
  apiUrl: string | null;
}

export type CrossAppRequestSnapshot = RunSnapshot<
  'connecting' | 'linking' | 'awaiting-provider',
  string,
  FoyerError<CrossAppRequestErrorCode>,
  Common
>;

export type CrossAppRequestEvent =
  | { type: 'request'; request: CrossAppRpcRequest; address: string; user: User | null }
  /** The connections answered (`connection` null: none to that provider app), with the stored provider token. */
  | { type: 'connected'; connection: CrossAppConnection | null; token: string | null }
  /** The link flow ended; `token` is the provider token it stored (null: none). */
  | { type: 'linked'; token: string | null }
  | { type: 'answered'; result: string }
  | { type: 'failed'; error: FoyerError<CrossAppRequestErrorCode> }
  | { type: 'reset' };

export type CrossAppRequestEffect =
  | { type: 'connect'; providerAppId: string }
  | { type: 'link'; providerAppId: string }
  | { type: 'transact'; providerAppId: string; apiUrl: string; token: string; request: CrossAppRpcRequest };

export const initialCrossAppRequestSnapshot: CrossAppRequestSnapshot = {
  status: 'initial',
  providerApp: null,
  request: null,
  address: null,
  apiUrl: null,
  error: null,
  result: null,
};

type Step = Transition<CrossAppRequestSnapshot, CrossAppRequestEffect>;

const step = /* @__PURE__ */ machineSteps<CrossAppRequestSnapshot, CrossAppRequestEffect>(
  initialCrossAppRequestSnapshot,
);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The user's cross-app account holding `address` among its embedded or smart wallets. */
export function crossAppAccountOf(user: User | null, address: string): AccountByType<'cross_app'> | undefined {
  return user?.linkedAccounts.find(
    (account): account is AccountByType<'cross_app'> =>
      account.type === 'cross_app' &&
      [...account.embeddedWallets, ...account.smartWallets].some((wallet) => same(wallet.address, address)),
  );
}

/** A request the machine refuses before any call: a message that is not a non-empty string, a transaction without a chain. */
function refuseRequest(
  request: CrossAppRpcRequest,
): ReturnType<typeof refusals.message | typeof refusals.transaction> | null {
  const [first] = request.params;
  if (request.method === 'personal_sign') return typeof first === 'string' && first !== '' ? null : refusals.message();
  if (request.method === 'eth_sendTransaction') {
    const chainId = (first as { chainId?: unknown } | undefined)?.chainId;
    return chainId === undefined || chainId === null ? refusals.transaction() : null;
  }
  return null;
}

/**
 * Pure transition of one cross-app request (spec §4 'Cross-app signing', §5 'Cross-app'; reference
 * §3.12, §5.13): the wallet must be a cross-app account's; with no provider token a read-only
 * provider app refuses and any other runs the link flow first; then the transact page answers.
 */
export function crossAppRequestMachine(snapshot: CrossAppRequestSnapshot, event: CrossAppRequestEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'request': {
      if (snapshot.status !== 'initial') return step.stay(snapshot);
      const { request, address, user } = event;
      const fields: Common = { providerApp: null, request, address, apiUrl: null };
      if (!user) return step.fail(fields, refusals.unauthenticated());
      const refused = refuseRequest(request);
      if (refused) return step.fail(fields, refused);
      const account = crossAppAccountOf(user, address);
      if (!account) return step.fail(fields, refusals.wallet());
      const providerApp = { id: account.providerAppId, name: null, iconUrl: null };
      return step.pending({ ...fields, providerApp }, 'connecting', {
        type: 'connect',
        providerAppId: account.providerAppId,
      });
    }
    case 'connected': {
      if (snapshot.status !== 'connecting' || !base.providerApp) return step.stay(snapshot);
      const { connection, token } = event;
      if (!connection) return step.fail(base, refusals.connection());
      const fields: Common = {
        ...base,
        providerApp: { ...base.providerApp, name: connection.name, iconUrl: connection.iconUrl },
        apiUrl: connection.apiUrl,
      };
      if (token) return transact(fields, token);
      if (connection.readOnly) return step.fail(fields, refusals.readOnly());
      return step.pending(fields, 'linking', { type: 'link', providerAppId: base.providerApp.id });
    }
    case 'linked':
      if (snapshot.status !== 'linking') return step.stay(snapshot);
      return event.token ? transact(base, event.token) : step.fail(base, refusals.noToken());
    case 'answered':
      if (snapshot.status !== 'awaiting-provider') return step.stay(snapshot);
      return step.done(base, event.result);
    case 'failed':
      if (snapshot.status === 'initial' || snapshot.status === 'done' || snapshot.status === 'error')
        return step.stay(snapshot);
      return step.fail(base, event.error);
    case 'reset':
      return step.reset();
  }
}

/** The request sent to the provider app's transact page, with its token (every field is set once connected). */
function transact(fields: Common, token: string): Step {
  const { providerApp, apiUrl, request } = fields;
  if (!providerApp || !apiUrl || !request) return step.fail(fields, refusals.connection());
  return step.pending(fields, 'awaiting-provider', {
    type: 'transact',
    providerAppId: providerApp.id,
    apiUrl,
    token,
    request,
  });
}
