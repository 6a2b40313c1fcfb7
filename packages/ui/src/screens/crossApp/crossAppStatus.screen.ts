import { defineScreen } from '../defineScreen.ts';
import type { CrossAppStatusViewProps } from './CrossAppStatusView.tsx';

export interface CrossAppStatusParams {
  /** The provider app (a landing row `privy:<appId>`). */
  appId: string;
}

/** Spec §4 'Cross-app login': the provider app's page in a popup, then the exchange. */
export const crossAppStatusScreen = defineScreen<CrossAppStatusParams, CrossAppStatusViewProps>()(
  'cross-app/status',
  () => import('./CrossAppStatusScreen.tsx'),
);
