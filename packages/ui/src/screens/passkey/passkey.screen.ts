import type { PasskeyAction } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { PasskeyChoiceViewProps } from './PasskeyChoiceView.tsx';
import type { PasskeyStatusViewProps } from './PasskeyStatusView.tsx';

/** Both passkey screens are in one module: one chunk, loaded by whichever shows first. */
const screens = () => import('./PasskeyScreens.tsx');

/**
 * The landing's passkey entry: 'Log in or create a new account?' when the app offers passkey
 * signup, else straight to the passkey prompt (a login, or a link for `linkPasskey()`).
 */
export const passkeyChoiceScreen = defineScreen<undefined, PasskeyChoiceViewProps>()('passkey/choice', () =>
  screens().then((module) => ({ default: module.PasskeyChoiceScreen })),
);

/** The passkey status screen: runs `action` ('Waiting for passkey', 'Success', 'Something went wrong'). */
export const passkeyStatusScreen = defineScreen<{ action: PasskeyAction }, PasskeyStatusViewProps>()(
  'passkey/status',
  () => screens().then((module) => ({ default: module.PasskeyStatusScreen })),
);
