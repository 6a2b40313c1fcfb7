'use client';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { useEffect, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { InstallWalletView, STILL_HERE_DELAY_MS } from './InstallWalletView.tsx';

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(globalThis.navigator?.userAgent ?? '');

/** Install steps on a desktop; on a phone, the redirect to the wallet with 'Still here?' 1 s after Continue. */
export default function InstallWalletScreen() {
  const screen = useScreen('wallets/install');
  const View = useScreenView('wallets/install', InstallWalletView);
  const { wallets } = useConnectWallet();
  const option = wallets.find((wallet) => wallet.id === screen.params.walletId);
  const [step, setStep] = useState<'mobile' | 'continued' | 'still-here'>('mobile');
  useEffect(() => {
    if (step !== 'continued') return;
    const timer = setTimeout(() => setStep('still-here'), STILL_HERE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);
  if (!option) return null;
  return (
    <View
      status={isMobile() ? (step === 'still-here' ? 'still-here' : 'mobile') : 'desktop'}
      option={option}
      onReload={() => globalThis.location.reload()}
      onContinue={() => {
        if (option.installUrl?.startsWith('https://')) globalThis.open(option.installUrl, '_blank', 'noopener');
        setStep('continued');
      }}
    />
  );
}
