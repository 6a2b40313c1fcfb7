import type { AccountTransferData } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { TransferViewProps } from './TransferView.tsx';

/** Spec §2 'Account transfer': where ACCOUNT_TRANSFER_REQUIRED leads; params are its transfer data. */
export const transferScreen = defineScreen<AccountTransferData, TransferViewProps>()(
  'account/transfer',
  () => import('./TransferScreen.tsx'),
  { back: false },
);
