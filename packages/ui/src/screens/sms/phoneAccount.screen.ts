import { defineScreen } from '../defineScreen.ts';
import type { PhoneLoginViewProps } from './PhoneLoginView.tsx';

/** 'Link your phone number': where `useLinkAccount().linkPhone()` opens the modal. */
export const linkPhoneScreen = defineScreen<undefined, PhoneLoginViewProps>()(
  'sms/link',
  () => import('./PhoneAccountScreen.tsx'),
);

/** 'Update your phone number' (spec §2 'Update screens'): where `useUpdateAccount().updatePhone()` opens it. */
export const updatePhoneScreen = defineScreen<undefined, PhoneLoginViewProps>()(
  'sms/update',
  () => import('./PhoneAccountScreen.tsx'),
);
