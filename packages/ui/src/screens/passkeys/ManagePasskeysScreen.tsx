'use client';
import { MAX_LINKED_PASSKEYS, useAuth, usePasskeyLogin } from '@foyer/headless';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { PasskeyListView } from './PasskeyListView.tsx';
import type { PasskeyAccount } from './passkeyText.ts';

/**
 * 'Your passkeys': the user's passkeys, 'Add new passkey' (the browser's prompt, then linked) while
 * fewer than 5, and each one's removal (its confirmation next).
 */
export default function ManagePasskeysScreen(): React.JSX.Element {
  const screen = useScreen('passkeys/manage');
  const View = useScreenView('passkeys/manage', PasskeyListView);
  const { user } = useAuth();
  const { state, linkWithPasskey } = usePasskeyLogin({ intent: 'link' });
  const passkeys = (user?.linkedAccounts ?? []).filter(
    (account): account is PasskeyAccount => account.type === 'passkey',
  );
  const adding = state.status === 'generating-challenge' || state.status === 'awaiting-passkey';
  return (
    <View
      status={adding ? 'adding' : state.status === 'error' ? 'error' : 'list'}
      purpose="manage"
      passkeys={passkeys}
      canAdd={passkeys.length < MAX_LINKED_PASSKEYS}
      errorCode={state.error?.code ?? null}
      onAdd={() => void linkWithPasskey()}
      onRemove={(passkey) => screen.navigate('passkeys/remove', { passkey })}
    />
  );
}
