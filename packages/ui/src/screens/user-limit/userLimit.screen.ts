import { defineScreen } from '../defineScreen.ts';

/** Spec §2 'User limit' (USER_LIMIT_REACHED). Its button goes back to the start: no header back. */
export const userLimitScreen = defineScreen()(
  'user-limit',
  () => import('../error/noticeScreens.ts').then((m) => ({ default: m.UserLimitScreen })),
  { back: false },
);
