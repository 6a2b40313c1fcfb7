import type { WalletUiRequest } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { SignMessageViewProps } from './SignMessageView.tsx';

// The signatures the headless layer asks the user to confirm (`showWalletUIs`) have one screen per
// kind of request, `wallet/sign-<kind>`: the modal opens the one of the request's kind. These three
// show what is signed as text.

/** A message (`personal_sign`). */
export const signMessageScreen = defineScreen<{ request: WalletUiRequest<'message'> }, SignMessageViewProps>()(
  'wallet/sign-message',
  () => import('./SignMessageScreen.tsx'),
  { back: false },
);

/** Typed data (`eth_signTypedData_v4`), as indented JSON. */
export const signTypedDataScreen = defineScreen<{ request: WalletUiRequest<'typed-data'> }, SignMessageViewProps>()(
  'wallet/sign-typed-data',
  () => import('./SignMessageScreen.tsx'),
  { back: false },
);

/** A Solana message. */
export const signSolanaMessageScreen = defineScreen<
  { request: WalletUiRequest<'solana-message'> },
  SignMessageViewProps
>()('wallet/sign-solana-message', () => import('./SignMessageScreen.tsx'), { back: false });
