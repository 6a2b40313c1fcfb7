import { defineScreen } from '../defineScreen.ts';

/** 'Welcome' / 'All set!' after the wallets were created; the modal moves on after 2.5 s. */
export const walletCreatedScreen = defineScreen<{ isNewUser: boolean }>()(
  'wallet/created',
  () => import('./WalletCreatedScreen.tsx'),
  { back: false },
);
