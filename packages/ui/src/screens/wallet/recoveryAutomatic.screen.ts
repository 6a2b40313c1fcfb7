import { defineScreen } from '../defineScreen.ts';

/** 'Automatically secure your account', opened by `useSetWalletRecovery()`. */
export const recoveryAutomaticScreen = defineScreen()(
  'wallet/recovery-automatic',
  () => import('./RecoveryAutomaticScreen.tsx'),
  { back: false },
);
