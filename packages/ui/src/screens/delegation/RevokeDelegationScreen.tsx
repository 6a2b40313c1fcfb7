'use client';
import { useAppConfig, useHeadlessDelegatedActions } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { RevokeDelegationView } from './RevokeDelegationView.tsx';
import { useDelegationResult } from './useDelegationResult.ts';

const viewStatus = { initial: 'prompt', revoking: 'revoking', done: 'success', error: 'error' } as const;

/** 'Revoke offline access to wallet': Confirm revokes every delegated wallet; Deny and closing keep them (`user_declined_revoke`). */
export default function RevokeDelegationScreen(): React.JSX.Element {
  const screen = useScreen('wallet/revoke-delegation');
  const View = useScreenView('wallet/revoke-delegation', RevokeDelegationView);
  const appName = useAppConfig()?.name ?? null;
  const { state, revokeWallets } = useHeadlessDelegatedActions();
  useDelegationResult(screen, state.status, state.error);
  return (
    <View
      status={viewStatus[state.status as keyof typeof viewStatus] ?? 'revoking'}
      appName={appName}
      error={state.error}
      onConfirm={() => void revokeWallets()}
      onDeny={screen.close}
    />
  );
}
