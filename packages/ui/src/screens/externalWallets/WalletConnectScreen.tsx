'use client';
import { connectedWalletEntry, isInAppBrowser, useAuth, WALLET_REQUEST_TIMEOUT_MS } from '@foyer/headless';
import { useConnectWallet, useSiweLogin, useWalletConnectUri } from '@foyer/headless/ethereum';
import { useEffect, useRef, useState } from 'react';
import { useQrMatrix } from '../../primitives/useQrMatrix.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { WalletConnectQrView } from './WalletConnectQrView.tsx';
import { WalletConnectView } from './WalletConnectView.tsx';
import { connectOnlyScreenState, connectScreenState, failsElsewhere } from './walletConnectStatus.ts';

/** Reference: 3 s for wallets to announce themselves before the screen says it found none. */
const DETECTION_TIMEOUT_MS = 3_000;

/**
 * Connect an external wallet, then sign in (or link) with it (spec §2 'Wallet connection status',
 * §4): connecting → switching networks → 'Sign to verify' → signing → success, which the modal
 * holds for 1.4 s before the after-login steps. For `connectWallet()` (intent `connect-wallet`)
 * there is no signature: success once connected, and the intent completes with the wallet. In an
 * in-app browser the connection waits for the user's click (a trusted click opens the wallet).
 * A wallet that does not show up within 3 s goes to its install steps; a prompt left unanswered
 * fails after 120 s ('Wallet request timed out', Retry); the transfer, allowlist and user-limit
 * answers go to their own screens. WalletConnect (`wallet_connect`) shows its pairing URI as a
 * 280 px QR code while it waits for a wallet to scan it, then goes on as any wallet.
 */
export default function WalletConnectScreen() {
  const screen = useScreen('wallets/connect');
  const View = useScreenView('wallets/connect', WalletConnectView);
  const { type, options } = screen.intent;
  const connectOnly = type === 'connect-wallet';
  const { wallets, state: connection, connect, retry } = useConnectWallet();
  const { user } = useAuth();
  const { state: siwe, loginWithWallet } = useSiweLogin({
    intent: type === 'link' ? 'link' : 'login',
    kitUi: true,
    signatureTimeoutMs: WALLET_REQUEST_TIMEOUT_MS,
  });
  const [signRetries, setSignRetries] = useState(0);
  const [needsClick] = useState(() => isInAppBrowser());
  const [started, setStarted] = useState(false);
  // A ref as well: StrictMode's second effect run must not send a second connection request.
  const requested = useRef(false);
  const finished = useRef(false);
  const option = wallets.find((wallet) => wallet.id === screen.params.walletId && wallet.installed) ?? null;

  const start = () => {
    if (!option || requested.current) return;
    requested.current = true;
    setStarted(true);
    void connect(option);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `start` reads the option and the ref; it runs once a wallet is found.
  useEffect(() => {
    if (!needsClick) start();
  }, [option, needsClick]);

  useEffect(() => {
    if (option) return;
    const timer = setTimeout(
      () => screen.navigate('wallets/install', { walletId: screen.params.walletId }),
      DETECTION_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [option, screen]);

  const connected = connection.status === 'connected' ? connection.connection : null;
  useEffect(() => {
    if (!connectOnly || !connected || finished.current) return;
    finished.current = true;
    screen.finish('success', { intent: 'connect-wallet', wallet: connectedWalletEntry(connected, user) });
  }, [connectOnly, connected, user, screen]);

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
  const view = !started
    ? ({ status: 'connect', error: null, canRetry: false } as const)
    : connectOnly
      ? connectOnlyScreenState(connection)
      : connectScreenState(connection, siwe, signRetries);
  return (
    <View
      status={view.status}
      option={shown}
      error={view.error}
      canRetry={view.canRetry}
      onConnect={start}
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
