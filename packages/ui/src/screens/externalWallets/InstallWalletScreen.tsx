'use client';
import { useConnectWallet } from '@foyer/headless/ethereum';
import { knownSolanaWallets } from '@foyer/headless/solana';
import { useEffect, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { InstallWalletView, STILL_HERE_DELAY_MS } from './InstallWalletView.tsx';
import { walletBrowserLink } from './walletDeepLink.ts';

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(globalThis.navigator?.userAgent ?? '');

/**
 * Install steps on a desktop; on a phone, the redirect to the wallet with 'Still here?' 1 s after
 * Continue. The same for an Ethereum wallet and a Solana one (`chainType: 'solana'`). The redirect
 * opens this page in the wallet's own browser with the deep link's parameters (spec §2), which the
 * modal there reads to connect the wallet; a wallet without such a link gets its install page.
 */
export default function InstallWalletScreen() {
  const screen = useScreen('wallets/install');
  const View = useScreenView('wallets/install', InstallWalletView);
  const { wallets } = useConnectWallet();
  const { walletId, chainType } = screen.params;
  const option = (chainType === 'solana' ? knownSolanaWallets : wallets).find((wallet) => wallet.id === walletId);
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
        const inWallet = walletBrowserLink(globalThis.location.href, {
          connector: chainType === 'solana' ? 'solana_adapter' : 'injected',
          walletClientType: option.id,
          connectOnly: screen.intent.type === 'connect-wallet',
        });
        if (inWallet) globalThis.location.assign(inWallet);
        else if (option.installUrl?.startsWith('https://')) globalThis.open(option.installUrl, '_blank', 'noopener');
        setStep('continued');
      }}
    />
  );
}
