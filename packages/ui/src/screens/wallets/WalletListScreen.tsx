'use client';
import { useRecentLogin } from '@foyer/headless';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { useSolanaExternalWallets } from '@foyer/headless/solana';
import { useMemo, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { WalletListView } from './WalletListView.tsx';

/**
 * The wallet list (spec §2): the Ethereum wallets found in this browser and the app's `walletList`,
 * in its order, then the Solana wallets (Wallet Standard). An Ethereum wallet opens its connection
 * screen (or its install steps), a Solana one the Ledger choice, then Sign-In With Solana.
 */
export default function WalletListScreen() {
  const screen = useScreen('wallets/list');
  const View = useScreenView('wallets/list', WalletListView);
  const { wallets: ethereum } = useConnectWallet();
  const { wallets: solana } = useSolanaExternalWallets();
  const wallets = useMemo(() => [...ethereum, ...solana], [ethereum, solana]);
  const recent = useRecentLogin();
  const [query, setQuery] = useState('');
  return (
    <View
      wallets={wallets}
      query={query}
      recentWalletId={recent?.accountType === 'wallet' ? recent.walletClientType : null}
      onQueryChange={setQuery}
      onSelect={(option) => {
        if (option.chainType === 'solana') {
          screen.navigate('solana-wallet/ledger-choice', {
            walletId: option.id,
            walletName: option.name,
            walletIcon: option.icon,
          });
        } else {
          screen.navigate(option.installed ? 'wallets/connect' : 'wallets/install', { walletId: option.id });
        }
      }}
    />
  );
}
