'use client';
import { useUnlinkAccount } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { PasskeyRemoveConfirmView } from './PasskeyRemoveConfirmView.tsx';

/**
 * Confirms a passkey's removal, then unlinks it (one enrolled in MFA leaves MFA too, after an MFA
 * verification) and shows 'Passkeys updated'.
 */
export default function RemovePasskeyScreen(): React.JSX.Element {
  const screen = useScreen('passkeys/remove');
  const View = useScreenView('passkeys/remove', PasskeyRemoveConfirmView);
  const { passkey } = screen.params;
  const { state, unlinkAccount } = useUnlinkAccount({
    onComplete: () => screen.navigate('passkeys/updated', undefined),
  });
  return (
    <View
      status={state.status === 'unlinking' ? 'removing' : state.status === 'error' ? 'error' : 'confirm'}
      passkey={passkey}
      errorCode={state.error?.code ?? null}
      onConfirm={() => void unlinkAccount(passkey)}
      onCancel={screen.back}
    />
  );
}
