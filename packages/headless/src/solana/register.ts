import type { Wallet, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base';
import {
  type CreateSolanaStandardWalletParameters,
  createSolanaStandardWallet,
  type SolanaStandardWallet,
} from './standardWallet.ts';

/**
 * Registers `wallet` with the apps of this page through the standard's window events (what
 * `registerWallet` of `@wallet-standard/wallet` does), keeping the unregister functions the apps
 * hand back, so that the returned function removes the wallet from every app that registered it.
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const register: WindowRegisterWalletEventCallback = ({ register }) => {
    unregisters.push(register(wallet));
  };
  const onAppReady = (event: Event) => register((event as WindowAppReadyEvent).detail);
  window.dispatchEvent(new RegisterWalletEvent(register));
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}

/** `wallet-standard:register-wallet`: its `detail` is the callback the app calls with its API. */
class RegisterWalletEvent extends Event {
  readonly detail: WindowRegisterWalletEventCallback;
  constructor(callback: WindowRegisterWalletEventCallback) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false });
    this.detail = callback;
  }
}

/**
 * Creates the embedded Solana wallet (see `createSolanaStandardWallet`) and registers it as a
 * Wallet Standard wallet, so Solana wallet-adapter apps list it. Call it in the browser, e.g. in an
 * effect; the returned function unregisters it and stops it following the wallet source.
 *
 * ```ts
 * useEffect(() => registerEmbeddedSolanaWallet({ wallets, signer }), [wallets, signer]);
 * ```
 */
export function registerEmbeddedSolanaWallet(parameters: CreateSolanaStandardWalletParameters): () => void {
  const wallet: SolanaStandardWallet = createSolanaStandardWallet(parameters);
  const unregister = registerStandardWallet(wallet);
  return () => {
    unregister();
    wallet.destroy();
  };
}
