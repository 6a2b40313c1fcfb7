import { defineRoute, type NoBody } from '../route.ts';
import type { WireAppConfig } from '../wire.ts';

/** Reference §5.1: the app config. Read before any session exists, so it never refreshes first. */
export const config = /* @__PURE__ */ defineRoute<NoBody, WireAppConfig>()('GET', '/api/v1/apps/:app_id', {
  refreshFirst: false,
});
