import type { SmsChannel } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { EnterCodeViewProps } from '../email/EnterCodeView.tsx';

/**
 * 'Enter confirmation code' for a phone: the code was sent (by `PhoneLoginScreen`) to `phoneNumber` at
 * `codeSentAt`; without `codeSentAt` (after the captcha screen) this screen sends it.
 */
export const enterSmsCodeScreen = defineScreen<
  { phoneNumber: string; channel: SmsChannel; codeSentAt?: number },
  EnterCodeViewProps
>()('sms/enter-code', () => import('./EnterSmsCodeScreen.tsx'));
