import { defineScreen } from '../defineScreen.ts';
import type { PasswordViewProps } from './PasswordView.tsx';
import type { RecoverPasswordViewProps } from './RecoverPasswordView.tsx';
import type { RecoveryMethodViewProps } from './RecoveryMethodView.tsx';
import type { SetPasswordIntroViewProps } from './SetPasswordIntroView.tsx';

/**
 * `setWalletRecovery()`: 'Secure your account' or 'Update backup method' (spec §2 'Recovery method
 * selection'); a cloud backs up in place ('Backing up with X...'), a password goes to its stages.
 */
/** After the creation of a wallet the app requires a backup of: 'wallet/created' follows the backup. */
export type AfterCreation = { then?: { isNewUser: boolean } } | undefined;

export const recoveryMethodScreen = defineScreen<AfterCreation, RecoveryMethodViewProps>()(
  'recovery/method',
  () => import('./RecoveryMethodScreen.tsx'),
  { back: false },
);

/** `setWalletPassword()`: 'Secure Your Account' with 'Add password'. */
export const setPasswordIntroScreen = defineScreen<undefined, SetPasswordIntroViewProps>()(
  'recovery/password-intro',
  () => import('./SetPasswordIntroScreen.tsx'),
  { back: false },
);

/** The password's stages (spec §2 'Password flow'); Back goes one stage back. */
export const setPasswordScreen = defineScreen<AfterCreation, PasswordViewProps>()(
  'recovery/password',
  () => import('./SetPasswordScreen.tsx'),
);

/**
 * The recovery a wallet request waits for on a new device (spec §2 'Recover wallet', 'Recovery
 * OAuth screen'): the modal's own screen when it opened for it, else shown over the current screen.
 */
export const recoverScreen = defineScreen<{ over?: true } | undefined, RecoverPasswordViewProps>()(
  'recovery/recover',
  () => import('./RecoverScreen.tsx'),
  { back: false },
);
