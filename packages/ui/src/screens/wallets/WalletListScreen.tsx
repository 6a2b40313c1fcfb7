'use client';
import { DEFAULT_EXTERNAL_WALLET_LIST, externalWalletList, useAppConfig, useRecentLogin } from '@foyer/headless';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { knownSolanaWallets, useSolanaExternalWallets } from '@foyer/headless/solana';
import { useMemo, useState } from 'react';
import { useScreen } from '../useScreen.ts';
import { WalletListView } from './WalletListView.tsx';

/**
 * The wallet list (spec §2): the Ethereum wallets found in this browser and the app's `walletList`,
 * in its order, then the Solana wallets (Wallet Standard): those the `walletList` names, found or
 * offered for install, then the others found. A wallet that is not installed opens its install
 * steps; an installed Ethereum wallet its connection screen, a Solana one the Ledger choice, then
 * Sign-In With Solana.
 */
export default function WalletListScreen() {
  const screen = useScreen('wallets/list');
  const { wallets: ethereum } = useConnectWallet();
  const { wallets: detectedSolana } = useSolanaExternalWallets();
  const walletList = useAppConfig()?.appearance.walletList;
  const solana = useMemo(
    () =>
      externalWalletList({
        detected: detectedSolana,
        walletList: [...(walletList ?? DEFAULT_EXTERNAL_WALLET_LIST), 'detected_solana_wallets'],
        chains: 'solana-only',
        known: knownSolanaWallets,
      }),
    [detectedSolana, walletList],
  );
  const wallets = useMemo(() => [...ethereum, ...solana], [ethereum, solana]);
  const recent = useRecentLogin();
  const [query, setQuery] = useState('');
  return (
    <WalletListView
      wallets={wallets}
      query={query}
      recentWalletId={recent?.accountType === 'wallet' ? recent.walletClientType : null}
      onQueryChange={setQuery}
      onSelect={(option) => {
        if (!option.installed) {
          screen.navigate('wallets/install', {
            walletId: option.id,
            chainType: option.chainType === 'solana' ? 'solana' : undefined,
          });
        } else if (option.chainType === 'solana') {
          screen.navigate('solana-wallet/ledger-choice', {
            walletId: option.id,
            walletName: option.name,
            walletIcon: option.icon,
          });
        } else {
          screen.navigate('wallets/connect', { walletId: option.id });
        }
      }}
    />
  );
}
