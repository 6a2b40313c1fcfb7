import type { SmsChannel } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { CaptchaViewProps } from './CaptchaView.tsx';

/** Where the captcha screen leads once it passed (spec §4: before a code is sent). */
export type CaptchaNext =
  | { id: 'email/enter-code'; params: { email: string } }
  | { id: 'sms/enter-code'; params: { phoneNumber: string; channel: SmsChannel } };

/**
 * The captcha screen (spec §2, §4): runs the captcha, then shows `next`. `passed` is set once it
 * has: coming back to it (back from `next`) goes straight back again.
 */
export const captchaScreen = defineScreen<{ next: CaptchaNext; passed?: boolean }, CaptchaViewProps>()(
  'captcha',
  () => import('./CaptchaScreen.tsx'),
);
