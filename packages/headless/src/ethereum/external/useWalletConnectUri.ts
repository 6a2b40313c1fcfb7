'use client';
import { useSyncExternalStore } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { walletConnectOf } from './walletConnect.ts';

const none = () => null;

/**
 * The pairing URI (`wc:…`) of the WalletConnect connection waiting for a wallet
 * (`useConnectWallet().connect` of the `wallet_connect` entry), else null: show it as a QR code
 * (280 px) and as an 'Open in app' link.
 */
export function useWalletConnectUri(): string | null {
  const walletConnect = walletConnectOf(useFoyerCore());
  return useSyncExternalStore(walletConnect.subscribe, walletConnect.getUri, none);
}
