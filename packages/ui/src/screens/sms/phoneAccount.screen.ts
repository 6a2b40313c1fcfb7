import { defineScreen } from '../defineScreen.ts';

/** 'Link your phone number': where `useLinkAccount().linkPhone()` opens the modal. */
export const linkPhoneScreen = defineScreen()('sms/link', () => import('./PhoneAccountScreen.tsx'));

/** 'Update your phone number' (spec §2 'Update screens'): where `useUpdateAccount().updatePhone()` opens it. */
export const updatePhoneScreen = defineScreen()('sms/update', () => import('./PhoneAccountScreen.tsx'));
