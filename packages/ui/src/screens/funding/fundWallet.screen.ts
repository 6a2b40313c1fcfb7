import type { FundWalletConfig } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { FundingMethodViewProps } from './FundingMethodView.tsx';

/** What the funding screen is opened with: the wallet, the call's config, and where it was opened from. */
export interface FundWalletScreenParams {
  address: string;
  config?: FundWalletConfig;
  /** Opened by a send that lacks funds ('Add funds on <chain> to complete transaction.'): done returns to it. */
  fromSend?: boolean;
}

/** `fundWallet()` and a send's 'Add funds': the chooser, then each method's steps (spec §2 'Funding'). */
export const fundWalletScreen = defineScreen<FundWalletScreenParams, FundingMethodViewProps>()(
  'wallet/fund',
  () => import('./FundWalletScreen.tsx'),
);
