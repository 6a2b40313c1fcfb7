import type { WireAppConfig } from '@foyer/headless/contract';
import { devRoute, type NoBody } from '../../kernel/devRoute.ts';

/** An app as the developer endpoints list it: the wire config and the emulator-only options. */
export type DevApp = WireAppConfig & {
  max_users: number | null;
  allowlist: string[];
  sms_unsupported_regions: string[];
  app_secret: string;
};

export const appsDevRoutes = {
  apps: devRoute<NoBody, { apps: DevApp[] }>()('GET', '/apps'),
};
