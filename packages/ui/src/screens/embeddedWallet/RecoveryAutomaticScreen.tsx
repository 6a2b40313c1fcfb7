'use client';
import { useWalletRecovery } from '@foyer/headless';
import { useEffect, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { RecoveryAutomaticView, type RecoveryAutomaticViewStatus } from './RecoveryAutomaticView.tsx';

/**
 * Spec §2 'Automatic recovery': Confirm moves the primary wallet's recovery to the provider's own
 * (spec §4 'privy'); the button becomes Success and the modal closes 1.4 s later. An error offers
 * 'Try again'. No way out while it is being set.
 */
export default function RecoveryAutomaticScreen() {
  const screen = useScreen('wallet/recovery-automatic');
  const View = useScreenView('wallet/recovery-automatic', RecoveryAutomaticView);
  const { setAutomaticRecoveryAsync } = useWalletRecovery();
  const [status, setStatus] = useState<RecoveryAutomaticViewStatus>('idle');
  const { lockClose } = screen;

  useEffect(() => {
    lockClose(status === 'submitting');
  }, [lockClose, status]);

  const confirm = () => {
    setStatus('submitting');
    setAutomaticRecoveryAsync().then(
      () => {
        setStatus('success');
        screen.finish('success');
      },
      () => setStatus('error'),
    );
  };

  return <View status={status} onConfirm={confirm} />;
}
