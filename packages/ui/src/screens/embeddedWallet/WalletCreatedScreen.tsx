'use client';
import { useAppConfig, useSolanaWallets, useWallets } from '@foyer/headless';
import { useEffect, useEffectEvent } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { WalletCreatedView } from './WalletCreatedView.tsx';

/**
 * Spec §2 'Wallet-created success': shows 2.5 s (the modal's timer), then the modal moves on. Reads
 * the user's wallets: with none, 'Failed to create wallet'. The Ethereum wallet's address (else the
 * Solana one) shows with a copy button.
 */
export default function WalletCreatedScreen() {
  const screen = useScreen('wallet/created');
  const View = useScreenView('wallet/created', WalletCreatedView);
  const config = useAppConfig();
  const ethereum = useWallets();
  const solana = useSolanaWallets();
  const primary = ethereum.wallets[0] ?? solana.wallets[0] ?? null;
  const failed = ethereum.ready && solana.ready && primary === null;

  // The modal holds this screen 2.5 s, then moves on (a timer it clears if the user closes first).
  const finish = useEffectEvent(() => screen.finish('wallet-created'));
  useEffect(() => finish(), []);

  return (
    <View
      status={failed ? 'failed' : 'created'}
      isNewUser={screen.params.isNewUser}
      appName={config?.name ?? null}
      address={primary?.address ?? null}
    />
  );
}
