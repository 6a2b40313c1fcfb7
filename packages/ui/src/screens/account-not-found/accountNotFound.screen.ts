import { defineScreen } from '../defineScreen.ts';

/** Spec §2 'Account not found' (USER_DOES_NOT_EXIST). Its button starts over: no header back. */
export const accountNotFoundScreen = defineScreen()(
  'account-not-found',
  () => import('../error/noticeScreens.ts').then((m) => ({ default: m.AccountNotFoundScreen })),
  {
    back: false,
  },
);
