'use client';
import { connectedWalletEntry, ErrorCode, FoyerError, isFoyerError, useAuth } from '@foyer/headless';
import {
  knownSolanaWallets,
  type SolanaWalletConnection,
  useSiwsLogin,
  useSolanaExternalWallets,
} from '@foyer/headless/solana';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SolanaSignInView, type SolanaSignInViewStatus } from './SolanaSignInView.tsx';

/** Spec wallets §4: an external wallet connection is retried at most 2 times. */
const MAX_RETRIES = 2;

/**
 * Connects the Solana wallet the visitor picked, then on their click has it sign the SIWS message
 * (or a memo transaction for a Ledger) and logs in or links. Phantom without a Solana account goes
 * to the multichain error, a known wallet missing from the page to its install steps; the
 * server's refusals go to the modal's error screens; wallet errors stay here with 'Retry'.
 */
export default function SolanaSignInScreen() {
  const screen = useScreen('solana-wallet/sign-in');
  const View = useScreenView('solana-wallet/sign-in', SolanaSignInView);
  const { walletId, walletName, walletIcon, ledger } = screen.params;
  const { type, options } = screen.intent;
  const { connectAsync } = useSolanaExternalWallets();
  const { state, loginWithWallet } = useSiwsLogin({ intent: type === 'link' ? 'link' : 'login', kitUi: true });
  const [connection, setConnection] = useState<SolanaWalletConnection | null>(null);
  const [connectError, setConnectError] = useState<FoyerError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [retries, setRetries] = useState(0);
  const [signing, setSigning] = useState(false);
  const connectOnly = type === 'connect-wallet';
  const { user } = useAuth();
  const finished = useRef(false);
  const onConnectFailed = useEffectEvent((error: FoyerError) => {
    if (error.code === ErrorCode.PHANTOM_MULTICHAIN_DISABLED) screen.navigate('solana-wallet/phantom-multichain');
    // A wallet that is not (or no longer) in this browser: its install steps, as for Ethereum wallets.
    else if (error.code === ErrorCode.PROVIDER_NOT_FOUND && knownSolanaWallets.some((w) => w.id === walletId)) {
      screen.navigate('wallets/install', { walletId, chainType: 'solana' });
    } else setConnectError(error);
  });

  useEffect(() => {
    let live = true;
    setConnection(null);
    setConnectError(null);
    void attempt; // A connection retry bumps `attempt`: this effect connects again.
    // Leaving (or a newer attempt) supersedes this one: its outcome is no longer this screen's.
    connectAsync(walletId).then(
      (connected) => live && setConnection(connected),
      (error: unknown) => {
        if (!live) return;
        onConnectFailed(
          isFoyerError(error) ? error : new FoyerError(ErrorCode.UNKNOWN_CONNECT_WALLET_ERROR, String(error)),
        );
      },
    );
    return () => {
      live = false;
    };
  }, [connectAsync, walletId, attempt]);

  // `connectWallet()`: connected is done; nothing is signed.
  useEffect(() => {
    if (!connectOnly || !connection || finished.current) return;
    finished.current = true;
    screen.finish('success', { intent: 'connect-wallet', wallet: connectedWalletEntry(connection, user) });
  }, [connectOnly, connection, user, screen]);

  const sign = async () => {
    if (!connection) return;
    setSigning(true);
    const settled = await loginWithWallet({
      wallet: connection,
      messageType: ledger ? 'transaction' : 'plain',
      disableSignup: options.disableSignup,
    });
    setSigning(false);
    if (settled.status === 'done' && settled.result) screen.complete(settled.result);
    // The server's answers (another user's wallet, the user limit, …) have screens of their own.
    else if (settled.status === 'error' && settled.error.kind === 'api') screen.fail(settled.error);
  };

  const error = connectError ?? (state.status === 'error' ? state.error : null);
  const status: SolanaSignInViewStatus = error
    ? 'error'
    : !connection
      ? 'connecting'
      : state.status === 'done'
        ? 'success'
        : signing
          ? 'signing'
          : 'awaiting-signature';

  return (
    <View
      status={status}
      walletName={walletName}
      walletIcon={walletIcon}
      error={error}
      retriesExhausted={retries >= MAX_RETRIES}
      onSign={() => void sign()}
      onRetry={() => {
        setRetries((n) => n + 1);
        if (connectError) setAttempt((n) => n + 1);
        else void sign();
      }}
      onOtherWallet={screen.back}
    />
  );
}
