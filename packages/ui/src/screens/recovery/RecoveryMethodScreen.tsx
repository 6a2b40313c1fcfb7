'use client';
import { embeddedWallets, useAppConfig, useAuth, useWalletRecovery } from '@foyer/headless';
import { useEffect, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CloudRecoveryView, type CloudRecoveryViewStatus } from './CloudRecoveryView.tsx';
import { RecoveryMethodView } from './RecoveryMethodView.tsx';
import type { CloudProvider, RecoveryMethod } from './recoveryCopy.ts';

const isUserOwned = (method: string | undefined): method is RecoveryMethod =>
  method === 'user-passcode' || method === 'google-drive' || method === 'icloud';

/**
 * Spec §2 'Recovery method selection' with the app's backups: a cloud backs up in place (the
 * cloud's consent popup from the click, then 'Backing up with X...', success closing 1.4 s later, or
 * the failure with 'Try again'); 'Set a password' or 'Reset your password' goes to its stages.
 */
export default function RecoveryMethodScreen(): React.JSX.Element {
  const screen = useScreen('recovery/method');
  const View = useScreenView('recovery/method', RecoveryMethodView);
  const config = useAppConfig();
  const { user } = useAuth();
  const { state, setCloudRecovery } = useWalletRecovery();
  const [info, setInfo] = useState(false);
  const [cloud, setCloud] = useState<CloudProvider | null>(null);
  const current = embeddedWallets(user).find((wallet) => wallet.walletIndex === 0)?.recoveryMethod;
  const { finish, lockClose, navigate, params } = screen;
  const then = params?.then;

  useEffect(() => {
    lockClose(state.status === 'authorizing' || state.status === 'setting-recovery');
  }, [lockClose, state.status]);
  useEffect(() => {
    if (!cloud || state.status !== 'done') return;
    // Right after the wallet's creation: its success screen follows; else the modal closes.
    if (then) navigate('wallet/created', then);
    else finish('success');
  }, [cloud, state.status, finish, navigate, then]);

  if (cloud) {
    const status: CloudRecoveryViewStatus =
      state.status === 'error' ? 'error' : state.status === 'done' ? 'success' : 'pending';
    return (
      <CloudRecoveryView
        status={status}
        provider={cloud}
        action="backup"
        onConfirm={() => void setCloudRecovery(cloud)}
      />
    );
  }
  return (
    <View
      status={info ? 'info' : 'choosing'}
      offered={config?.embeddedWallets.userOwnedRecoveryOptions ?? []}
      current={isUserOwned(current) ? current : null}
      onSelect={(method) => {
        if (method === 'user-passcode') {
          navigate('recovery/password', then ? { then } : undefined);
          return;
        }
        setCloud(method);
        void setCloudRecovery(method);
      }}
      onShowInfo={() => setInfo(true)}
      onHideInfo={() => setInfo(false)}
    />
  );
}
