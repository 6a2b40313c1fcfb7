import { defineScreen } from '../defineScreen.ts';
import type { SolanaWalletParams } from './ledgerChoice.screen.ts';
import type { SolanaSignInViewProps } from './SolanaSignInView.tsx';

/**
 * Spec wallets §2 'Wallet connection status' for a Solana wallet: connect it, sign (the message, or
 * with `ledger` a memo transaction), log in or link with SIWS.
 */
export const solanaSignInScreen = defineScreen<SolanaWalletParams & { ledger: boolean }, SolanaSignInViewProps>()(
  'solana-wallet/sign-in',
  () => import('./solanaScreens.ts').then((m) => ({ default: m.SolanaSignInScreen })),
);
