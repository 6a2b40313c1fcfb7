import { defineRoute, type NoBody } from '../route.ts';

/** Reference §5.13: a cross-app provider app's public details (its name and icon for the login screen). */
export const details = /* @__PURE__ */ defineRoute<NoBody, { name: string; icon_url: string | null }>()(
  'GET',
  '/api/v1/apps/:app_id/cross-app/details',
);
