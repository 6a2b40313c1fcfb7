import { defineScreen } from '../defineScreen.ts';
import type { RecoveryAutomaticViewProps } from './RecoveryAutomaticView.tsx';

/** 'Automatically secure your account', opened by `useSetWalletRecovery()`. */
export const recoveryAutomaticScreen = defineScreen<undefined, RecoveryAutomaticViewProps>()(
  'wallet/recovery-automatic',
  () => import('./RecoveryAutomaticScreen.tsx'),
  { back: false },
);
