import type { WireAppConfig } from '@foyer/headless/contract';
import type { CrossAppConnectionSetting } from '../../kernel/app.ts';
import { devRoute, type NoBody } from '../../kernel/devRoute.ts';

/** An app as the developer endpoints list it: the wire config and the emulator-only options. */
export type DevApp = WireAppConfig & {
  max_users: number | null;
  allowlist: string[];
  sms_unsupported_regions: string[];
  app_secret: string;
  cross_app_connections: CrossAppConnectionSetting[] | null;
};

export const appsDevRoutes = {
  apps: devRoute<NoBody, { apps: DevApp[] }>()('GET', '/apps'),
};
