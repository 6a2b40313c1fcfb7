import { defineScreen } from '../defineScreen.ts';
import type { UserLimitViewProps } from './UserLimitView.tsx';

/** Spec §2 'User limit' (USER_LIMIT_REACHED). Its button goes back to the start: no header back. */
export const userLimitScreen = defineScreen<undefined, UserLimitViewProps>()(
  'user-limit',
  () => import('../error/noticeScreens.ts').then((m) => ({ default: m.UserLimitScreen })),
  { back: false },
);
