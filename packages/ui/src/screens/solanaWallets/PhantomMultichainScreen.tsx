'use client';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { PhantomMultichainView } from './PhantomMultichainView.tsx';

/** Spec wallets §2 'Phantom multichain error'. 'Try again' returns to the connection screen, which connects again. */
export default function PhantomMultichainScreen() {
  const screen = useScreen('solana-wallet/phantom-multichain');
  const View = useScreenView('solana-wallet/phantom-multichain', PhantomMultichainView);
  return <View onRetry={screen.back} onCancel={screen.close} />;
}
