'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { SelectNetworkView } from './SelectNetworkView.tsx';
import { openWallet } from './walletRoute.ts';

/** 'Select network' for a wallet installed on Ethereum and Solana; the pick goes on as from the list. */
export default function SelectNetworkScreen() {
  const screen = useScreen('wallets/select-network');
  const View = useScreenView('wallets/select-network', SelectNetworkView);
  const { options, connectOnly } = screen.params;
  const [first] = options;
  return (
    <View
      walletName={first?.name ?? ''}
      walletIcon={first?.icon}
      networks={options.map((option) => option.chainType)}
      onSelect={(network) => {
        const option = options.find((candidate) => candidate.chainType === network);
        if (option) openWallet(screen, option, connectOnly);
      }}
    />
  );
}
