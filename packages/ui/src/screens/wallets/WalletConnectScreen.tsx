'use client';
import { useConnectWallet, useSiweLogin, useWalletConnectUri } from '@foyer/headless/ethereum';
import { useEffect, useRef, useState } from 'react';
import { useQrMatrix } from '../../primitives/useQrMatrix.ts';
import { useScreen } from '../useScreen.ts';
import { WalletConnectQrView } from './WalletConnectQrView.tsx';
import { WalletConnectView } from './WalletConnectView.tsx';
import { connectScreenState, failsElsewhere } from './walletConnectStatus.ts';

/** Reference: 3 s for wallets to announce themselves before the screen says it found none. */
const DETECTION_TIMEOUT_MS = 3_000;

/**
 * Connect an external wallet, then sign in (or link) with it (spec §2 'Wallet connection status',
 * §4): connecting → switching networks → 'Sign to verify' → signing → success, which the modal
 * holds for 1.4 s before the after-login steps. A wallet that does not show up within 3 s goes to
 * its install steps; the transfer, allowlist and user-limit answers go to their own screens.
 * WalletConnect (`wallet_connect`) shows its pairing URI as a 280 px QR code while it waits for a
 * wallet to scan it, then goes on as any wallet.
 */
export default function WalletConnectScreen() {
  const screen = useScreen('wallets/connect');
  const { type, options } = screen.intent;
  const { wallets, state: connection, connect, retry } = useConnectWallet();
  const { state: siwe, loginWithWallet } = useSiweLogin({ intent: type === 'link' ? 'link' : 'login', kitUi: true });
  const [signRetries, setSignRetries] = useState(0);
  const started = useRef(false);
  const option = wallets.find((wallet) => wallet.id === screen.params.walletId && wallet.installed) ?? null;

  useEffect(() => {
    if (!option || started.current) return;
    started.current = true;
    void connect(option);
  }, [option, connect]);

  useEffect(() => {
    if (option) return;
    const timer = setTimeout(
      () => screen.navigate('wallets/install', { walletId: screen.params.walletId }),
      DETECTION_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [option, screen]);

  const sign = async () => {
    if (!connection.connection) return;
    const settled = await loginWithWallet(connection.connection, { disableSignup: options.disableSignup });
    if (settled.status === 'done') screen.finish('success', settled.result);
    else if (settled.status === 'error' && failsElsewhere(settled.error)) screen.fail(settled.error);
  };

  const shown = connection.option ?? option;
  const uri = useWalletConnectUri();
  const pairing = shown?.source === 'walletconnect' && connection.status === 'connecting' ? uri : null;
  const matrix = useQrMatrix(pairing);
  if (!shown) return null;
  if (pairing) return <WalletConnectQrView walletName={shown.name} uri={pairing} matrix={matrix} />;
  const view = connectScreenState(connection, siwe, signRetries);
  return (
    <WalletConnectView
      status={view.status}
      option={shown}
      error={view.error}
      canRetry={view.canRetry}
      onSign={() => void sign()}
      onRetry={() => {
        if (connection.status !== 'connected') {
          void retry();
          return;
        }
        setSignRetries((count) => count + 1);
        void sign();
      }}
      onUseDifferentWallet={() => screen.back()}
    />
  );
}
