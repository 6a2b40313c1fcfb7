import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import { appConfigAtom, type FoyerStore } from '../../core/store/atoms.ts';
import type { EmbeddedWallet, SigningRequest, WalletCallOptions, WalletUiRequest } from '../types.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from './walletUi.ts';

/**
 * The confirmation policy: one for every signature of any kind, from any interface (hooks,
 * EIP-1193, viem account, wagmi connector, Wallet Standard). The wallet service calls `confirm()`
 * once, in the only function that sends a signing request to the wallet iframe.
 */

export interface ConfirmationFacts {
  /** The call's `showWalletUIs` (the hooks' option); the adapters have none. */
  call: boolean | undefined;
  /**
   * The app config's `embeddedWallets.showWalletUIs`, as resolved: the server's `enforce_wallet_uis`
   * turns it on, else the app's `config.embeddedWallets.showWalletUIs`, else on. Undefined before
   * the config has loaded.
   */
  configured: boolean | undefined;
  /** How many wallet UIs (`useWalletUi`: the modal) are mounted. */
  uiMounts: number;
}

/**
 * Spec wallets §2 'Signing and sending', §4 'Sign message', reference §3.8 'Headless decision':
 * ask the user when wallet UIs are on (the call's option, else the config's, else on) and a UI is
 * mounted to ask; otherwise sign at once (headless), whatever is signed.
 */
export function asksUser({ call, configured, uiMounts }: ConfirmationFacts): boolean {
  return uiMounts > 0 && (call ?? configured ?? true);
}

type Open = { request: WalletUiRequest; abort(error: FoyerError): void };

export interface Confirmation {
  /**
   * Signs with `sign` once the policy allows it: at once when it asks no one, else when the user
   * approves the request it shows (the oldest open one first). Closing the screen rejects with
   * `user_rejected_request`, and `sign` never runs. When `signal` aborts first (the operation was
   * stopped), the request leaves the screen and this rejects with `aborted`.
   */
  confirm<T>(
    request: SigningRequest,
    wallet: EmbeddedWallet,
    options: WalletCallOptions,
    sign: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
  /** Rejects every open request with `error` (the core stopped). */
  abortAll(error: FoyerError): void;
}

export function createConfirmation(store: FoyerStore): Confirmation {
  let open: Open[] = [];
  let counter = 0;
  const showOldest = () => store.set(walletUiRequestAtom, open[0]?.request ?? null);

  function ask<T>(
    request: SigningRequest,
    wallet: EmbeddedWallet,
    uiOptions: WalletUiRequest['uiOptions'],
    sign: () => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      let signing: Promise<T> | null = null;
      const onAbort = () => {
        if (settled) return;
        close();
        reject(new AbortedError('The signature request'));
      };
      const close = () => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        open = open.filter((entry) => entry.request !== uiRequest);
        showOldest();
      };
      const uiRequest = {
        ...request,
        id: `wallet-ui-${++counter}`,
        wallet,
        uiOptions,
        approve() {
          if (settled) return Promise.resolve(undefined);
          signing ??= sign()
            .then((result) => {
              if (!settled) {
                close();
                resolve(result);
              }
              return result;
            })
            .catch((error: unknown) => {
              throw toFoyerError(error, ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR);
            })
            .finally(() => {
              signing = null;
            });
          return signing;
        },
        reject() {
          if (settled) return;
          close();
          reject(new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'The user rejected the signature request'));
        },
      } as WalletUiRequest;
      open.push({
        request: uiRequest,
        abort: (error) => {
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      showOldest();
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort);
    });
  }

  return {
    confirm(request, wallet, options, sign, signal) {
      const facts: ConfirmationFacts = {
        call: options.showWalletUIs,
        configured: store.get(appConfigAtom)?.embeddedWallets.showWalletUIs,
        uiMounts: store.get(walletUiMountsAtom),
      };
      return asksUser(facts) ? ask(request, wallet, options.uiOptions ?? {}, sign, signal) : sign();
    },
    abortAll(error) {
      const closing = open;
      open = [];
      store.set(walletUiRequestAtom, null);
      for (const entry of closing) entry.abort(error);
    },
  };
}
