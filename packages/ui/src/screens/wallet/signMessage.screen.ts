import type { WalletUiRequest } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { SignMessageViewProps } from './SignMessageView.tsx';

/** A signature the headless layer asks the user to confirm (`showWalletUIs`). */
export const signMessageScreen = defineScreen<{ request: WalletUiRequest }, SignMessageViewProps>()(
  'wallet/sign-message',
  () => import('./SignMessageScreen.tsx'),
  { back: false },
);
