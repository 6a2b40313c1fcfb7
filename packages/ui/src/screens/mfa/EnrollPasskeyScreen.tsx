'use client';
import { MAX_LINKED_PASSKEYS, useAuth, useMfaEnrollment, usePasskeyLogin } from '@foyer/headless';
import { useState } from 'react';
import { PasskeyListView } from '../passkeys/PasskeyListView.tsx';
import { PasskeyMfaIntroView } from '../passkeys/PasskeyMfaIntroView.tsx';
import type { PasskeyAccount } from '../passkeys/passkeyText.ts';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';

/**
 * Passkey MFA (spec §2, §4): the setup intro, then the user's passkeys with 'Enable passkeys' (all of them become MFA
 * methods, after an MFA verification when the user has a method) and 'Add new passkey' while fewer
 * than 5; removing one asks first ('passkeys/remove'), and leaves MFA with it. Enabling closes the modal.
 */
export default function EnrollPasskeyScreen(): React.JSX.Element {
  const screen = useScreen('mfa/enroll-passkey');
  const View = useScreenView('mfa/enroll-passkey', PasskeyListView);
  const { user } = useAuth();
  const link = usePasskeyLogin({ intent: 'link' });
  const { state, submitEnrollmentWithPasskey } = useMfaEnrollment({
    onComplete: () => screen.finish('success'),
  });
  const passkeys = (user?.linkedAccounts ?? []).filter(
    (account): account is PasskeyAccount => account.type === 'passkey',
  );
  // Spec §2: a setup intro first, unless the user is already managing passkey MFA.
  const [intro, setIntro] = useState(!user?.mfaMethods.includes('passkey'));
  const adding = link.state.status === 'generating-challenge' || link.state.status === 'awaiting-passkey';
  const error = state.status === 'error' ? state.error : link.state.status === 'error' ? link.state.error : null;
  if (intro) return <PasskeyMfaIntroView onContinue={() => setIntro(false)} />;
  return (
    <View
      status={
        adding
          ? 'adding'
          : state.status === 'submitting'
            ? 'enabling'
            : state.status === 'unenrolling'
              ? 'removing'
              : error
                ? 'error'
                : 'list'
      }
      purpose="mfa"
      passkeys={passkeys}
      canAdd={passkeys.length < MAX_LINKED_PASSKEYS}
      errorCode={error?.code ?? null}
      onAdd={() => void link.linkWithPasskey()}
      onEnable={() =>
        void submitEnrollmentWithPasskey({ credentialIds: passkeys.map((passkey) => passkey.credentialId) })
      }
      // 'Are you sure you want to remove this passkey?': removing it leaves MFA too (after a verification).
      onRemove={(passkey) => screen.navigate('passkeys/remove', { passkey })}
    />
  );
}
