import type { WalletUiRequest } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { SendSolanaTransactionViewProps } from './SendSolanaTransactionView.tsx';
import type { SendTransactionViewProps } from './SendTransactionView.tsx';
import type { SignAuthorizationViewProps } from './SignAuthorizationView.tsx';
import type { SignRawHashViewProps } from './SignRawHashView.tsx';
import type { SignSolanaTransactionViewProps } from './SignSolanaTransactionView.tsx';
import type { SignTransactionViewProps } from './SignTransactionView.tsx';
import type { SignWalletRequestViewProps } from './SignWalletRequestView.tsx';

/** An Ethereum transaction (`eth_signTransaction`). */
export const signTransactionScreen = defineScreen<
  { request: WalletUiRequest<'transaction'> },
  SignTransactionViewProps
>()('wallet/sign-transaction', () => import('./SignTransactionScreen.tsx'), { back: false });

/** A raw hash (`secp256k1_sign`). */
export const signRawHashScreen = defineScreen<{ request: WalletUiRequest<'raw-hash'> }, SignRawHashViewProps>()(
  'wallet/sign-raw-hash',
  () => import('./SignRawHashScreen.tsx'),
  { back: false },
);

/** An EIP-7702 authorization (`eth_sign7702Authorization`). */
export const signAuthorizationScreen = defineScreen<
  { request: WalletUiRequest<'authorization'> },
  SignAuthorizationViewProps
>()('wallet/sign-authorization', () => import('./SignAuthorizationScreen.tsx'), { back: false });

/** A wallet-API request signed as the user (`privy:user-signer:sign`). */
export const signWalletRequestScreen = defineScreen<
  { request: WalletUiRequest<'wallet-api-request'> },
  SignWalletRequestViewProps
>()('wallet/sign-wallet-api-request', () => import('./SignWalletRequestScreen.tsx'), { back: false });

/** A Solana transaction (`solana:signTransaction`). */
export const signSolanaTransactionScreen = defineScreen<
  { request: WalletUiRequest<'solana-transaction'> },
  SignSolanaTransactionViewProps
>()('wallet/sign-solana-transaction', () => import('./SignSolanaTransactionScreen.tsx'), { back: false });

/** An Ethereum send (`sendTransaction`, `eth_sendTransaction`): the prepared transaction, then its receipt. */
export const sendTransactionScreen = defineScreen<
  { request: WalletUiRequest<'send-transaction'> },
  SendTransactionViewProps
>()('wallet/sign-send-transaction', () => import('./SendTransactionScreen.tsx'), { back: false });

/** A Solana send (`signAndSendTransaction`): the decoded transaction, then its receipt. */
export const sendSolanaTransactionScreen = defineScreen<
  { request: WalletUiRequest<'send-solana-transaction'> },
  SendSolanaTransactionViewProps
>()('wallet/sign-send-solana-transaction', () => import('./SendSolanaTransactionScreen.tsx'), { back: false });
