'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { LedgerChoiceView } from './LedgerChoiceView.tsx';

/** Spec wallets §2 'Ledger choice': a Ledger signs a memo transaction instead of the message. */
export default function LedgerChoiceScreen() {
  const screen = useScreen('solana-wallet/ledger-choice');
  const View = useScreenView('solana-wallet/ledger-choice', LedgerChoiceView);
  const { walletName, walletIcon } = screen.params;
  return (
    <View
      walletName={walletName}
      walletIcon={walletIcon}
      onChoose={(ledger) => screen.navigate('solana-wallet/sign-in', { ...screen.params, ledger })}
    />
  );
}
