import { defineScreen } from '../defineScreen.ts';
import type { AllowlistViewProps } from './AllowlistView.tsx';

/** Spec §2 'Allowlist rejection' (ALLOWLIST_REJECTED). Its button decides where to go: no header back. */
export const allowlistScreen = defineScreen<undefined, AllowlistViewProps>()(
  'allowlist',
  () => import('../error/noticeScreens.ts').then((m) => ({ default: m.AllowlistScreen })),
  { back: false },
);
