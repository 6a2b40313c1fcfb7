import type { AfterLoginStepParams } from '../../intents.ts';
import { defineScreen } from '../defineScreen.ts';
import type { CreateWalletViewProps } from './CreateWalletView.tsx';

/** The after-login step 'create-wallets': creates the wallets `createOnLogin` requires. No way back. */
export const createWalletScreen = defineScreen<AfterLoginStepParams, CreateWalletViewProps>()(
  'wallet/create',
  () => import('./CreateWalletScreen.tsx'),
  { back: false },
);
