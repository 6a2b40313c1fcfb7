import { defineScreen } from '../defineScreen.ts';
import type { PasskeyListViewProps } from '../passkeys/PasskeyListView.tsx';
import type { MfaEnrollChooserViewProps } from './MfaEnrollChooserView.tsx';
import type { MfaEnrollCodeViewProps } from './MfaEnrollCodeView.tsx';
import type { MfaEnrollSmsViewProps } from './MfaEnrollSmsView.tsx';
import type { MfaRemoveViewProps } from './MfaRemoveView.tsx';
import type { MfaSmsAddedViewProps } from './MfaSmsAddedView.tsx';
import type { MfaTotpQrViewProps } from './MfaTotpQrView.tsx';
import type { MfaVerifyCodeViewProps } from './MfaVerifyCodeView.tsx';

/**
 * The MFA verification a wallet request waits for (spec §4 'MFA verification modal'): the modal's
 * own screen when it opened for it, else shown over the current screen (`over`).
 */
export const mfaVerifyScreen = defineScreen<{ over?: true } | undefined, MfaVerifyCodeViewProps>()(
  'mfa/verify',
  () => import('./VerifyMfaScreen.tsx'),
  { back: false },
);

/** `showMfaEnrollmentModal()`: 'Transaction Protection' for a user without a method, then the methods. */
export const mfaEnrollScreen = defineScreen<undefined, MfaEnrollChooserViewProps>()(
  'mfa/enroll',
  () => import('./EnrollMfaScreen.tsx'),
  { back: false },
);

/** 'Scan QR code': the authenticator app's secret. */
export const mfaEnrollTotpScreen = defineScreen<undefined, MfaTotpQrViewProps>()(
  'mfa/enroll-totp',
  () => import('./EnrollTotpScreen.tsx'),
);

/** The phone an SMS code goes to. */
export const mfaEnrollSmsScreen = defineScreen<undefined, MfaEnrollSmsViewProps>()(
  'mfa/enroll-sms',
  () => import('./EnrollSmsScreen.tsx'),
);

/** 'Enter enrollment code' (SMS or authenticator app). */
export const mfaEnrollCodeScreen = defineScreen<{ method: 'sms' | 'totp' }, MfaEnrollCodeViewProps>()(
  'mfa/enroll-code',
  () => import('./EnrollCodeScreen.tsx'),
);

/** 'SMS verification added'. */
export const mfaSmsAddedScreen = defineScreen<undefined, MfaSmsAddedViewProps>()(
  'mfa/sms-added',
  () => import('./SmsAddedScreen.tsx'),
  { back: false },
);

/** The passkeys to enroll as MFA ('Enable passkeys', 'Add new passkey'). */
export const mfaEnrollPasskeyScreen = defineScreen<undefined, PasskeyListViewProps>()(
  'mfa/enroll-passkey',
  () => import('./EnrollPasskeyScreen.tsx'),
);

/** 'Remove SMS verification?', 'Remove authenticator app verification?' */
export const mfaRemoveScreen = defineScreen<{ method: 'sms' | 'totp' }, MfaRemoveViewProps>()(
  'mfa/remove',
  () => import('./RemoveMfaScreen.tsx'),
);
