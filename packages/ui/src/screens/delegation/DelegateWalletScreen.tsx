'use client';
import { useAppConfig, useHeadlessDelegatedActions } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { DelegatedActionsConsentView } from './DelegatedActionsConsentView.tsx';
import { useDelegationResult } from './useDelegationResult.ts';

const viewStatus = { initial: 'prompt', delegating: 'delegating', done: 'success', error: 'error' } as const;

/**
 * 'Enable offline access' on `useHeadlessDelegatedActions`: Accept delegates the wallet (the wallet
 * iframe gives the provider's enclave a share of its key); 'Not now' and closing decline
 * (`user_declined_delegation`, the intent's exit).
 */
export default function DelegateWalletScreen(): React.JSX.Element {
  const screen = useScreen('wallet/delegate');
  const View = useScreenView('wallet/delegate', DelegatedActionsConsentView);
  const appName = useAppConfig()?.name ?? null;
  const { state, delegateWallet } = useHeadlessDelegatedActions();
  const { address, chainType, isCancellable } = screen.params;
  useDelegationResult(screen, state.status, state.error);
  return (
    <View
      status={viewStatus[state.status as keyof typeof viewStatus] ?? 'delegating'}
      appName={appName}
      wallet={{ address, chainType }}
      isCancellable={isCancellable}
      error={state.error}
      onAccept={() => void delegateWallet({ address, chainType })}
      onNotNow={screen.close}
    />
  );
}
