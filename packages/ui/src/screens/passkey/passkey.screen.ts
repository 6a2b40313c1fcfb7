import type { PasskeyAction } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';

/**
 * The landing's passkey entry: 'Log in or create a new account?' when the app offers passkey
 * signup, else straight to the passkey prompt (a login, or a link for `linkPasskey()`).
 */
export const passkeyChoiceScreen = defineScreen()('passkey/choice', () => import('./PasskeyChoiceScreen.tsx'));

/** The passkey status screen: runs `action` ('Waiting for passkey', 'Success', 'Something went wrong'). */
export const passkeyStatusScreen = defineScreen<{ action: PasskeyAction }>()(
  'passkey/status',
  () => import('./PasskeyStatusScreen.tsx'),
);
