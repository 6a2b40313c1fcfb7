import type { CrossAppRpcRequest } from '../../core/api/crossAppTransact.ts';
import * as crossApp from '../../core/api/routes/crossApp.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import { reported } from '../../core/flow/failures.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { readProviderToken, storeProviderToken } from '../../core/session/providerTokens.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { UnsignedTransactionRequest } from '../../wallets/sendTypes.ts';
import type { TypedData } from '../../wallets/types.ts';
import { createCrossAppLoginFlow } from './crossAppLogin.flow.ts';
import {
  type CrossAppConnection,
  type CrossAppRequestEffect,
  type CrossAppRequestErrorCode,
  type CrossAppRequestEvent,
  type CrossAppRequestSnapshot,
  crossAppRequestMachine,
  initialCrossAppRequestSnapshot,
} from './crossAppRequest.machine.ts';
import { createTransactPopup, TransactRefusal, transactUrl } from './transactPopup.ts';

/** Which of the user's cross-app wallets signs (an address of a `cross_app` account's embedded or smart wallets). */
export interface CrossAppWalletOptions {
  address: string;
  /** Accepted as the reference takes it; the provider app's page signs with the wallet whatever the chain. */
  chainId?: number | undefined;
}

/** A transaction for a cross-app wallet: its chain is required (reference §3.12 `txWithChainId`). */
export type CrossAppTransaction = UnsignedTransactionRequest & { chainId: string | number | bigint };

export type CrossAppRequestCallbacks = ActionCallbacks<string, CrossAppRequestErrorCode>;

/**
 * The cross-app requests' commands (reference §3.12). Call each from the click handler: the popup
 * opens at once, or the browser blocks it. None rejects: each resolves with the settled snapshot
 * (`result`: the signature, or the transaction's hash once its receipt is in).
 */
export interface CrossAppRequestCommands {
  /** `personal_sign` with the cross-app wallet at `address`: a non-empty message (text, or 0x bytes). */
  signMessage(message: string, options: CrossAppWalletOptions): Promise<CrossAppRequestSnapshot>;
  /** `eth_signTypedData_v4` with the cross-app wallet at `address`. */
  signTypedData(typedData: TypedData, options: CrossAppWalletOptions): Promise<CrossAppRequestSnapshot>;
  /** `eth_sendTransaction` from the cross-app wallet at `address` (`tx.chainId` required); bigints are sent as 0x hex. */
  sendTransaction(tx: CrossAppTransaction, options: { address: string }): Promise<CrossAppRequestSnapshot>;
  reset(): void;
}

export interface CrossAppRequestFlowOptions {
  /** How long the provider app's page may take to answer (default 120 000 ms, spec §9). */
  timeoutMs?: number | undefined;
  /** Where the link flow's popup comes back to (default: this page's address); a page of this origin. */
  redirectUrl?: string | undefined;
}

export interface CrossAppRequestFlow
  extends Flow<CrossAppRequestSnapshot, CrossAppRequestEvent, CrossAppRequestCallbacks> {
  commands: CrossAppRequestCommands;
}

const isHttp = (url: string | null) => url !== null && /^https?:\/\//i.test(url);

/**
 * Cross-app signing (spec §4 'Cross-app signing'; reference §3.12, §5.13): the machine plus its
 * effects (the requesting app's connections and the stored provider token; the link flow when there
 * is none; the provider app's transact page in the popup). Each request runs on its own.
 */
export function createCrossAppRequestFlow(
  core: FoyerCore,
  options: CrossAppRequestFlowOptions = {},
): CrossAppRequestFlow {
  const { api, store, storage } = core;
  const popup = createTransactPopup();
  const relink = createCrossAppLoginFlow(core, {
    intent: 'link',
    relink: true,
    keepPopup: true,
    ...(options.redirectUrl === undefined ? {} : { redirectUrl: options.redirectUrl }),
  });

  async function connect(providerAppId: string, signal: AbortSignal): Promise<CrossAppRequestEvent> {
    const { connections } = await api.call(crossApp.connections, { params: { app_id: core.appId }, signal });
    const wire = connections.find((candidate) => candidate.provider_app_id === providerAppId);
    const connection: CrossAppConnection | null = wire
      ? {
          name: wire.provider_app_name,
          iconUrl: isHttp(wire.provider_app_icon_url) ? wire.provider_app_icon_url : null,
          apiUrl: wire.provider_app_custom_api_url ?? core.apiUrl,
          readOnly: wire.read_only,
        }
      : null;
    return { type: 'connected', connection, token: readProviderToken(storage, providerAppId, core.now()) };
  }

  const flow = createOperation<
    CrossAppRequestSnapshot,
    CrossAppRequestEvent,
    CrossAppRequestEffect,
    CrossAppRequestCallbacks
  >(core, {
    initial: initialCrossAppRequestSnapshot,
    machine: crossAppRequestMachine,
    failed: (_effect, error): CrossAppRequestEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<CrossAppRequestEvent> {
      switch (effect.type) {
        case 'connect':
          return connect(effect.providerAppId, signal);
        case 'link': {
          // The link flow takes the popup (the same named window) and leaves it open for the transact page.
          const settled = await relink.commands.initCrossAppLogin({ appId: effect.providerAppId });
          if (settled.status === 'error') throw settled.error;
          popup.releaseClosed();
          return { type: 'linked', token: readProviderToken(storage, effect.providerAppId, core.now()) };
        }
        case 'transact': {
          const url = transactUrl(effect.apiUrl, effect.token, effect.request, core.now());
          const keep = (token: TransactRefusal['token']) => {
            if (token) storeProviderToken(storage, effect.providerAppId, token.action === 'set' ? token.value : null);
          };
          try {
            const answer = await popup.transact(url, { signal, timeoutMs: options.timeoutMs });
            keep(answer.token);
            return { type: 'answered', result: answer.result };
          } catch (error) {
            if (error instanceof TransactRefusal) keep(error.token);
            throw error;
          }
        }
      }
    },
  });

  /**
   * Opens the popup in the click's task (unless the machine refuses the request outright), runs the
   * request, and closes the popup if the request never reached it.
   */
  async function request(rpc: CrossAppRpcRequest, address: string): Promise<CrossAppRequestSnapshot> {
    const event: CrossAppRequestEvent = { type: 'request', request: rpc, address, user: store.get(userAtom) };
    if (crossAppRequestMachine(initialCrossAppRequestSnapshot, event).snapshot.status !== 'error') popup.open();
    const settled = await flow.send(event);
    popup.discard();
    return settled;
  }

  const commands: CrossAppRequestCommands = {
    signMessage: (message, { address }) => request({ method: 'personal_sign', params: [message, address] }, address),
    signTypedData: (typedData, { address }) =>
      request({ method: 'eth_signTypedData_v4', params: [address, typedData] }, address),
    sendTransaction: (tx, { address }) =>
      request({ method: 'eth_sendTransaction', params: [{ ...tx, from: address }] }, address),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
