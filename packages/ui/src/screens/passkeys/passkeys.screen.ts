import { defineScreen } from '../defineScreen.ts';
import type { PasskeyListViewProps } from './PasskeyListView.tsx';
import type { PasskeyRemoveConfirmViewProps } from './PasskeyRemoveConfirmView.tsx';
import type { PasskeysUpdatedViewProps } from './PasskeysUpdatedView.tsx';
import type { PasskeyAccount } from './passkeyText.ts';

/** 'Your passkeys' (spec §2 'Passkey management'), opened by `useManagePasskeys()`. */
export const managePasskeysScreen = defineScreen<undefined, PasskeyListViewProps>()(
  'passkeys/manage',
  () => import('./ManagePasskeysScreen.tsx'),
  { back: false },
);

/** 'Are you sure you want to remove this passkey?' */
export const removePasskeyScreen = defineScreen<{ passkey: PasskeyAccount }, PasskeyRemoveConfirmViewProps>()(
  'passkeys/remove',
  () => import('./RemovePasskeyScreen.tsx'),
);

/** 'Passkeys updated' with Done. */
export const passkeysUpdatedScreen = defineScreen<undefined, PasskeysUpdatedViewProps>()(
  'passkeys/updated',
  () => import('./PasskeysUpdatedScreen.tsx'),
  { back: false },
);
