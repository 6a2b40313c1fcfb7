'use client';
import { useRecentLogin } from '@foyer/headless';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { useState } from 'react';
import { useScreen } from '../useScreen.ts';
import { WalletListView } from './WalletListView.tsx';

/**
 * The wallet list (spec §2): the wallets found in this browser and the app's `walletList`, in its
 * order. A found wallet opens its connection screen; one that is not installed, its install steps.
 */
export default function WalletListScreen() {
  const screen = useScreen('wallets/list');
  const { wallets } = useConnectWallet();
  const recent = useRecentLogin();
  const [query, setQuery] = useState('');
  return (
    <WalletListView
      wallets={wallets}
      query={query}
      recentWalletId={recent?.accountType === 'wallet' ? recent.walletClientType : null}
      onQueryChange={setQuery}
      onSelect={(option) =>
        screen.navigate(option.installed ? 'wallets/connect' : 'wallets/install', { walletId: option.id })
      }
    />
  );
}
