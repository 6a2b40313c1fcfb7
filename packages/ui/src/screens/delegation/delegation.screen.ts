import { defineScreen } from '../defineScreen.ts';
import type { DelegatedActionsConsentViewProps } from './DelegatedActionsConsentView.tsx';
import type { RevokeDelegationViewProps } from './RevokeDelegationView.tsx';

/** What `delegateWallet()` opens the consent with: the wallet, and whether 'Not now' is offered. */
export interface DelegateWalletScreenParams {
  address: string;
  chainType: 'ethereum' | 'solana';
  isCancellable: boolean;
}

/** `delegateWallet()`: 'Enable offline access' (spec §2 'Delegated access', §4). */
export const delegateWalletScreen = defineScreen<DelegateWalletScreenParams, DelegatedActionsConsentViewProps>()(
  'wallet/delegate',
  () => import('./DelegateWalletScreen.tsx'),
  { back: false },
);

/** `revokeWallets()`: 'Revoke offline access to wallet'. */
export const revokeDelegationScreen = defineScreen<undefined, RevokeDelegationViewProps>()(
  'wallet/revoke-delegation',
  () => import('./RevokeDelegationScreen.tsx'),
  { back: false },
);
