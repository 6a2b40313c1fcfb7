'use client';
import { useAuth } from '@foyer/headless';
import { useEffect } from 'react';
import { takeWalletDeepLink, type WalletDeepLink } from '../screens/externalWallets/walletDeepLink.ts';
import type { ModalFlow } from './modalFlow.ts';
import type { ModalIntent } from './settleIntent.ts';

/** Solana connectors: the wallet is picked in the Solana list (its Wallet Standard entry names it). */
const solanaConnectors = new Set(['solana_adapter', 'wallet_standard']);

/** The intent a deep link opens, or null when the session does not allow it (a login while logged in). */
function intentFor(
  link: WalletDeepLink,
  authenticated: boolean,
): Pick<ModalIntent, 'type' | 'options' | 'start'> | null {
  if (!link.connectOnly && authenticated) return null;
  const solana = solanaConnectors.has(link.connector);
  const start: ModalIntent['start'] = solana
    ? { screen: 'wallets/list', params: link.connectOnly ? { variant: 'connect-only' } : undefined }
    : { screen: 'wallets/connect', params: { walletId: link.walletClientType } };
  return {
    type: link.connectOnly ? 'connect-wallet' : 'login',
    options: solana ? { walletChainType: 'solana-only' } : {},
    start,
  };
}

/**
 * Spec §2: a wallet's mobile deep link (this page opened in the wallet's browser with
 * `privy_connector`, `privy_wallet_client`, `privy_connect_only`) opens the modal on a connection
 * to that wallet, to log in with it or (connect-only) to connect it, once the session is known. The
 * parameters are removed from the address either way.
 */
export function useWalletDeepLink(flow: ModalFlow): void {
  const { ready, authenticated } = useAuth();
  useEffect(() => {
    if (!ready) return;
    // A task later: StrictMode's mount-unmount-mount takes the link once, and opens once.
    const timer = setTimeout(() => {
      const link = takeWalletDeepLink();
      const intent = link && intentFor(link, authenticated);
      if (!intent || flow.getSnapshot().status === 'open') return;
      void flow.send({ type: 'open', intent: { ...intent, callbacks: () => ({}) }, returnFocus: null });
    });
    return () => clearTimeout(timer);
  }, [ready, authenticated, flow]);
}
