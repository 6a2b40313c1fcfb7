import { devRoute, type NoBody } from '../../kernel/devRoute.ts';

export const walletApiDevRoutes = {
  /** The wallet API's secret of the app named by `privy-app-id` (default: the default app). */
  appSecret: devRoute<NoBody, { app_id: string; app_secret: string }>()('GET', '/wallet-api/app-secret'),
};
