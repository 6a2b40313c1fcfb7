'use client';
import {
  type EmbeddedWallet,
  ErrorCode,
  FoyerError,
  isFoyerError,
  useAppConfig,
  useAuth,
  useCreateRequiredWallets,
} from '@foyer/headless';
import { useEffect, useEffectEvent, useState } from 'react';
import { useScreenView } from '../screenViews.ts';
import { useScreen } from '../useScreen.ts';
import { CreateWalletView } from './CreateWalletView.tsx';

const asFoyerError = (error: unknown) =>
  isFoyerError(error)
    ? error
    : new FoyerError(ErrorCode.EMBEDDED_WALLET_CREATE_ERROR, 'User wallet creation failed', { cause: error });

/**
 * The after-login step 'create-wallets' (spec §2 'Create-wallet screen', §4 'Wallet creation'):
 * creates the wallets the app's `createOnLogin` requires, then shows 'wallet/created'. A failure
 * during a login logs the user out; the screen says 'Something went wrong' and its Close button
 * closes the modal with the error.
 */
export default function CreateWalletScreen() {
  const screen = useScreen('wallet/create');
  const View = useScreenView('wallet/create', CreateWalletView);
  const { result } = screen.params;
  const { createRequiredWalletsAsync } = useCreateRequiredWallets();
  const { logout } = useAuth();
  const config = useAppConfig();
  // Spec §4 'Wallet creation': an app that requires a user-owned backup asks for it next.
  const backupFirst = useEffectEvent(
    (created: readonly EmbeddedWallet[]) =>
      (config?.embeddedWallets.requireUserOwnedRecoveryOnCreate ?? false) &&
      (config?.embeddedWallets.userOwnedRecoveryOptions.length ?? 0) > 0 &&
      created.some((wallet) => wallet.walletIndex === 0 && wallet.recoveryMethod === 'privy'),
  );
  const [failed, setFailed] = useState(false);

  const create = useEffectEvent(() =>
    createRequiredWalletsAsync().then(
      (created) => {
        const then = { isNewUser: result.intent === 'login' && result.isNewUser };
        if (backupFirst(created)) screen.navigate('recovery/method', { then });
        else screen.navigate('wallet/created', then);
      },
      (error: unknown) => {
        setFailed(true);
        screen.fail(asFoyerError(error), { inPlace: true });
        if (result.intent === 'login') void logout();
      },
    ),
  );

  // A task later, so that StrictMode's mount-unmount-mount in development creates once.
  useEffect(() => {
    const timer = setTimeout(() => void create());
    return () => clearTimeout(timer);
  }, []);

  return <View status={failed ? 'error' : 'creating'} onClose={screen.close} />;
}
