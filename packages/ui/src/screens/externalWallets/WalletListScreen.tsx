'use client';
import { DEFAULT_EXTERNAL_WALLET_LIST, externalWalletList, useAppConfig, useRecentLogin } from '@foyer/headless';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { knownSolanaWallets, useSolanaExternalWallets } from '@foyer/headless/solana';
import { useMemo, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { WalletListView } from './WalletListView.tsx';
import { networkGroups, openWallet } from './walletRoute.ts';

/**
 * The wallet list (spec §2): the Ethereum wallets found in this browser and the app's `walletList`,
 * in its order, then the Solana wallets (Wallet Standard): those the `walletList` names, found or
 * offered for install, then the others found (`openWallet` says where a pick goes; a wallet
 * installed on both chains asks 'Select network' first). The connect-only variant
 * (`connectWallet()`) lists the wallets of the chains the app's `walletChainType` names, and
 * connects without signing. `login({ walletChainType })` and `linkWallet({ walletChainType })` narrow
 * the list to those chains.
 */
export default function WalletListScreen() {
  const screen = useScreen('wallets/list');
  const View = useScreenView('wallets/list', WalletListView);
  const { wallets: ethereum } = useConnectWallet();
  const { wallets: detectedSolana } = useSolanaExternalWallets();
  const appearance = useAppConfig()?.appearance;
  const walletList = appearance?.walletList;
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
  const connectOnly = screen.params?.variant === 'connect-only';
  const asked = screen.intent.options.walletChainType;
  const chains = connectOnly
    ? (asked ?? appearance?.walletChainType ?? 'ethereum-only')
    : (asked ?? 'ethereum-and-solana');
  // A wallet installed on both chains is one row, which asks 'Select network' first.
  const groups = useMemo(
    () => networkGroups([...(chains === 'solana-only' ? [] : ethereum), ...(chains === 'ethereum-only' ? [] : solana)]),
    [chains, ethereum, solana],
  );
  const wallets = useMemo(() => groups.flatMap(([first]) => (first ? [first] : [])), [groups]);
  const recent = useRecentLogin();
  const [query, setQuery] = useState('');
  return (
    <View
      wallets={wallets}
      query={query}
      variant={connectOnly ? 'connect' : 'login'}
      recentWalletId={recent?.accountType === 'wallet' ? recent.walletClientType : null}
      onQueryChange={setQuery}
      onSelect={(option) => {
        const group = groups.find((candidates) => candidates[0] === option) ?? [option];
        if (group.length > 1) screen.navigate('wallets/select-network', { options: group, connectOnly });
        else openWallet(screen, option, connectOnly);
      }}
    />
  );
}
