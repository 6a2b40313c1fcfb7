import type { AccountTransferData } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';

/** Spec §2 'Account transfer': where ACCOUNT_TRANSFER_REQUIRED leads; params are its transfer data. */
export const transferScreen = defineScreen<AccountTransferData>()(
  'account/transfer',
  () => import('./TransferScreen.tsx'),
  { back: false },
);
