import { defineScreen } from '../defineScreen.ts';
import type { WalletCreatedViewProps } from './WalletCreatedView.tsx';

/** 'Welcome' / 'All set!' after the wallets were created; the modal moves on after 2.5 s. */
export const walletCreatedScreen = defineScreen<{ isNewUser: boolean }, WalletCreatedViewProps>()(
  'wallet/created',
  () => import('./WalletCreatedScreen.tsx'),
  { back: false },
);
