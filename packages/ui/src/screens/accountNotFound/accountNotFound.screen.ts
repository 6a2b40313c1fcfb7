import { defineScreen } from '../defineScreen.ts';
import type { AccountNotFoundViewProps } from './AccountNotFoundView.tsx';

/** Spec §2 'Account not found' (USER_DOES_NOT_EXIST). Its button starts over: no header back. */
export const accountNotFoundScreen = defineScreen<undefined, AccountNotFoundViewProps>()(
  'account-not-found',
  () => import('../error/noticeScreens.ts').then((m) => ({ default: m.AccountNotFoundScreen })),
  {
    back: false,
  },
);
