'use client';
import { DEFAULT_EXTERNAL_WALLET_LIST, externalWalletList, useAppConfig, useRecentLogin } from '@foyer/headless';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { knownSolanaWallets, useSolanaExternalWallets } from '@foyer/headless/solana';
import { useMemo, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { WalletListView } from './WalletListView.tsx';

/**
 * The wallet list (spec §2): the Ethereum wallets found in this browser and the app's `walletList`,
 * in its order, then the Solana wallets (Wallet Standard): those the `walletList` names, found or
 * offered for install, then the others found. A wallet that is not installed opens its install
 * steps; an installed Ethereum wallet its connection screen, a Solana one the Ledger choice, then
 * Sign-In With Solana. The connect-only variant (`connectWallet()`) lists the wallets of the chains
 * the intent (else the app's `walletChainType`) names, and connects without signing.
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
  const chains = connectOnly
    ? (screen.intent.options.walletChainType ?? appearance?.walletChainType ?? 'ethereum-only')
    : 'ethereum-and-solana';
  const wallets = useMemo(
    () => [...(chains === 'solana-only' ? [] : ethereum), ...(chains === 'ethereum-only' ? [] : solana)],
    [chains, ethereum, solana],
  );
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
        if (!option.installed) {
          screen.navigate('wallets/install', {
            walletId: option.id,
            chainType: option.chainType === 'solana' ? 'solana' : undefined,
          });
        } else if (option.chainType === 'solana' && connectOnly) {
          // Connect-only signs nothing: no Ledger question, straight to the connection.
          screen.navigate('solana-wallet/sign-in', {
            walletId: option.id,
            walletName: option.name,
            walletIcon: option.icon,
            ledger: false,
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
