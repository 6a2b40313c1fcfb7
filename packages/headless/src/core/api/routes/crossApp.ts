import { defineRoute, type NoBody } from '../route.ts';

/** Reference §5.13: a cross-app provider app's public details (its name and icon for the login screen). */
export const details = /* @__PURE__ */ defineRoute<NoBody, { name: string; icon_url: string | null }>()(
  'GET',
  '/api/v1/apps/:app_id/cross-app/details',
);

/** Reference §5.13: one provider app the requesting app may use (`read_only`: it may not transact). */
export interface WireCrossAppConnection {
  provider_app_id: string;
  provider_app_name: string;
  provider_app_icon_url: string | null;
  provider_app_custom_api_url: string | null;
  read_only: boolean;
}

/** Reference §5.13: the provider apps the requesting app (`:app_id`) is connected to. */
export const connections = /* @__PURE__ */ defineRoute<NoBody, { connections: WireCrossAppConnection[] }>()(
  'GET',
  '/api/v1/apps/:app_id/cross-app/connections',
);
