import { defineScreen } from '../defineScreen.ts';
import type { LedgerChoiceViewProps } from './LedgerChoiceView.tsx';

/** What the Solana screens need of the wallet the visitor picked in the wallet list. */
export interface SolanaWalletParams {
  /** The wallet list entry's `id` (`ExternalWalletOption.id` of `@foyer/headless/solana`). */
  walletId: string;
  walletName: string;
  walletIcon?: string | undefined;
}

/** Spec wallets §2 'Ledger choice' for a Solana wallet; its choice opens 'solana-wallet/sign-in'. */
export const ledgerChoiceScreen = defineScreen<SolanaWalletParams, LedgerChoiceViewProps>()(
  'solana-wallet/ledger-choice',
  () => import('./solanaScreens.ts').then((m) => ({ default: m.LedgerChoiceScreen })),
);
