import type { WalletUiRequest } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';

/** A signature the headless layer asks the user to confirm (`showWalletUIs`). */
export const signMessageScreen = defineScreen<{ request: WalletUiRequest }>()(
  'wallet/sign-message',
  () => import('./SignMessageScreen.tsx'),
  { back: false },
);
